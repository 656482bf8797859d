/**
 * The mailing list's server side (issue 37): the sign-up, which stores a pending subscriber and
 * e-mails the confirmation link, and the two links' actions (confirm, unsubscribe).
 *
 * The sign-up runs here, never in a browser: the database hands the link's token only to the
 * service role (public.subscribe), so the only way to confirm an address is to read its mail.
 * The mail goes out through the same SMTP path as the submission notices (SMTP_URL): the site
 * server makes the mailing list with its SMTP sender (server/mail-transport.ts) and hands it to
 * the app in the load context (SiteContext.mailingList), so no route module carries an SMTP
 * client. Without SMTP_URL the sign-up is not offered (`npm start` points SMTP_URL at
 * local-supabase's mail viewer).
 * Every mail to a subscriber carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), so a
 * mail program's "Unsubscribe" POSTs to the same address the link opens.
 *
 * Settings (from the environment): SMTP_URL, SMTP_FROM, SUPABASE_URL (or the built backend),
 * SUPABASE_SERVICE_ROLE_KEY, SUPABASE_ANON_KEY, SITE_URL.
 */
import {
  confirmationMail,
  defaultSiteSettings,
  mailingList,
  type SignUpValues,
} from '@charitykit/content';
import { serverBackend, siteBackend } from './backend';
import { siteUrl as configuredSiteUrl } from './site-url.server';

export interface MailingListConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  anonKey: string;
  smtpUrl: string;
  from: string | null;
  /** The site's public address: the links in the mail start here. */
  siteUrl: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The mailing list's settings, or why sign-up is not offered (doctor and the start say so). */
export function mailingListConfig(
  env: Env = process.env,
  siteUrl: string = configuredSiteUrl,
): { config: MailingListConfig } | { off: string } {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl || !/^smtps?:\/\//.test(smtpUrl)) {
    return {
      off: 'no SMTP_URL: the mailing-list sign-up is not offered (it must e-mail a confirmation link)',
    };
  }
  const backend = serverBackend(env, siteBackend);
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!backend.url || !backend.anonKey || !serviceRoleKey) {
    return {
      off: 'no SUPABASE_URL, SUPABASE_ANON_KEY or SUPABASE_SERVICE_ROLE_KEY: the mailing-list sign-up is not offered',
    };
  }
  return {
    config: {
      supabaseUrl: backend.url.replace(/\/+$/, ''),
      serviceRoleKey,
      anonKey: backend.anonKey,
      smtpUrl,
      from: env.SMTP_FROM?.trim() || null,
      siteUrl: siteUrl.replace(/\/+$/, ''),
    },
  };
}

/** Why a sign-up or a link was not handled: the backend's status (0: no answer). */
export class MailingListError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'MailingListError';
  }
}

/** How long the backend and the mail server each have before the visitor is asked to retry. */
const TIMEOUT_MS = 15_000;

export interface SignUpRequest extends SignUpValues {
  /** The consent wording shown beside the form. */
  consentText: string;
  /** The page the form was on. */
  page: string;
  /** The visitor's address as the site server vouches for it (the flood limit counts it). */
  clientAddress: string | null;
}

export type LinkResult = 'done' | 'invalid';

export interface MailingList {
  /** Stores the sign-up and, when the database says so, mails the confirmation. */
  signUp(request: SignUpRequest): Promise<void>;
  confirm(token: string): Promise<LinkResult>;
  unsubscribe(token: string): Promise<LinkResult>;
  close(): void;
}

/** The links a subscriber's mail carries. */
export function mailingListLinks(siteUrl: string, confirmToken: string, unsubscribeToken: string) {
  return {
    confirmUrl: `${siteUrl}${mailingList.confirm.pathPrefix}${encodeURIComponent(confirmToken)}`,
    unsubscribeUrl: `${siteUrl}${mailingList.unsubscribe.pathPrefix}${encodeURIComponent(unsubscribeToken)}`,
  };
}

/** RFC 8058's headers for a mail whose one-click unsubscribe address is `unsubscribeUrl`. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** One message as the SMTP sender sends it. */
export interface OutgoingMail {
  from: string | { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** How mail leaves: the site server's SMTP sender (nodemailer over SMTP_URL). */
export interface MailSender {
  sendMail(mail: OutgoingMail): Promise<unknown>;
  close(): void;
}

export function createMailingList(
  config: MailingListConfig,
  transport: MailSender,
  send: typeof fetch = globalThis.fetch,
): MailingList {
  async function rpc(fn: string, body: unknown, key: string): Promise<Response> {
    try {
      return await send(`${config.supabaseUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: {
          apikey: key,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new MailingListError(
        `backend did not answer ${fn}: ${error instanceof Error ? error.message : 'failed'}`,
        0,
      );
    }
  }

  async function siteName(): Promise<string> {
    try {
      const response = await send(
        `${config.supabaseUrl}/rest/v1/site_settings?select=setting_value&setting_key=eq.site_name`,
        {
          headers: { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}` },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
      );
      const rows = response.ok ? ((await response.json()) as { setting_value: unknown }[]) : [];
      const value = rows[0]?.setting_value;
      return typeof value === 'string' && value.trim()
        ? value.trim()
        : defaultSiteSettings.siteName;
    } catch {
      return defaultSiteSettings.siteName;
    }
  }

  /** A link's action: 2xx done, 400 an unknown, used or expired token, else a failure. */
  async function link(fn: 'confirm_subscription' | 'unsubscribe', token: string) {
    if (!token || token.length > 200) return 'invalid';
    const response = await rpc(fn, { token }, config.anonKey);
    if (response.ok) return 'done';
    if (response.status === 400) return 'invalid';
    throw new MailingListError(`backend answered ${response.status} to ${fn}`, response.status);
  }

  return {
    async signUp(request) {
      const response = await rpc(
        'subscribe',
        {
          email: request.email,
          first_name: request.firstName,
          consent_text: request.consentText,
          consent_page: request.page,
          client_address: request.clientAddress,
        },
        config.serviceRoleKey,
      );
      if (!response.ok) {
        const retry = Number(response.headers.get('retry-after'));
        throw new MailingListError(
          `backend answered ${response.status} to subscribe`,
          response.status,
          Number.isFinite(retry) && retry > 0 ? retry : null,
        );
      }
      const answer = (await response.json()) as {
        mail: boolean;
        confirm_token?: string;
        unsubscribe_token?: string;
        first_name?: string;
        email?: string;
      };
      if (!answer.mail || !answer.confirm_token || !answer.unsubscribe_token) return;
      const links = mailingListLinks(
        config.siteUrl,
        answer.confirm_token,
        answer.unsubscribe_token,
      );
      const name = await siteName();
      const mail = confirmationMail({
        siteName: name,
        firstName: answer.first_name ?? '',
        ...links,
      });
      try {
        await transport.sendMail({
          from: config.from ?? { name, address: `no-reply@${new URL(config.siteUrl).hostname}` },
          to: answer.email ?? request.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: listUnsubscribeHeaders(links.unsubscribeUrl),
        });
      } catch (error) {
        throw new MailingListError(
          `confirmation e-mail not sent: ${error instanceof Error ? error.message : 'failed'}`,
          0,
        );
      }
    },
    confirm: (token) => link('confirm_subscription', token),
    unsubscribe: (token) => link('unsubscribe', token),
    close: () => transport.close(),
  };
}
