/** The auth e-mails the mail viewer keeps, as the backend tests read them. */
import type { TestServer } from './helpers.js';

export interface AuthMail {
  id: string;
  text: string;
  /** The /auth/v1/verify link, when there is one. */
  link: string;
  /** The code ("code: 123456" / "it is you: 123456"), when there is one. */
  code: string;
}

interface Listed {
  id: string;
  subject: string;
  recipients: string[];
}

/**
 * The newest e-mail with `subject` to `email` whose id is not in `seen`, waiting for it to
 * arrive; its id is added to `seen` so the next call waits for a newer one.
 */
export async function mailTo(
  server: TestServer,
  email: string,
  subject: string,
  seen: Set<string> = new Set(),
): Promise<AuthMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = (await (await fetch(`${server.url}/_mail/api/messages`)).json()) as Listed[];
    const found = list.find(
      (m) => m.recipients.includes(email) && m.subject === subject && !seen.has(m.id),
    );
    if (found) {
      seen.add(found.id);
      const { text } = (await (
        await fetch(`${server.url}/_mail/api/messages/${found.id}`)
      ).json()) as { text: string };
      return {
        id: found.id,
        text,
        link: /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0] ?? '',
        code: /: (\d{6,10})\b/.exec(text)?.[1] ?? '',
      };
    }
    if (Date.now() > deadline) throw new Error(`no "${subject}" e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many e-mails to `email` the viewer holds. */
export async function mailCount(server: TestServer, email: string): Promise<number> {
  const list = (await (await fetch(`${server.url}/_mail/api/messages`)).json()) as Listed[];
  return list.filter((m) => m.recipients.includes(email)).length;
}

/**
 * A raw JSON POST to `/auth/v1/<route>` with the publishable key, for bodies supabase-js would
 * never send: GoTrue's status and body as they come.
 */
export async function postAuth(
  server: TestServer,
  route: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}/auth/v1/${route}`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
