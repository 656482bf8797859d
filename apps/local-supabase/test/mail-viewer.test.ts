/**
 * Issue 37: the local mail viewer. With `mailViewer` on and no SMTP URL, the auth server's own
 * e-mails (here a password recovery, asked for through supabase-js) land in the viewer, which
 * lists them and shows each as HTML and text with its links, and whose pages and API other
 * origins cannot read. Also the MIME reading on a message shaped as nodemailer writes one.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../src/mail/mime.js';
import { messagePage } from '../src/mail/pages.js';
import { client, createStaff, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mailViewer: { smtpPort: 0 }, smtpUrl: undefined });
}, 120_000);
afterAll(async () => {
  await server?.cleanup();
});

interface Summary {
  id: string;
  subject: string;
  recipients: string[];
}

async function messages(): Promise<Summary[]> {
  const response = await fetch(`${server.url}/_mail/api/messages`);
  return (await response.json()) as Summary[];
}

/** Waits for a message to `email` (the auth server answers before its mail is delivered). */
async function mailTo(email: string): Promise<Summary> {
  for (;;) {
    const found = (await messages()).find((m) => m.recipients.includes(email));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the mail viewer (issue 37)', () => {
  it('says where it is and which SMTP URL reaches it', () => {
    expect(server.mail?.viewerUrl).toBe(`${server.url}/_mail/`);
    expect(server.mail?.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
  });

  it('keeps the auth server e-mails and shows them, links clickable', async () => {
    const email = 'viewer-staff@example.org';
    await createStaff(server, email, 'editor');
    const { error } = await client(server.url, server.anonKey).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    const summary = await mailTo(email);

    const list = await fetch(`${server.url}/_mail/`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    expect(list.headers.get('access-control-allow-origin')).toBe(server.url);
    const listHtml = await list.text();
    expect(listHtml).toContain(`href="/_mail/m/${summary.id}"`);

    const one = (await (await fetch(`${server.url}/_mail/api/messages/${summary.id}`)).json()) as {
      text: string | null;
      html: string | null;
    };
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(one.text ?? one.html ?? '')?.[0];
    expect(link).toBeDefined();

    const page = await (await fetch(`${server.url}/_mail/m/${summary.id}`)).text();
    expect(page).toContain('<a href="http');
    // A text-only message: no frame for HTML.
    expect(page).not.toContain('<iframe');
    expect(page).not.toContain('<script');
  });

  it('answers 404 for an unknown message and clears on DELETE', async () => {
    expect((await fetch(`${server.url}/_mail/m/999999`)).status).toBe(404);
    expect((await fetch(`${server.url}/_mail/api/messages`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await messages()).toEqual([]);
  });

  it('accepts plain SMTP from any client and escapes what the message holds', async () => {
    const port = Number(new URL(server.mail?.smtpUrl ?? '').port);
    const socket = connect(port, '127.0.0.1');
    const lines = [
      'EHLO test',
      'MAIL FROM:<a@example.org>',
      'RCPT TO:<b@example.org>',
      'DATA',
      'Subject: <script>alert(1)</script>\r\nFrom: a@example.org\r\nTo: b@example.org\r\n\r\nHello\r\n.',
      'QUIT',
    ];
    await new Promise<void>((resolve, reject) => {
      let sent = 0;
      socket.on('data', () => {
        if (sent < lines.length) socket.write(`${lines[sent++]}\r\n`);
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const [latest] = await messages();
    expect(latest?.subject).toBe('<script>alert(1)</script>');
    const list = await (await fetch(`${server.url}/_mail/`)).text();
    expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(list).not.toContain('<script>alert(1)');
  });
});

describe('parseMail', () => {
  it('reads a multipart/alternative message with quoted-printable parts and encoded words', () => {
    const raw = [
      'Content-Type: multipart/alternative;',
      ' boundary="--_b1"',
      'From: Hope Relief UK <no-reply@example.org>',
      'To: amina@example.org',
      'Subject: =?UTF-8?Q?Caf=C3=A9_news?=',
      'List-Unsubscribe: <https://example.org/unsubscribe/abc>',
      'MIME-Version: 1.0',
      '',
      '----_b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=C3=A9 link: https://example.org/subscribe/confirm/=',
      'abc',
      '----_b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Café</p>').toString('base64'),
      '----_b1--',
      '',
    ].join('\r\n');
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Café news');
    expect(mail.text).toContain('Café link: https://example.org/subscribe/confirm/abc');
    expect(mail.html).toBe('<p>Café</p>');
    expect(mail.headers).toContainEqual([
      'List-Unsubscribe',
      '<https://example.org/unsubscribe/abc>',
    ]);
  });
});

describe('messagePage', () => {
  it('frames a message HTML sandboxed (no script), its links opening in a new tab', () => {
    const mail = {
      ...parseMail(
        'Subject: Hi\r\nContent-Type: text/html\r\n\r\n<a href="https://x.test/">Go</a>',
      ),
      id: '1',
      receivedAt: new Date(0).toISOString(),
      recipients: [],
      raw: '',
    };
    const page = messagePage(mail, '/_mail');
    expect(page).toMatch(/<iframe[^>]+sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(page).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;a href=');
  });
});
