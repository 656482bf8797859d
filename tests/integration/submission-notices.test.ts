/**
 * Issue 24, item 5: the new-submission notice, end to end with real parts: a local-supabase
 * with the migrations, visitors' submissions through supabase-js, the site server's notifier
 * (apps/web/server/submission-notices.ts, with nodemailer) and a real SMTP server from the
 * `smtp-server` package, started here. No part of the mail path is mocked.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubmissionNotifier,
  type SubmissionNoticeConfig,
  submissionNoticeConfig,
} from '../../apps/web/server/submission-notices';
import { type Backend, startBackend } from './harness';
import { startSmtp } from './smtp';

/** A received message's text, decoded from quoted-printable (soft breaks and =XX bytes). */
function text(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const CONSENT = 'We use your details only to answer you. See our privacy policy.';

let backend: Backend;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let config: SubmissionNoticeConfig;

beforeAll(async () => {
  [backend, smtp] = await Promise.all([startBackend(), startSmtp()]);
  const settings = submissionNoticeConfig(
    {
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Hope Relief UK <no-reply@hoperelief.test>',
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    },
    'https://www.hoperelief.test',
  );
  if (!('config' in settings)) throw new Error(settings.off);
  config = settings.config;
}, 120_000);
afterAll(async () => {
  await Promise.all([backend?.stop(), smtp?.stop()]);
});

function visitor() {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

async function sendContact(name: string, subject: string) {
  const { error } = await visitor()
    .from('contact_messages')
    .insert({
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.org`,
      subject,
      message: 'I would like to help at the weekend kitchen.',
      consent_text: CONSENT,
    });
  expect(error).toBeNull();
}

async function sendApplication(first: string, last: string) {
  const { error } = await visitor()
    .from('volunteer_applications')
    .insert({
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}@example.org`,
      phone: '07700 900123',
      address: '1 High Street',
      city: 'Leeds',
      country: 'United Kingdom',
      date_of_birth: '1990-04-01',
      skills: ['Fundraising'],
      interests: ['Healthcare'],
      availability: 'weekends',
      emergency_contact: 'Sam Yusuf',
      emergency_phone: '07700 900456',
      agree_terms: true,
      agree_background: true,
      consent_text: CONSENT,
    });
  expect(error).toBeNull();
}

async function pending(table: 'contact_messages' | 'volunteer_applications'): Promise<number> {
  const { count } = await createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false },
  })
    .from(table)
    .select('id', { count: 'exact', head: true })
    .is('notified_at', null);
  return count ?? -1;
}

describe('the new-submission notice', () => {
  it('is off without SMTP_URL, and says the inbox alone is used', () => {
    const settings = submissionNoticeConfig({ SUPABASE_URL: 'http://x' }, 'http://localhost');
    expect(settings).toEqual({
      off: 'no SMTP_URL: new submissions are kept in the back-office inbox only, no e-mail notices',
    });
    expect(() =>
      submissionNoticeConfig({ SMTP_URL: 'http://mail.example' }, 'http://localhost'),
    ).toThrow('SMTP_URL must start with smtp:// or smtps://');
  });

  it('e-mails the contact email one notice listing every new submission, then stamps them', async () => {
    const notifier = createSubmissionNotifier(config, () => {});
    try {
      expect(await notifier.round()).toEqual({ sent: false, reason: 'nothing new' });
      await sendContact('Amina Yusuf', 'Volunteering in Leeds');
      await sendContact('Ben Okafor', 'A school visit');
      await sendApplication('Chloe', 'Price');

      const result = await notifier.round();
      expect(result).toEqual({
        sent: true,
        to: 'info@hoperelief.org.uk', // the seeded site settings' contact email
        contactMessages: 2,
        volunteerApplications: 1,
      });
      expect(smtp.inbox).toHaveLength(1);
      const mail = smtp.inbox[0];
      expect(mail?.to).toEqual(['info@hoperelief.org.uk']);
      expect(mail?.from).toBe('no-reply@hoperelief.test');
      expect(mail?.raw).toMatch(
        /^Subject: New on Hope Relief UK: 2 contact messages, 1 volunteer\s+application/m,
      );
      expect(text(mail?.raw)).toContain('Amina Yusuf <amina@example.org>: Volunteering in Leeds');
      expect(text(mail?.raw)).toContain('Chloe Price <chloe@example.org>');
      expect(text(mail?.raw)).toContain('https://www.hoperelief.test/admin/submissions');
      // The message itself stays in the inbox.
      expect(text(mail?.raw)).not.toContain('weekend kitchen');

      expect(await pending('contact_messages')).toBe(0);
      expect(await pending('volunteer_applications')).toBe(0);
      expect(await notifier.round()).toEqual({ sent: false, reason: 'nothing new' });
      expect(smtp.inbox).toHaveLength(1);
    } finally {
      notifier.stop();
    }
  });

  it('a mail server that refuses loses nothing: the submission stays, the notice is retried', async () => {
    const notifier = createSubmissionNotifier(config, () => {});
    try {
      smtp.fail = true;
      await sendContact('Dara Singh', 'Fundraising idea');
      await expect(notifier.round()).rejects.toThrow();
      expect(await pending('contact_messages')).toBe(1);

      smtp.fail = false;
      const before = smtp.inbox.length;
      expect(await notifier.round()).toMatchObject({ sent: true, contactMessages: 1 });
      expect(smtp.inbox).toHaveLength(before + 1);
      expect(text(smtp.inbox.at(-1)?.raw)).toContain('Dara Singh');
      expect(await pending('contact_messages')).toBe(0);
    } finally {
      notifier.stop();
    }
  });

  it('an unreachable mail server: the rounds log one line and keep the submission', async () => {
    const lines: string[] = [];
    const dead = createSubmissionNotifier(
      { ...config, smtpUrl: 'smtp://127.0.0.1:1', intervalMs: 1000 },
      (line) => lines.push(line),
    );
    try {
      await sendApplication('Eve', 'Adams');
      await expect(dead.round()).rejects.toThrow();
      expect(await pending('volunteer_applications')).toBe(1);
      dead.start();
      await expect.poll(() => lines.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(lines[0]).toMatch(/submissions are in the inbox and the notice will be retried/);
    } finally {
      dead.stop();
    }
    // Sent by the next working round.
    const notifier = createSubmissionNotifier(config, () => {});
    try {
      expect(await notifier.round()).toMatchObject({ sent: true, volunteerApplications: 1 });
    } finally {
      notifier.stop();
    }
  });
});
