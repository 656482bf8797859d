/**
 * The read plan (PostgREST's ReadPlan): a GET or HEAD of a table or view, its select list,
 * filters and order resolved, its range capped by max_rows.
 */
import type { TableRequest } from '../request.js';
import type { Table } from '../schema.js';
import { capped, type Planner, rootScope } from './planner.js';
import type { PlanBase, ReadPlan } from './types.js';

export function planRead(
  base: PlanBase,
  planner: Planner,
  req: TableRequest,
  table: Table,
  maxRows: number | undefined,
): ReadPlan {
  const root = rootScope(req.query);
  const select = planner.select(table, req.query.select, '');
  const filters = planner.filters(table, root.filters);
  planner.checkPaths();
  const order = root.order ? planner.order(table, root.order) : undefined;
  return {
    ...base,
    kind: 'read',
    table,
    select,
    filters,
    order,
    limit: capped(root.limit, maxRows),
    offset: root.offset ?? 0,
    maxRows,
  };
}
