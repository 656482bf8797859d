/**
 * Content negotiation, as PostgREST's MediaType and its negotiation in Plan keep it: the Accept
 * header's media types become the one representation the answer is written in (JSON array or
 * object, CSV, nulls stripped or not, or the execution plan of the statement that would answer),
 * and that representation gives the answer its Content-Type.
 */
import { HttpError } from '../http/errors.js';
import { restError } from './errors.js';
import type { Media } from './request.js';

export const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

/** The request's representation, or the 406 it would be, kept to be thrown after names resolve. */
export function negotiated(
  accept: string | undefined,
  planEnabled: boolean,
): {
  single: boolean;
  media: Media;
  mediaError?: HttpError;
} {
  try {
    const media = negotiate(accept, planEnabled);
    return { single: media.kind === 'object', media };
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    return { single: false, media: { kind: 'json', stripNulls: false }, mediaError: e };
  }
}

/**
 * Content negotiation as PostgREST does it: the Accept header's media types in order of
 * preference (q), the first one served wins; none served is 406 PGRST107. application/*,
 * text/plain, the execution plan (off unless db_plan_enabled, as on hosted Supabase) and the
 * rest are not served for tables and functions with ordinary results.
 */
export function negotiate(accept: string | undefined, planEnabled = false): Media {
  if (accept === undefined || accept.trim() === '') return { kind: 'json', stripNulls: false };
  const ranked = accept
    .split(',')
    .map((t, i) => {
      const [type = '', ...params] = t.split(';').map((x) => x.trim());
      const named = new Map<string, string>();
      for (const p of params) {
        const eq = p.indexOf('=');
        if (eq > 0) {
          named.set(
            p.slice(0, eq).trim().toLowerCase(),
            p
              .slice(eq + 1)
              .trim()
              .replace(/^"|"$/g, ''),
          );
        }
      }
      const q = Number(named.get('q') ?? '1');
      const shown = [type, ...params.filter((p) => !/^q\s*=/i.test(p))].join(';');
      return { type: type.toLowerCase(), named, q: Number.isNaN(q) ? 0 : q, i, shown };
    })
    .filter((m) => m.type !== '' && m.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const m of ranked) {
    const stripNulls = m.named.get('nulls') === 'stripped';
    switch (m.type) {
      case '*/*':
      case 'application/json':
        return { kind: 'json', stripNulls: false };
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return { kind: 'json', stripNulls };
      case OBJECT_MEDIA:
      case 'application/vnd.pgrst.object':
        return { kind: 'object', stripNulls };
      case 'text/csv':
        return { kind: 'csv', stripNulls: false };
      case 'application/vnd.pgrst.plan':
      case 'application/vnd.pgrst.plan+text':
      case 'application/vnd.pgrst.plan+json': {
        // Not served unless pgrst.db_plan_enabled: the next accepted type is tried instead.
        if (!planEnabled) break;
        const forType = m.named.get('for') ?? 'application/json';
        let media: Media;
        try {
          media = negotiate(forType);
        } catch {
          break;
        }
        const format = m.type.endsWith('+json') ? 'json' : 'text';
        const asked = (m.named.get('options') ?? '').split('|');
        const options = PLAN_OPTIONS.filter((o) => asked.includes(o));
        const mime = `application/vnd.pgrst.plan+${format}; for="${forType}"${options.length > 0 ? `; options=${options.join('|')}` : ''}`;
        return { ...media, explain: { format, options, mime } };
      }
    }
  }
  throw restError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranked.map((m) => m.shown).join(', ')}`,
  );
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;

/** The Content-Type of a body in the negotiated media type, as PostgREST writes it. */
export function contentType(media: Media): string {
  if (media.kind === 'csv') return 'text/csv; charset=utf-8';
  const strip = media.stripNulls ? ';nulls=stripped' : '';
  if (media.kind === 'object') return `${OBJECT_MEDIA}${strip}; charset=utf-8`;
  if (strip) return `application/vnd.pgrst.array+json${strip}; charset=utf-8`;
  return 'application/json; charset=utf-8';
}
