/**
 * The e2e run's SMTP server (issue 26): the product is started with SMTP_URL pointing here, so
 * invitation and recovery e-mails really go out. Each message is written to a file in
 * `mailDir()`, which the journeys (in other processes) read.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2eEnv } from './env';

export function mailDir(): string {
  const base = process.env.E2E_DATA_DIR;
  if (!base) throw new Error('E2E_DATA_DIR is not set');
  return `${base}-mail`;
}

/** Starts the SMTP server once, in the Playwright runner (not in its workers). */
export function startMailServer(): void {
  const dir = mailDir();
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        n += 1;
        writeFileSync(
          path.join(dir, `${Date.now()}-${n}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  server.listen(e2eEnv.smtpPort, '127.0.0.1');
  // The runner exits when the tests are done; the mail server must not keep it alive.
  server.server.unref();
}

export interface ReceivedMail {
  to: string;
  subject: string;
  raw: string;
  /** The first GoTrue verify link in the body. */
  link: string | undefined;
}

/** The message with a quoted-printable body decoded (soft line breaks and =XX bytes). */
function decoded(raw: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(raw)) return raw;
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function read(file: string): ReceivedMail {
  const raw = decoded(readFileSync(file, 'utf8'));
  return {
    to: /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
    subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
    raw,
    link: /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(raw)?.[0],
  };
}

/** Waits for a mail to `to` whose subject matches (and which contains `contains`, if given). */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 30_000,
  contains?: string,
): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(mailDir())
      .sort()
      .map((f) => read(path.join(mailDir(), f)))
      .find(
        (m) =>
          m.to.toLowerCase() === to.toLowerCase() &&
          subject.test(m.subject) &&
          (contains === undefined || m.raw.includes(contains)),
      );
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
