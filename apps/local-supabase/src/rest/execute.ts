/**
 * Runs a plan's statements as the caller, in one transaction (db/role.ts sets the role and the
 * JWT claims, so RLS decides every row), and turns the rows into PostgREST's answer: status,
 * body, Content-Range. A singular-response failure or Prefer: tx=rollback rolls the writes back.
 */

import { asCaller, Rollback } from '../db/role.js';
import type { Db, Queryable } from '../db/types.js';
import type { Claims } from '../identity/claims.js';
import { restError } from './errors.js';
import type { CallPlan, MutationPlan, Plan, ReadPlan, ResponseOptions } from './plan.js';
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
}

const NO_ROWS: Rendered = { json: '[]', first: null, n: 0 };

async function rendered(tx: Queryable, s: Statement): Promise<Rendered> {
  const rows = await tx.query<{ json: string; first: string | null; n: number }>(s.text, s.values);
  const r = rows[0];
  return { json: r?.json ?? '[]', first: r?.first ?? null, n: Number(r?.n ?? 0) };
}

export async function execute(db: Db, claims: Claims, plan: Plan): Promise<Outcome> {
  const readOnly = plan.method === 'GET' || plan.method === 'HEAD';
  try {
    return await asCaller(
      db,
      claims,
      { method: plan.method, path: plan.path, readOnly },
      async (tx) => {
        const outcome = await run(tx, plan);
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
  switch (plan.kind) {
    case 'read':
      return read(tx, plan);
    case 'call':
      return call(tx, plan);
    default:
      return mutate(tx, plan);
  }
}

function singleError(n: number): Outcome {
  const e = restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
  return {
    status: 406,
    body: JSON.stringify(e.body),
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  };
}

async function read(tx: Queryable, plan: ReadPlan): Promise<Outcome> {
  const r = await rendered(tx, readStatement(plan));
  const { response, offset } = plan;
  let total: number | undefined;
  if (response.count) {
    const count = countStatement(plan);
    const c = await tx.query<{ n: number }>(count.text, count.values);
    total = Number(c[0]?.n ?? 0);
  }
  if (response.single && r.n !== 1) return singleError(r.n);
  // The range names the rows actually sent, so a limit or max_rows cap shows in it.
  const range = r.n > 0 ? `${offset}-${offset + r.n - 1}` : '*';
  const headers = { 'Content-Range': `${range}/${total ?? '*'}` };
  if (total !== undefined && total > 0 && offset >= total && r.n === 0) {
    const e = restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    return { status: 416, body: JSON.stringify(e.body), headers };
  }
  const partial = total !== undefined && (offset > 0 || offset + r.n < total);
  return {
    status: partial ? 206 : 200,
    body: response.head ? '' : response.single ? (r.first ?? 'null') : r.json,
    headers,
  };
}

function wantsRows(response: ResponseOptions): boolean {
  return response.representation || response.single;
}

async function mutate(tx: Queryable, plan: MutationPlan): Promise<Outcome> {
  const wantRows = wantsRows(plan.response);
  // No statement (an update that sets nothing) answers as if no row matched.
  const parts: Rendered[] = [];
  for (const s of mutationStatements(plan)) {
    if (wantRows) parts.push(await rendered(tx, s));
    else await tx.query(s.text, s.values);
  }
  const result = wantRows ? merge(parts) : undefined;
  return mutationOutcome(result, plan.kind === 'insert' ? 201 : 200, plan.response);
}

function merge(parts: Rendered[]): Rendered {
  if (parts.length === 0) return NO_ROWS;
  if (parts.length === 1) return parts[0] as Rendered;
  const all = parts.flatMap((p) => JSON.parse(p.json) as unknown[]);
  return {
    json: JSON.stringify(all),
    first: all.length > 0 ? JSON.stringify(all[0]) : null,
    n: all.length,
  };
}

function mutationOutcome(
  result: Rendered | undefined,
  status: 200 | 201,
  response: ResponseOptions,
): Outcome {
  const headers: Record<string, string> = {};
  const n = result?.n ?? 0;
  if (response.count && result) headers['Content-Range'] = `*/${n}`;
  if (response.single && result && n !== 1) return singleError(n);
  if (!response.representation || !result) {
    return { status: status === 201 ? 201 : 204, headers };
  }
  return {
    status,
    body: response.single ? (result.first ?? 'null') : result.json,
    headers,
  };
}

async function call(tx: Queryable, plan: CallPlan): Promise<Outcome> {
  const s = callStatement(plan);
  const { single, head } = plan.response;
  if (plan.fn.returnsSet || plan.fn.returnsComposite) {
    const r = await rendered(tx, s);
    if (single && r.n !== 1) return singleError(r.n);
    const body = plan.fn.returnsSet && !single ? r.json : (r.first ?? 'null');
    return { status: 200, body: head ? '' : body, headers: {} };
  }
  const rows = await tx.query<{ json: string | null }>(s.text, s.values);
  return { status: 200, body: head ? '' : (rows[0]?.json ?? 'null'), headers: {} };
}
