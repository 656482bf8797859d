/**
 * Issue 37: the sign-up's e-mail end to end with real parts: local-supabase with the migrations,
 * the site server's mailing list (apps/web/app/mailing-list.server.ts, with nodemailer) and a real
 * SMTP server. Checks RFC 8058's headers and that the links in the mail work.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailingList,
  type MailingList,
  MailingListError,
  mailingListConfig,
} from '../../apps/web/app/mailing-list.server';
import { smtpSender } from '../../apps/web/server/mail-transport';
import { type Backend, startBackend } from './harness';
import { type Received, startSmtp } from './smtp';

const SITE = 'https://www.hoperelief.test';
const CONSENT = 'By subscribing you agree to receive e-mails from us.';

let backend: Backend;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let list: MailingList;

/** A header's value, unfolded (RFC 5322 folding: CRLF followed by white space). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** The message's decoded body (quoted-printable soft breaks and =XX bytes). */
function body(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function statusOf(email: string) {
  const service = createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data } = await service
    .from('subscribers')
    .select('status')
    .eq('email', email)
    .maybeSingle();
  return (data as { status: string } | null)?.status ?? null;
}

function signUp(email: string, clientAddress = '192.0.2.1') {
  return list.signUp({
    email,
    firstName: 'Amina',
    consentText: CONSENT,
    page: '/subscribe',
    clientAddress,
  });
}

function mailTo(email: string): Received[] {
  return smtp.inbox.filter((mail) => mail.to.includes(email));
}

beforeAll(async () => {
  [backend, smtp] = await Promise.all([startBackend(), startSmtp()]);
  const settings = mailingListConfig(
    {
      SMTP_URL: smtp.url,
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    },
    SITE,
  );
  if (!('config' in settings)) throw new Error(settings.off);
  list = createMailingList(settings.config, smtpSender(settings.config.smtpUrl));
}, 120_000);
afterAll(async () => {
  list?.close();
  await Promise.all([backend?.stop(), smtp?.stop()]);
});

describe('the mailing list by e-mail (issue 37)', () => {
  it('is off without SMTP_URL or the service role key, and says why', () => {
    expect(mailingListConfig({}, SITE)).toEqual({ off: expect.stringContaining('SMTP_URL') });
    expect(mailingListConfig({ SMTP_URL: smtp.url, SUPABASE_URL: backend.url }, SITE)).toEqual({
      off: expect.stringContaining('SUPABASE_SERVICE_ROLE_KEY'),
    });
  });

  it('mails the confirmation with List-Unsubscribe and List-Unsubscribe-Post, and both links work', async () => {
    await signUp('amina@example.org');
    const [mail] = mailTo('amina@example.org');
    expect(mail).toBeDefined();
    const raw = mail?.raw ?? '';
    expect(header(raw, 'Subject')).toBe('Please confirm your subscription to Hope Relief UK');
    const listUnsubscribe = header(raw, 'List-Unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/www\.hoperelief\.test\/unsubscribe\/[0-9a-f]{64}>$/,
    );
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);

    const text = body(raw);
    const confirmUrl = /https:\/\/www\.hoperelief\.test\/subscribe\/confirm\/[0-9a-f]{64}/.exec(
      text,
    )?.[0];
    expect(confirmUrl).toBeDefined();
    const unsubscribeUrl = listUnsubscribe.slice(1, -1);
    expect(text).toContain(unsubscribeUrl);
    expect(await statusOf('amina@example.org')).toBe('pending');

    const token = (url: string) => url.split('/').at(-1) ?? '';
    expect(await list.confirm(token(confirmUrl ?? ''))).toBe('done');
    expect(await statusOf('amina@example.org')).toBe('confirmed');
    expect(await list.confirm(token(confirmUrl ?? ''))).toBe('invalid');

    expect(await list.unsubscribe(token(unsubscribeUrl))).toBe('done');
    expect(await statusOf('amina@example.org')).toBe('unsubscribed');
    expect(await list.unsubscribe('0'.repeat(64))).toBe('invalid');
  });

  it('sends nothing for an address already confirmed, and answers the same', async () => {
    await signUp('known@example.org');
    const [first] = mailTo('known@example.org');
    const confirmUrl = /\/subscribe\/confirm\/([0-9a-f]{64})/.exec(body(first?.raw ?? ''))?.[1];
    expect(await list.confirm(confirmUrl ?? '')).toBe('done');
    await expect(signUp('known@example.org')).resolves.toBeUndefined();
    expect(mailTo('known@example.org')).toHaveLength(1);
  });

  it('tells the visitor when the mail server refuses, and stores the sign-up as pending', async () => {
    smtp.fail = true;
    try {
      await expect(signUp('refused@example.org')).rejects.toBeInstanceOf(MailingListError);
    } finally {
      smtp.fail = false;
    }
    expect(await statusOf('refused@example.org')).toBe('pending');
  });

  it('passes the flood limit on as 429 with Retry-After', async () => {
    let error: unknown;
    for (let i = 0; i < 11 && !error; i += 1) {
      await signUp(`flood${i}@example.org`, '192.0.2.99').catch((caught: unknown) => {
        error = caught;
      });
    }
    expect(error).toBeInstanceOf(MailingListError);
    expect((error as MailingListError).status).toBe(429);
    expect((error as MailingListError).retryAfter).toBeGreaterThan(0);
  });
});
