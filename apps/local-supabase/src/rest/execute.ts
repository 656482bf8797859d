/**
 * Runs a plan's statements as the caller, in one transaction (db/role.ts sets the role and the
 * JWT claims, so RLS decides every row), as PostgREST's Query does: the rows, the total a count
 * asks for (exact, the planner's estimate, or both), the execution plan when one is asked for.
 * execute/response.ts turns them into the answer. A failure decided on the rows (singular,
 * max-affected, a range past the end) or Prefer: tx=rollback rolls the writes back.
 */
import { asCaller, Rollback } from '../db/role.js';
import type { Db, Queryable } from '../db/types.js';
import type { Claims } from '../identity/claims.js';
import {
  contentRange,
  locationOf,
  maxAffectedError,
  mutationOutcome,
  mutationRange,
  type Outcome,
  page,
  type Rendered,
  representation,
  singleError,
} from './execute/response.js';
import { type CallPlan, countsRows, type MutationPlan, type Plan, type ReadPlan } from './plan.js';
import type { Explain, Media } from './request.js';
import {
  callStatement,
  countStatement,
  mutationStatements,
  plannedCountStatement,
  readStatement,
  type Statement,
} from './sql.js';

export type { Outcome } from './execute/response.js';

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

/** The first column of each row a statement answers: EXPLAIN's lines, or its one JSON plan. */
function planText(rows: readonly Record<string, unknown>[]): string[] {
  return rows.map((r) => {
    const v = Object.values(r)[0];
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
}

/**
 * application/vnd.pgrst.plan: EXPLAIN of the statement that would answer, in the format and
 * with the options asked for. As with PostgreSQL's EXPLAIN ANALYZE (and PostgREST), an analyzed
 * write is done and committed unless Prefer: tx=rollback says otherwise.
 */
async function explained(tx: Queryable, plan: Plan, explain: Explain): Promise<Outcome> {
  const statements =
    plan.kind === 'read'
      ? [readStatement(plan)]
      : plan.kind === 'call'
        ? [callStatement(plan)]
        : mutationStatements(plan);
  const [first, ...rest] = statements;
  const options = [`format ${explain.format}`, ...explain.options].join(', ');
  const rows = first
    ? await tx.query<Record<string, unknown>>(`explain (${options}) ${first.text}`, first.values)
    : [];
  // An insert of rows with different keys (missing=default) is several statements: the plan
  // shown is the first's; an analyzed write still writes every row.
  if (explain.options.includes('analyze')) {
    for (const s of rest) await tx.query(s.text, s.values);
  }
  return {
    status: 200,
    body: planText(rows)
      .map((l) => `${l}\n`)
      .join(''),
    headers: representation(plan.response),
  };
}

/** The planner's estimate of a read's rows: the top node's "Plan Rows" (count=planned). */
async function plannedRows(tx: Queryable, plan: ReadPlan): Promise<number | undefined> {
  const s = plannedCountStatement(plan);
  const [text] = planText(await tx.query<Record<string, unknown>>(s.text, s.values));
  const parsed: unknown = JSON.parse(text ?? 'null');
  const rows = Array.isArray(parsed)
    ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } })?.Plan?.['Plan Rows']
    : undefined;
  return typeof rows === 'number' && Number.isInteger(rows) ? rows : undefined;
}

async function exactRows(tx: Queryable, plan: ReadPlan, limit?: number): Promise<number> {
  const s = countStatement(plan, limit);
  const c = await tx.query<{ n: number }>(s.text, s.values);
  return Number(c[0]?.n ?? 0);
}

/**
 * The total a read's Content-Range names, as PostgREST counts it for Prefer: count=: exact
 * counts; planned is the planner's estimate; estimated counts up to max_rows (and one more), and
 * past it answers the larger of that and the planner's estimate.
 */
async function readTotal(tx: Queryable, plan: ReadPlan): Promise<number | undefined> {
  const { count } = plan.response;
  if (count === undefined) return undefined;
  if (count === 'planned') return plannedRows(tx, plan);
  if (count === 'exact') return exactRows(tx, plan);
  const { maxRows } = plan;
  const counted = await exactRows(tx, plan, maxRows === undefined ? undefined : maxRows + 1);
  if (maxRows !== undefined && counted <= maxRows) return counted;
  const planned = await plannedRows(tx, plan);
  return planned === undefined ? undefined : Math.max(counted, planned);
}

async function read(tx: Queryable, plan: ReadPlan): Promise<Outcome> {
  const r = await rendered(tx, readStatement(plan));
  return page(r, plan.offset, await readTotal(tx, plan), plan.response);
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
    countsRows(plan.response),
  );
  const { location } = plan.response;
  if (location && result?.n === 1 && result.first) {
    outcome.headers.Location = locationOf(location, JSON.parse(result.first));
  }
  return outcome;
}

/**
 * A function's answer, as PostgREST's call plan ranges it: a set of rows is a page like a read's
 * (counted exactly for count=exact or estimated; a function's rows are never estimated), a
 * single value or row is one row (`0-0/1`), a void function 204 with the one call's range.
 */
async function call(tx: Queryable, plan: CallPlan): Promise<Outcome> {
  const s = callStatement(plan);
  const { response, fn } = plan;
  const counted = countsRows(response);
  if (fn.returnsVoid) {
    await tx.query(s.text, s.values);
    return {
      status: 204,
      headers: { 'Content-Range': contentRange(0, 1, counted ? 1 : undefined) },
    };
  }
  if (fn.returnsSet) {
    const r = await rendered(tx, s);
    return (
      maxAffectedError(response, r.n) ??
      page(r, plan.offset, counted ? r.total : undefined, response)
    );
  }
  let value: string;
  let total = 1;
  // A scalar is JSON whatever the Accept; a row keeps its nulls=stripped.
  let media: Media = { kind: 'json', stripNulls: false };
  if (fn.returnsComposite) {
    // One row (or none): the object itself, or null, whatever the Accept.
    const r = await rendered(tx, s);
    const tooMany = maxAffectedError(response, r.n);
    if (tooMany) return tooMany;
    if (response.single && r.n !== 1) return singleError(r.n);
    value = r.first ?? 'null';
    total = r.total ?? r.n;
    media = { ...response.media, kind: 'json' };
  } else {
    const rows = await tx.query<{ json: string | null }>(s.text, s.values);
    value = rows[0]?.json ?? 'null';
  }
  return {
    status: 200,
    body: response.head ? '' : value,
    headers: {
      'Content-Range': contentRange(plan.offset, 1, counted ? total : undefined),
      ...representation(response, media),
    },
  };
}
