/**
 * plan: an ApiRequest resolved against the schema cache, as PostgREST's Plan does it. Every
 * table, column, relationship and function a request names is looked up here and replaced by
 * the cache's own object, so the SQL writer (sql.ts) only ever sees catalog identifiers; names
 * that do not exist are refused with PostgREST's errors (PGRST200-205, 42703, PGRST108).
 * Each kind of plan is made in its own module under plan/, as PostgREST keeps its read, mutate
 * and call plans apart; this module picks one and is the stage's entry for the stages after it.
 */
import { planCall } from './plan/call.js';
import { planMutation } from './plan/mutate.js';
import { findTable, Planner } from './plan/planner.js';
import { planRead } from './plan/read.js';
import { appliedPreferences, responseOptions } from './plan/response.js';
import type { Plan, PlanBase, PlanOptions, Target } from './plan/types.js';
import type { ApiRequest, TableRequest } from './request.js';
import type { SchemaCache, Table } from './schema.js';

export type * from './plan/types.js';
export { countsRows, isAggregated, outputNames } from './plan/types.js';

/** The table or function a request names (PGRST205 when there is no such table). */
export function resolveTarget(schema: SchemaCache, req: ApiRequest): Target {
  if (req.kind === 'table') return { kind: 'table', table: findTable(schema, req.table) };
  return { kind: 'rpc', name: req.fn, overloads: schema.functions.get(req.fn) ?? [] };
}

/** Whether the request carries a body to read before planning. */
export function takesPayload(req: ApiRequest): boolean {
  if (req.kind === 'rpc') return req.method === 'POST';
  return req.method === 'POST' || req.method === 'PATCH' || req.method === 'PUT';
}

export function planRequest(
  schema: SchemaCache,
  req: ApiRequest,
  target: Target,
  payload: unknown,
  opts: PlanOptions = {},
): Plan {
  if (req.kind === 'rpc' && target.kind === 'rpc') {
    return planCall(schema, req, target.overloads, payload, opts);
  }
  if (req.kind === 'table' && target.kind === 'table') {
    return planTable(schema, req, target.table, payload, opts);
  }
  throw new Error('request and target disagree');
}

function planTable(
  schema: SchemaCache,
  req: TableRequest,
  table: Table,
  payload: unknown,
  opts: PlanOptions,
): Plan {
  const base: PlanBase = {
    schema: schema.schema,
    response: responseOptions(req),
    method: req.method,
    path: `/${table.name}`,
  };
  const planner = new Planner(schema, req.query.scopes, opts);
  const plan =
    req.method === 'GET' || req.method === 'HEAD'
      ? planRead(base, planner, req, table, opts.maxRows)
      : planMutation(base, planner, req, table, payload);
  // Names first, then the representation: an unknown table is 404 whatever the Accept.
  if (req.mediaError) throw req.mediaError;
  const conflictTarget =
    plan.kind === 'insert' && (table.primaryKey.length > 0 || req.query.onConflict !== undefined);
  plan.response.applied = appliedPreferences(req, plan.kind, conflictTarget);
  return plan;
}
