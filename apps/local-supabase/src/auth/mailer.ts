/**
 * The auth server's e-mail, as GoTrue sends it when SMTP is configured: a small SMTP client
 * (RFC 5321: EHLO, optional AUTH PLAIN, MAIL, RCPT, DATA) over `smtp://` or `smtps://`
 * (implicit TLS), and the invitation and recovery messages. With no SMTP URL nothing is sent
 * and the caller learns so (`configured` is false).
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly configured: boolean;
  send(mail: Mail): Promise<void>;
}

export const noMailer: Mailer = {
  configured: false,
  async send() {
    throw new Error('no SMTP server is configured (SMTP_URL)');
  },
};

const TIMEOUT_MS = 15_000;

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must be smtp:// or smtps://, got ${url.protocol}`);
  }
  return {
    configured: true,
    send: (mail) => sendMail(url, from, mail),
  };
}

/** Reads SMTP replies (possibly multi-line, `250-...` then `250 ...`) one at a time. */
class ReplyReader {
  private buffer = '';
  private waiting: ((line: { code: number; text: string }) => void)[] = [];
  private lines: string[] = [];
  private failure: Error | undefined;
  private failed: ((e: Error) => void)[] = [];

  feed(chunk: Buffer): void {
    this.buffer += chunk.toString('utf8');
    let i = this.buffer.indexOf('\r\n');
    while (i >= 0) {
      const line = this.buffer.slice(0, i);
      this.buffer = this.buffer.slice(i + 2);
      this.lines.push(line);
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
        const text = this.lines.join('\n');
        this.lines = [];
        const next = this.waiting.shift();
        this.failed.shift();
        next?.({ code: Number(line.slice(0, 3)), text });
      }
      i = this.buffer.indexOf('\r\n');
    }
  }

  fail(e: Error): void {
    this.failure = e;
    for (const f of this.failed.splice(0)) f(e);
    this.waiting = [];
  }

  next(): Promise<{ code: number; text: string }> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push(resolve);
      this.failed.push(reject);
    });
  }
}

function dotStuff(text: string): string {
  return text
    .replace(/\r?\n/g, '\r\n')
    .split('\r\n')
    .map((l) => (l.startsWith('.') ? `.${l}` : l))
    .join('\r\n');
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

async function sendMail(url: URL, from: string, mail: Mail): Promise<void> {
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port) || (secure ? 465 : 25);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const socket = secure
    ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host })
    : net.connect({ host, port });
  const reader = new ReplyReader();
  socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP server timed out')));
  socket.on('data', (chunk: Buffer) => reader.feed(chunk));
  socket.on('error', (e) => reader.fail(e));
  socket.on('close', () => reader.fail(new Error('SMTP connection closed')));
  const expect = async (ok: (code: number) => boolean, what: string) => {
    const reply = await reader.next();
    if (!ok(reply.code)) throw new Error(`SMTP ${what} refused: ${reply.text}`);
    return reply;
  };
  const command = async (line: string, ok: (code: number) => boolean, what: string) => {
    socket.write(`${line}\r\n`);
    return expect(ok, what);
  };
  const is2 = (c: number) => c >= 200 && c < 300;
  try {
    await expect(is2, 'greeting');
    await command('EHLO local-supabase', is2, 'EHLO');
    if (url.username) {
      const user = decodeURIComponent(url.username);
      const pass = decodeURIComponent(url.password);
      const plain = Buffer.from(`\0${user}\0${pass}`, 'utf8').toString('base64');
      await command(`AUTH PLAIN ${plain}`, is2, 'AUTH');
    }
    await command(`MAIL FROM:<${addressOf(from)}>`, is2, 'MAIL FROM');
    await command(`RCPT TO:<${mail.to}>`, is2, 'RCPT TO');
    await command('DATA', (c) => c === 354, 'DATA');
    const domain = addressOf(from).split('@')[1] ?? 'localhost';
    const message = [
      `From: ${from}`,
      `To: ${mail.to}`,
      `Subject: ${encodeHeader(mail.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      mail.text,
    ].join('\r\n');
    socket.write(`${dotStuff(message)}\r\n.\r\n`);
    await expect(is2, 'message');
    socket.write('QUIT\r\n');
  } finally {
    socket.end();
  }
}

function addressOf(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return (m?.[1] ?? from).trim();
}

/** How long a link works, in words: "1 hour", "24 hours", "30 minutes". */
export function expiryText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

/** The texts of the auth e-mails; the link is GoTrue's verify address (see one-time.ts). */
export function inviteMail(to: string, link: string, siteName: string, expiry: string): Mail {
  return {
    to,
    subject: 'You have been invited',
    text: [
      `You have been invited to help run ${siteName}.`,
      '',
      'Follow this link to accept the invitation and set your password:',
      link,
      '',
      `The link works once and expires in ${expiry}.`,
      '',
    ].join('\n'),
  };
}

export function recoveryMail(to: string, link: string, siteName: string, expiry: string): Mail {
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Someone asked to reset the password of your ${siteName} account.`,
      '',
      'Follow this link to set a new password:',
      link,
      '',
      `The link works once and expires in ${expiry}. If you did not ask, ignore this e-mail.`,
      '',
    ].join('\n'),
  };
}

/**
 * A mail carrying a one-time link and its code together, as GoTrue's templates can, so verifyOtp
 * works with either: what to follow the link for, then the code, then how long both last and
 * what to do if the reader did not ask.
 */
export function linkAndCodeMail(
  to: string,
  subject: string,
  mail: { lead: string; link: string; otp: string; expiry: string; notAsked: string },
): Mail {
  return {
    to,
    subject,
    text: [
      mail.lead,
      mail.link,
      '',
      `Or enter this code: ${mail.otp}`,
      '',
      `The link and the code work once and expire in ${mail.expiry}. ${mail.notAsked}`,
      '',
    ].join('\n'),
  };
}

/** GoTrue's "Confirm Your Email", with the code beside the link so verifyOtp can use either. */
export function confirmationMail(
  to: string,
  link: string,
  otp: string,
  siteName: string,
  expiry: string,
): Mail {
  return linkAndCodeMail(to, 'Confirm Your Email', {
    lead: `Follow this link to confirm your ${siteName} account:`,
    link,
    otp,
    expiry,
    notAsked: 'If you did not sign up, ignore this e-mail.',
  });
}
