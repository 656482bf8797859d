/**
 * Content negotiation, as PostgREST's MediaType and its negotiation in Plan keep it: the Accept
 * header's media types become the one representation the answer is written in (JSON array or
 * object, CSV, nulls stripped or not, or the execution plan of the statement that would answer),
 * and that representation gives the answer its Content-Type.
 */
import { HttpError } from '../http/errors.js';
import { restError } from './errors.js';
import type { Explain, Media } from './request.js';

export const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;

/** A media type as PostgREST decodes it (MediaType.decodeMediaType). */
type Decoded =
  | { kind: 'json' | 'csv' | 'any' }
  | { kind: 'array' | 'object'; stripNulls: boolean }
  | { kind: 'plan'; format: 'text' | 'json'; for: Decoded; options: Explain['options'] }
  /** Known to PostgREST but not served for tables and functions (text/plain, geo+json, ...). */
  | { kind: 'unserved'; mime: string }
  | { kind: 'other'; text: string };

const UNSERVED: Record<string, string> = {
  'application/geo+json': 'application/geo+json',
  'text/plain': 'text/plain',
  'text/xml': 'text/xml',
  'application/openapi+json': 'application/openapi+json',
  'application/x-www-form-urlencoded': 'application/x-www-form-urlencoded',
  'application/octet-stream': 'application/octet-stream',
};

/**
 * `type/subtype; key=value; key="quoted value"`: the type's parts and its parameters (names
 * lower-cased), or nothing when it does not read as a media type.
 */
function tokenize(text: string): { type: string; params: Map<string, string> } | undefined {
  const m = /^([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)/.exec(text);
  if (!m) return undefined;
  const params = new Map<string, string>();
  const param = /^\s*;\s*([A-Za-z0-9-]+)\s*=\s*(?:"([^"]*)"|([A-Za-z0-9|-]+))/;
  let rest = text.slice(m[0].length);
  for (let p = param.exec(rest); p; p = param.exec(rest)) {
    params.set((p[1] ?? '').toLowerCase(), p[2] ?? p[3] ?? '');
    rest = rest.slice(p[0].length);
  }
  return { type: `${m[1]}/${m[2]}`.toLowerCase(), params };
}

export function decodeMediaType(text: string): Decoded {
  const t = tokenize(text);
  if (!t) return { kind: 'other', text };
  const stripNulls = t.params.get('nulls') === 'stripped';
  switch (t.type) {
    case 'application/json':
      return { kind: 'json' };
    case 'text/csv':
      return { kind: 'csv' };
    case '*/*':
      return { kind: 'any' };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'object', stripNulls };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripNulls ? { kind: 'array', stripNulls } : { kind: 'json' };
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json': {
      const asked = (t.params.get('options') ?? '').split('|');
      return {
        kind: 'plan',
        format: t.type.endsWith('+json') ? 'json' : 'text',
        for: decodeMediaType(t.params.get('for') ?? 'application/json'),
        options: PLAN_OPTIONS.filter((o) => asked.includes(o)),
      };
    }
    default: {
      const unserved = UNSERVED[t.type];
      return unserved ? { kind: 'unserved', mime: unserved } : { kind: 'other', text };
    }
  }
}

/** The media type written back (MediaType.toMime): in a Content-Type, or in a 406's list. */
function toMime(d: Decoded): string {
  switch (d.kind) {
    case 'json':
      return 'application/json';
    case 'csv':
      return 'text/csv';
    case 'any':
      return '*/*';
    case 'array':
      return 'application/vnd.pgrst.array+json;nulls=stripped';
    case 'object':
      return `${OBJECT_MEDIA}${d.stripNulls ? ';nulls=stripped' : ''}`;
    case 'plan': {
      const options = d.options.length > 0 ? `; options=${d.options.join('|')}` : '';
      return `application/vnd.pgrst.plan+${d.format}; for="${toMime(d.for)}"${options}`;
    }
    case 'unserved':
      return d.mime;
    case 'other':
      return d.text;
  }
}

/**
 * The Accept header's media types in the order they are tried, as PostgREST's HTTP layer
 * (wai-extra's parseHttpAccept) gives them: spaces removed, each type's `;q=` and what follows
 * it cut off, ordered by quality and then by specificity (parameters count for, wildcards
 * against), ties in the header's order.
 */
export function acceptedTypes(accept: string): string[] {
  return accept
    .split(',')
    .map((raw, i) => {
      const s = raw.replace(/ /g, '');
      const at = s.indexOf(';q=');
      const text = at < 0 ? s : s.slice(0, at);
      const q = at < 0 ? 1 : readQ(s.slice(at + 3).split(';')[0] ?? '');
      const specificity = (text.match(/;/g)?.length ?? 0) - (text.match(/\*/g)?.length ?? 0);
      return { text, q, specificity, i };
    })
    .sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.i - b.i)
    .map((m) => m.text);
}

/** A quality value as Haskell's `reads` takes a Double from the text's start; else 1. */
function readQ(text: string): number {
  const m = /^-?\d+(\.\d+)?([eE][-+]?\d+)?/.exec(text);
  return m ? Number(m[0]) : 1;
}

/** The representation a decoded type asks for, when it is served. */
function served(d: Decoded, planEnabled: boolean): Media | undefined {
  switch (d.kind) {
    case 'json':
    case 'any':
      return { kind: 'json', stripNulls: false };
    case 'array':
      return { kind: 'json', stripNulls: true };
    case 'object':
      return { kind: 'object', stripNulls: d.stripNulls };
    case 'csv':
      return { kind: 'csv', stripNulls: false };
    case 'plan': {
      // Not served unless pgrst.db_plan_enabled, nor for a media type that is not served.
      const forMedia = planEnabled ? served(d.for, false) : undefined;
      if (!forMedia) return undefined;
      return { ...forMedia, explain: { format: d.format, options: d.options, mime: toMime(d) } };
    }
    default:
      return undefined;
  }
}

/**
 * Content negotiation as PostgREST does it: the Accept header's media types in the order they
 * are tried, the first one served wins; none served is 406 PGRST107, listing them as PostgREST
 * writes them. application/*, text/plain, the execution plan (off unless db_plan_enabled, as on
 * hosted Supabase) and the rest are not served for tables and functions with ordinary results.
 */
export function negotiate(accept: string | undefined, planEnabled = false): Media {
  if (accept === undefined || accept.trim() === '') return { kind: 'json', stripNulls: false };
  const decoded = acceptedTypes(accept).map(decodeMediaType);
  for (const d of decoded) {
    const media = served(d, planEnabled);
    if (media) return media;
  }
  throw restError(
    406,
    'PGRST107',
    `None of these media types are available: ${decoded.map(toMime).join(', ')}`,
  );
}

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

/** The Content-Type of a body in the negotiated media type, as PostgREST writes it. */
export function contentType(media: Media): string {
  if (media.explain) return `${media.explain.mime}; charset=utf-8`;
  if (media.kind === 'csv') return 'text/csv; charset=utf-8';
  const strip = media.stripNulls ? ';nulls=stripped' : '';
  if (media.kind === 'object') return `${OBJECT_MEDIA}${strip}; charset=utf-8`;
  if (strip) return `application/vnd.pgrst.array+json${strip}; charset=utf-8`;
  return 'application/json; charset=utf-8';
}
