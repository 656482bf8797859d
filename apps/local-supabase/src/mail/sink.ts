/**
 * The local SMTP sink behind the mail viewer: accepts every message on 127.0.0.1 (no auth, no
 * TLS, as Inbucket/Mailpit do for the Supabase CLI) and keeps it in the store. Development only:
 * started by `serve` when no SMTP_URL is set (see ../index.ts).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailStore } from './store.js';

/** The largest message kept (a few invitations' worth of HTML is far below this). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export interface MailSink {
  /** smtp://host:port, for SMTP_URL. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startMailSink(
  store: MailStore,
  host: string,
  port: number,
): Promise<MailSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('message too large'), { responseCode: 552 }));
          return;
        }
        store.add(
          Buffer.concat(chunks).toString('latin1'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${host}:${bound}`,
    port: bound,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
