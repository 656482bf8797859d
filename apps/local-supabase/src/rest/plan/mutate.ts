/**
 * The mutate plan (PostgREST's MutatePlan): an insert (with upserts and missing=default), an
 * update or a delete, the payload's keys resolved as columns (PGRST204) and the rows to send
 * back, if any, as a select list over the written rows.
 */
import { isPlainObject } from '../../http/util.js';
import { parseError, restError } from '../errors.js';
import type { QueryParts, TableRequest } from '../request.js';
import type { Column, Table } from '../schema.js';
import { findColumn, type Planner, rootScope } from './planner.js';
import {
  countsRows,
  type InsertGroup,
  type InsertPlan,
  type MutationPlan,
  type PlanBase,
  type PlannedItem,
} from './types.js';

/** POST, PATCH or DELETE of a table; any other method is PGRST117. */
export function planMutation(
  base: PlanBase,
  planner: Planner,
  req: TableRequest,
  table: Table,
  payload: unknown,
): MutationPlan {
  const root = rootScope(req.query);
  const wantRows = base.response.representation || base.response.single;
  // max-affected, a count and an update's Content-Range (`0-4/*`) need the rows counted even
  // when none are sent back: an empty select list.
  const returningFor = (): PlannedItem[] | undefined =>
    wantRows
      ? planner.select(table, req.query.select, '')
      : base.response.maxAffected !== undefined ||
          countsRows(base.response) ||
          req.method === 'PATCH'
        ? []
        : undefined;
  switch (req.method) {
    case 'POST':
      return planInsert(base, planner, req.query, table, payload, wantRows, req);
    case 'PATCH': {
      if (!isPlainObject(payload)) {
        throw restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
      }
      const columns = payloadColumns(table, [payload], req.query.columns);
      const filters = planner.filters(table, root.filters);
      if (columns.length === 0)
        return { ...base, kind: 'update', table, columns, body: payload, filters };
      const returning = returningFor();
      planner.checkPaths();
      return { ...base, kind: 'update', table, columns, body: payload, filters, returning };
    }
    case 'DELETE': {
      const filters = planner.filters(table, root.filters);
      const returning = returningFor();
      planner.checkPaths();
      return { ...base, kind: 'delete', table, filters, returning };
    }
    default:
      throw restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
}

function payloadRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (body === undefined || !rows.every(isPlainObject)) {
    throw restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Expected a JSON object or an array of objects',
    );
  }
  return rows as Record<string, unknown>[];
}

/** The columns a payload writes: `columns=` if given, else every key; each must exist. */
function payloadColumns(
  t: Table,
  rows: readonly Record<string, unknown>[],
  columns: readonly string[] | undefined,
): Column[] {
  const names = columns ?? [...new Set(rows.flatMap((o) => Object.keys(o)))];
  return names.map((c) => {
    const col = t.columns.get(c);
    if (!col) {
      throw restError(
        400,
        'PGRST204',
        `Could not find the '${c}' column of '${t.name}' in the schema cache`,
      );
    }
    return col;
  });
}

function planInsert(
  base: PlanBase,
  planner: Planner,
  query: QueryParts,
  table: Table,
  payload: unknown,
  wantRows: boolean,
  req: TableRequest,
): InsertPlan {
  const rows = payloadRows(payload);
  const columns = payloadColumns(table, rows, query.columns);
  let conflict: InsertPlan['conflict'];
  const resolution = req.preferences.resolution;
  if (resolution) {
    const names = query.onConflict ?? table.primaryKey;
    const target = names.map((c) => findColumn(table, c));
    if (target.length === 0) throw parseError('on_conflict is required');
    // A merge sets the columns the body carries beyond the key; a body holding only the key
    // sets the key to itself, so the existing row is still written and answered, as PostgREST
    // (which sets every column the body carries) answers it.
    const merge = resolution === 'merge-duplicates';
    const rest = columns.filter((c) => !names.includes(c.name));
    conflict = { target, update: merge ? (rest.length > 0 ? rest : target) : [], merge };
  } else if (query.onConflict) {
    for (const c of query.onConflict) findColumn(table, c);
  }
  // missing=default: keys absent from an object take the column default, so rows with
  // different key sets are inserted in separate statements.
  const groups: InsertGroup[] = [];
  if (req.preferences.missing === 'default' && rows.length > 1) {
    const byKeys = new Map<string, InsertGroup>();
    for (const r of rows) {
      const present = columns.filter((c) => c.name in r);
      const key = present.map((c) => c.name).join('\u0000');
      const group = byKeys.get(key) ?? { columns: present, rows: [] };
      group.rows.push(r);
      byKeys.set(key, group);
    }
    groups.push(...byKeys.values());
  } else if (rows.length > 0) {
    groups.push({ columns, rows });
  }
  // A merge counts the rows it inserted (201) against those it updated (200), so it always
  // renders the written rows, with an empty select list when none are sent back.
  const headersOnly =
    req.preferences.return === 'headers-only' && !wantRows && table.primaryKey.length > 0;
  if (headersOnly) base.response.location = { table: table.name, primaryKey: table.primaryKey };
  const returning =
    groups.length === 0
      ? undefined
      : wantRows
        ? planner.select(table, query.select, '')
        : headersOnly
          ? [{ kind: 'star' as const, columns: table.primaryKey.map((c) => findColumn(table, c)) }]
          : conflict?.merge || countsRows(base.response)
            ? []
            : undefined;
  planner.checkPaths();
  return { ...base, kind: 'insert', table, groups, conflict, returning };
}
