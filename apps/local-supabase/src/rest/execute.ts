/**
 * Runs a plan's statements as the caller, in one transaction (db/role.ts sets the role and the
 * JWT claims, so RLS decides every row), and turns the rows into PostgREST's answer: status,
 * body, Content-Range. A singular-response failure or Prefer: tx=rollback rolls the writes back.
 */

import { asCaller, Rollback } from '../db/role.js';
import type { Db, Queryable } from '../db/types.js';
import type { HttpError } from '../http/errors.js';
import type { Claims } from '../identity/claims.js';
import { restError } from './errors.js';
import { contentType } from './negotiate.js';
import type { CallPlan, MutationPlan, Plan, ReadPlan, ResponseOptions } from './plan.js';
import type { Explain } from './request.js';
import {
  callStatement,
  countStatement,
  mutationStatements,
  readStatement,
  type Statement,
} from './sql.js';

export interface Outcome {
  status: number;
  /** Undefined: no body at all (201/204 without return=representation). */
  body?: string | undefined;
  headers: Record<string, string>;
}

interface Rendered {
  json: string;
  first: string | null;
  n: number;
  /** A call's rows before its range; an upsert's inserted (not updated) rows. */
  total?: number | undefined;
  inserted?: number | undefined;
}

const NO_ROWS: Rendered = { json: '[]', first: null, n: 0 };

async function rendered(tx: Queryable, s: Statement): Promise<Rendered> {
  const rows = await tx.query<{
    json: string;
    first: string | null;
    n: number;
    total?: number;
    inserted?: number;
  }>(s.text, s.values);
  const r = rows[0];
  return {
    json: r?.json ?? '[]',
    first: r?.first ?? null,
    n: Number(r?.n ?? 0),
    total: r?.total === undefined ? undefined : Number(r.total),
    inserted: r?.inserted === undefined ? undefined : Number(r.inserted),
  };
}

export async function execute(
  db: Db,
  claims: Claims,
  plan: Plan,
  searchPath?: readonly string[],
  headers?: string,
): Promise<Outcome> {
  const readOnly = plan.method === 'GET' || plan.method === 'HEAD';
  try {
    return await asCaller(
      db,
      claims,
      { method: plan.method, path: plan.path, readOnly, searchPath, headers },
      async (tx) => {
        const outcome = await run(tx, plan);
        if (plan.response.applied) outcome.headers['Preference-Applied'] = plan.response.applied;
        if (plan.response.rollback || outcome.status >= 400) throw new Rollback(outcome);
        return outcome;
      },
    );
  } catch (e) {
    if (e instanceof Rollback) return e.value as Outcome;
    throw e;
  }
}

function run(tx: Queryable, plan: Plan): Promise<Outcome> {
  const { explain } = plan.response.media;
  if (explain) return explained(tx, plan, explain);
  switch (plan.kind) {
    case 'read':
      return read(tx, plan);
    case 'call':
      return call(tx, plan);
    default:
      return mutate(tx, plan);
  }
}

/**
 * application/vnd.pgrst.plan: EXPLAIN of the statement that would answer, in the format and
 * with the options asked for. Always rolled back, so `options=analyze` on a write changes nothing.
 */
