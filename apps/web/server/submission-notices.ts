/**
 * The new-submission notice (issue 24, item 5). Visitors' forms write straight to the backend,
 * so the site server learns of new submissions the way an outbox is read: every round it asks
 * the backend (with the service role) for contact messages and volunteer applications whose
 * `notified_at` is empty, e-mails the charity's address ONE notice listing them, and only then
 * stamps them. A failed send stamps nothing, so the next round tries again; the submissions
 * themselves are stored before any of this runs and are never touched otherwise.
 *
 * Settings (all from the environment):
 *   SMTP_URL                       smtp://user:pass@host:port or smtps://…; without it, no notices
 *   SMTP_FROM                      the From line; default "<site name> <no-reply@<site host>>"
 *   SUBMISSION_NOTICE_TO           where notices go; default the site settings' contact email
 *   SUBMISSION_NOTICE_INTERVAL_MS  how often to look (default 60000, at least 1000)
 *   SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY   the backend, as the service role
 */
import { submissionNoticeMail } from '@charitykit/content';
import nodemailer from 'nodemailer';
import { serverBackend } from '../app/backend';
import type { Environment } from './config';

export interface SubmissionNoticeConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  smtpUrl: string;
  from: string | null;
  to: string | null;
  siteUrl: string;
  intervalMs: number;
}

/** The notices' settings, or why they are off (printed on start). */
export function submissionNoticeConfig(
  env: Environment,
  siteUrl: string,
): { config: SubmissionNoticeConfig } | { off: string } {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) {
    return {
      off: 'no SMTP_URL: new submissions are kept in the back-office inbox only, no e-mail notices',
    };
  }
  if (!/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error(
      `SMTP_URL must start with smtp:// or smtps://, got "${smtpUrl.replace(/\/\/[^@]*@/, '//…@')}"`,
    );
  }
  const supabaseUrl = serverBackend(env).url?.trim();
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!supabaseUrl || !serviceRoleKey) {
    return {
      off: 'SMTP_URL is set but SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not: new submissions are kept in the back-office inbox only',
    };
  }
  const raw = env.SUBMISSION_NOTICE_INTERVAL_MS?.trim();
  const intervalMs = raw ? Number(raw) : 60_000;
  if (!Number.isInteger(intervalMs) || intervalMs < 1000) {
    throw new Error(
      `SUBMISSION_NOTICE_INTERVAL_MS must be a whole number of at least 1000, got "${raw}"`,
    );
  }
  return {
    config: {
      supabaseUrl: supabaseUrl.replace(/\/+$/, ''),
      serviceRoleKey,
      smtpUrl,
      from: env.SMTP_FROM?.trim() || null,
      to: env.SUBMISSION_NOTICE_TO?.trim() || null,
      siteUrl,
      intervalMs,
    },
  };
}

interface ContactRow {
  id: string;
  created_at: string;
  name: string;
  email: string;
  subject: string;
}
interface VolunteerRow {
  id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
}

export type RoundResult =
  | { sent: false; reason: 'nothing new' | 'no recipient' }
  | { sent: true; to: string; contactMessages: number; volunteerApplications: number };

/** Most submissions one notice lists; more wait for the next round. */
const PER_NOTICE = 50;

export interface SubmissionNotifier {
  /** One round: look, mail, stamp. Rejects when the backend or the mail server fails. */
  round(): Promise<RoundResult>;
  /** Rounds every `intervalMs`, the first at once; failures are logged and retried. */
  start(): void;
  stop(): void;
}

export function createSubmissionNotifier(
  config: SubmissionNoticeConfig,
  log: (line: string) => void = (line) => console.error(line),
): SubmissionNotifier {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const headers = {
    apikey: config.serviceRoleKey,
    authorization: `Bearer ${config.serviceRoleKey}`,
  };

  async function rest<T>(pathAndQuery: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${config.supabaseUrl}/rest/v1/${pathAndQuery}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      throw new Error(`backend answered ${response.status} to ${pathAndQuery.split('?')[0]}`);
    }
    return (response.status === 204 ? null : await response.json()) as T;
  }

  async function settings(): Promise<{ siteName: string; contactEmail: string | null }> {
    const rows = await rest<{ setting_key: string; setting_value: unknown }[]>(
      'site_settings?select=setting_key,setting_value&setting_key=in.(site_name,contact_email)',
    );
    const value = (key: string) => {
      const found = rows.find((row) => row.setting_key === key)?.setting_value;
      return typeof found === 'string' && found.trim() ? found.trim() : null;
    };
    return { siteName: value('site_name') ?? 'the charity', contactEmail: value('contact_email') };
  }

  async function stamp(table: string, ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    await rest(`${table}?id=in.(${ids.join(',')})`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ notified_at: new Date().toISOString() }),
    });
  }

  async function round(): Promise<RoundResult> {
    const pending = `notified_at=is.null&order=created_at.asc&limit=${PER_NOTICE}`;
    const [contacts, volunteers] = await Promise.all([
      rest<ContactRow[]>(`contact_messages?select=id,created_at,name,email,subject&${pending}`),
      rest<VolunteerRow[]>(
        `volunteer_applications?select=id,created_at,first_name,last_name,email&${pending}`,
      ),
    ]);
    if (!contacts.length && !volunteers.length) return { sent: false, reason: 'nothing new' };
    const site = await settings();
    const to = config.to ?? site.contactEmail;
    if (!to) return { sent: false, reason: 'no recipient' };
    const mail = submissionNoticeMail({
      siteName: site.siteName,
      inboxUrl: `${config.siteUrl}/admin/submissions`,
      contactMessages: contacts.map((row) => ({
        createdAt: row.created_at,
        name: row.name,
        email: row.email,
        subject: row.subject,
      })),
      volunteerApplications: volunteers.map((row) => ({
        createdAt: row.created_at,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
      })),
    });
    await transport.sendMail({
      from: config.from ?? {
        name: site.siteName,
        address: `no-reply@${new URL(config.siteUrl).hostname}`,
      },
      to,
      subject: mail.subject,
      text: mail.text,
    });
    await stamp(
      'contact_messages',
      contacts.map((row) => row.id),
    );
    await stamp(
      'volunteer_applications',
      volunteers.map((row) => row.id),
    );
    return {
      sent: true,
      to,
      contactMessages: contacts.length,
      volunteerApplications: volunteers.length,
    };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let lastProblem = '';
  // One line per kind of problem, not one a round: the inbox holds everything meanwhile.
  const report = (problem: string) => {
    if (problem && problem !== lastProblem) {
      log(
        `[site] submission notices: ${problem}; the submissions are in the inbox and the notice will be retried`,
      );
    } else if (!problem && lastProblem) {
      log('[site] submission notices: sending again');
    }
    lastProblem = problem;
  };
  const tick = () => {
    if (running) return;
    running = round()
      .then((result) =>
        report(
          result.sent === false && result.reason === 'no recipient'
            ? 'no contact email in the site settings and no SUBMISSION_NOTICE_TO'
            : '',
        ),
      )
      .catch((error: unknown) => report(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        running = null;
      });
  };
  return {
    round,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, config.intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      transport.close();
    },
  };
}
