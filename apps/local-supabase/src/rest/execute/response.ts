/**
 * The answer to a plan's rows, as PostgREST's Response writes it: status, body, Content-Range,
 * Content-Type and Content-Profile for a representation, and the errors decided on the rows
 * (PGRST116 for a singular answer, PGRST124 for max-affected, PGRST103 for a range past the end).
 */
import type { HttpError } from '../../http/errors.js';
import { restError } from '../errors.js';
import { contentType } from '../negotiate.js';
import type { MutationPlan, ResponseOptions } from '../plan.js';
import type { Media } from '../request.js';

export interface Outcome {
  status: number;
  /** Undefined: no body at all (201/204 without return=representation). */
  body?: string | undefined;
  headers: Record<string, string>;
}

/** What a statement rendered: its rows as JSON (or CSV), the first of them, how many. */
export interface Rendered {
  json: string;
  first: string | null;
  n: number;
  /** A call's rows before its range; an upsert's inserted (not updated) rows. */
  total?: number | undefined;
  inserted?: number | undefined;
}

export function errorOutcome(e: HttpError): Outcome {
  return {
    status: e.status,
    body: JSON.stringify(e.body),
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  };
}

export function singleError(n: number): Outcome {
  return errorOutcome(
    restError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${n} rows`,
    ),
  );
}

/** Prefer: handling=strict, max-affected=N, checked inside the transaction it rolls back. */
export function maxAffectedError(response: ResponseOptions, n: number): Outcome | undefined {
  if (response.maxAffected === undefined || n <= response.maxAffected) return undefined;
  return errorOutcome(
    restError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${n} rows`,
    ),
  );
}

/**
 * The headers of a representation (PostgREST's contentTypeHeaders): its Content-Type, and the
 * schema in Content-Profile when the schema was negotiated.
 */
export function representation(response: ResponseOptions, media: Media = response.media) {
  const headers: Record<string, string> = { 'Content-Type': contentType(media) };
  if (response.profile !== undefined) headers['Content-Profile'] = response.profile;
  return headers;
}

function body(r: Rendered, response: ResponseOptions): string {
  return response.single ? (r.first ?? 'null') : r.json;
}

/**
 * Content-Range as PostgREST's contentRangeH writes it: the rows sent (`*` for none, or when
 * the total is 0), then the total (`*` when not counted).
 */
export function contentRange(lower: number, n: number, total: number | undefined): string {
  const range = total !== 0 && n > 0 ? `${lower}-${lower + n - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/**
 * A page of rows, as PostgREST's rangeStatusHeader answers reads and calls: 416 (PGRST103) for
 * an offset past the total, 206 when fewer rows were sent than the total, else 200. The range
 * names the rows actually sent, so a limit or max_rows cap shows in it.
 */
export function page(
  r: Rendered,
  offset: number,
  total: number | undefined,
  response: ResponseOptions,
): Outcome {
  if (response.single && r.n !== 1) return singleError(r.n);
  const headers = {
    'Content-Range': contentRange(offset, r.n, total),
    ...representation(response),
  };
  if (total !== undefined && offset > total) {
    const e = restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    return { ...errorOutcome(e), headers: { ...headers, ...errorOutcome(e).headers } };
  }
  return {
    status: total !== undefined && r.n < total ? 206 : 200,
    body: response.head ? '' : body(r, response),
    headers,
  };
}

/**
 * A write's Content-Range, as PostgREST's actionResponse sends it (always, count or not): an
 * update names the rows it changed (`0-4/*`, `0-4/5` with a count), an insert or delete none
 * (`*\/*`, `*\/5`); no rows is `*\/0` with a count, else `*\/*`.
 */
export function mutationRange(kind: MutationPlan['kind'], n: number, counted: boolean): string {
  const total = counted ? String(n) : '*';
  return kind === 'update' && n > 0 ? `0-${n - 1}/${total}` : `*/${total}`;
}

export function mutationOutcome(
  result: Rendered | undefined,
  status: 200 | 201,
  response: ResponseOptions,
): Outcome {
  const n = result?.n ?? 0;
  if (response.single && result && n !== 1) return singleError(n);
  if (!(response.representation || response.single) || !result) {
    // Inserts answer 201 (200 for a merge that only updated) with no body; the rest 204.
    return { status: status === 201 || result?.inserted !== undefined ? status : 204, headers: {} };
  }
  return { status, body: body(result, response), headers: representation(response) };
}

/**
 * `/table?id=eq.1&b=is.null`: the primary key of the one row inserted, each pair encoded as
 * PostgREST encodes a query (everything but letters, digits and `-._~` escaped, space as `+`).
 */
export function locationOf(
  location: { table: string; primaryKey: string[] },
  row: Record<string, unknown>,
): string {
  const encode = (s: string) =>
    encodeURIComponent(s)
      .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%20/g, '+');
  const pairs = location.primaryKey.map((k) => {
    const v = row[k];
    const text =
      v === null || v === undefined
        ? 'is.null'
        : `eq.${typeof v === 'string' ? v : JSON.stringify(v)}`;
    return `${encode(k)}=${encode(text)}`;
  });
  return `/${location.table}?${pairs.join('&')}`;
}