async function explained(tx: Queryable, plan: Plan, explain: Explain): Promise<Outcome> {
  const s =
    plan.kind === 'read'
      ? readStatement(plan)
      : plan.kind === 'call'
        ? callStatement(plan)
        : mutationStatements(plan)[0];
  const options = [`format ${explain.format}`, ...explain.options].join(', ');
  const rows = s
    ? await tx.query<Record<string, unknown>>(`explain (${options}) ${s.text}`, s.values)
    : [];
  const lines = rows.map((r) => {
    const v = Object.values(r)[0];
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
  const outcome: Outcome = {
    status: 200,
    body: lines.map((l) => `${l}\n`).join(''),
    headers: { 'Content-Type': `${explain.mime}; charset=utf-8` },
  };
  throw new Rollback(outcome);
}

function errorOutcome(e: HttpError): Outcome {
  return {
    status: e.status,
    body: JSON.stringify(e.body),
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  };
}

function singleError(n: number): Outcome {
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
function maxAffectedError(response: ResponseOptions, n: number): Outcome | undefined {
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

function body(r: Rendered, response: ResponseOptions): string {
  return response.single ? (r.first ?? 'null') : r.json;
}

/** A page of rows with Content-Range (206 when a count shows it is partial), as reads answer. */
function page(r: Rendered, offset: number, total: number | undefined, response: ResponseOptions) {
  if (response.single && r.n !== 1) return singleError(r.n);
  // The range names the rows actually sent, so a limit or max_rows cap shows in it.
  const range = r.n > 0 ? `${offset}-${offset + r.n - 1}` : '*';
  const headers: Record<string, string> = {
    'Content-Range': `${range}/${total ?? '*'}`,
    'Content-Type': contentType(response.media),
  };
  if (total !== undefined && total > 0 && offset >= total && r.n === 0) {
    const e = restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    return { ...errorOutcome(e), headers: { ...headers, ...errorOutcome(e).headers } };
  }
  const partial = total !== undefined && (offset > 0 || offset + r.n < total);
  return {
    status: partial ? 206 : 200,
    body: response.head ? '' : body(r, response),
    headers,
  };
}

async function read(tx: Queryable, plan: ReadPlan): Promise<Outcome> {
  const r = await rendered(tx, readStatement(plan));
  let total: number | undefined;
  if (plan.response.count) {
    const count = countStatement(plan);
    const c = await tx.query<{ n: number }>(count.text, count.values);
    total = Number(c[0]?.n ?? 0);
  }
  return page(r, plan.offset, total, plan.response);
}

async function mutate(tx: Queryable, plan: MutationPlan): Promise<Outcome> {
  const render = plan.kind === 'update' && plan.columns.length === 0 ? false : !!plan.returning;
  // No statement (an update that sets nothing) answers as if no row matched.
  const parts: Rendered[] = [];
  for (const s of mutationStatements(plan)) {
    if (render) parts.push(await rendered(tx, s));
    else await tx.query(s.text, s.values);
  }
  const result = render ? merge(parts) : undefined;
  const tooMany = maxAffectedError(plan.response, result?.n ?? 0);
  if (tooMany) return tooMany;
  // An upsert that merged into existing rows only is 200, as PostgREST answers it.
  const merged =
    plan.kind === 'insert' && plan.conflict?.merge && result !== undefined && result.inserted === 0;
  const status = plan.kind === 'insert' && !merged ? 201 : 200;
  const outcome = mutationOutcome(result, status, plan.response);
  outcome.headers['Content-Range'] = mutationRange(
    plan.kind,
    result?.n ?? 0,
    !!plan.response.count,
  );
  const { location } = plan.response;
  if (location && result?.n === 1 && result.first) {
    outcome.headers.Location = locationOf(location, JSON.parse(result.first));
  }
  return outcome;
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

function merge(parts: Rendered[]): Rendered {
  if (parts.length === 0) return NO_ROWS;
  if (parts.length === 1) return parts[0] as Rendered;
  const all = parts.flatMap((p) => JSON.parse(p.json) as unknown[]);
  return {
    json: JSON.stringify(all),
    first: all.length > 0 ? JSON.stringify(all[0]) : null,
    n: all.length,
    inserted: parts.reduce((sum, p) => sum + (p.inserted ?? 0), 0),
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

function mutationOutcome(
  result: Rendered | undefined,
  status: 200 | 201,
  response: ResponseOptions,
): Outcome {
  const headers: Record<string, string> = {};
  const n = result?.n ?? 0;
  if (response.single && result && n !== 1) return singleError(n);
  if (!(response.representation || response.single) || !result) {
    // Inserts answer 201 (200 for a merge that only updated) with no body; the rest 204.
    return { status: status === 201 || result?.inserted !== undefined ? status : 204, headers };
  }
  headers['Content-Type'] = contentType(response.media);
  return { status, body: body(result, response), headers };
}

async function call(tx: Queryable, plan: CallPlan): Promise<Outcome> {
  const s = callStatement(plan);
  const { response, fn } = plan;
  if (fn.returnsVoid) {
    await tx.query(s.text, s.values);
    return { status: 204, headers: {} };
  }
  if (fn.returnsSet || fn.returnsComposite) {
    const r = await rendered(tx, s);
    const tooMany = maxAffectedError(response, r.n);
    if (tooMany) return tooMany;
    if (!fn.returnsSet) {
      // One row (or none): the object itself, or null, whatever the Accept.
      if (response.single && r.n !== 1) return singleError(r.n);
      return {
        status: 200,
        body: response.head ? '' : (r.first ?? 'null'),
        headers: { 'Content-Type': contentType({ ...response.media, kind: 'json' }) },
      };
    }
    return page(r, plan.offset, response.count ? r.total : undefined, response);
  }
  const rows = await tx.query<{ json: string | null }>(s.text, s.values);
  return {
    status: 200,
    body: response.head ? '' : (rows[0]?.json ?? 'null'),
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  };
}
