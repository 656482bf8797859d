/**
 * A real SMTP server (the `smtp-server` package) on a free port for the integration tests: every
 * message it accepts is kept in `inbox`; `fail` makes it refuse every message (551).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `fail` makes it refuse every message (551). */
export async function startSmtp(): Promise<{
  url: string;
  inbox: Received[];
  fail: boolean;
  stop(): Promise<void>;
}> {
  const state = { inbox: [] as Received[], fail: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.fail) {
          const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 551 });
          callback(error);
          return;
        }
        state.inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get inbox() {
      return state.inbox;
    },
    get fail() {
      return state.fail;
    },
    set fail(value: boolean) {
      state.fail = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
