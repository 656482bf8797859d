/**
 * /_mail: the mail viewer (issue 37), as the Supabase CLI's Inbucket/Mailpit serve one: the list
 * and each message as HTML pages, and a small JSON API (list, one message, clear) for scripts
 * and tests. Readable from this origin only (the server's CORS would let any page read it, and
 * the messages hold sign-in links).
 */
import { HttpError } from '../http/errors.js';
import { empty, json, type Reply } from '../http/reply.js';
import type { Service } from '../http/service.js';
import { listPage, messagePage } from './pages.js';
import type { MailStore, StoredMail } from './store.js';

export const MAIL_PREFIX = '/_mail';

function summary(mail: StoredMail) {
  return {
    id: mail.id,
    subject: mail.subject,
    from: mail.from,
    to: mail.to,
    recipients: mail.recipients,
    date: mail.date,
    receivedAt: mail.receivedAt,
  };
}

export function mailViewerService(store: MailStore, origin: () => string): Service {
  const own = () => ({
    'Access-Control-Allow-Origin': origin(),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const html = (body: string): Reply => ({
    status: 200,
    headers: {
      ...own(),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self'; base-uri 'none'; form-action 'none'",
      'Referrer-Policy': 'no-referrer',
    },
    body,
  });
  const notFound = (what: string) =>
    new HttpError(404, { code: 'not_found', message: `No ${what}` }, own());
  const find = (id: string | undefined) => {
    const mail = id ? store.get(id) : undefined;
    if (!mail) throw notFound('such message');
    return mail;
  };
  return {
    prefix: MAIL_PREFIX,
    invalidInput: (message) => new HttpError(400, { code: 'bad_request', message }, own()),
    async handle(req) {
      const { route, method } = req;
      const read = method === 'GET' || method === 'HEAD';
      if (route === '/' && read) return html(listPage(store.list(), MAIL_PREFIX));
      const shown = /^\/m\/(\d+)$/.exec(route);
      if (shown && read) return html(messagePage(find(shown[1]), MAIL_PREFIX));
      if (route === '/api/messages' && read) {
        return json(200, store.list().map(summary), own());
      }
      if (route === '/api/messages' && method === 'DELETE') {
        store.clear();
        return empty(204, own());
      }
      const one = /^\/api\/messages\/(\d+)(\/raw)?$/.exec(route);
      if (one && read) {
        const mail = find(one[1]);
        if (one[2]) {
          return {
            status: 200,
            headers: { ...own(), 'Content-Type': 'text/plain; charset=utf-8' },
            body: Buffer.from(mail.raw, 'latin1'),
          };
        }
        return json(
          200,
          { ...summary(mail), headers: mail.headers, text: mail.text, html: mail.html },
          own(),
        );
      }
      throw notFound(`route for ${method} ${MAIL_PREFIX}${route}`);
    },
  };
}
