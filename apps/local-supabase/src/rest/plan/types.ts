/**
 * What plan makes of a request: the read, mutate and call plans (PostgREST's Plan/Types,
 * ReadPlan, MutatePlan and CallPlan), every name in them replaced by the schema cache's own
 * object, so the SQL writer only ever sees catalog identifiers.
 */
import type {
  AggregateFunction,
  Condition,
  Filter,
  JsonStep,
  Logic,
  Media,
  OrderTerm,
} from '../request.js';
import type { Column, FunctionArg, RpcFunction, Table } from '../schema.js';

export interface PlanOptions {
  /** [api] max_rows: the most rows a read or a set-returning function may answer with. */
  maxRows?: number | undefined;
  /**
   * `pgrst.db_aggregates_enabled` on the authenticator role: count(), sum(), avg(), min() and
   * max() in select lists. Off by default (PGRST123), as on hosted Supabase.
   */
  aggregatesEnabled?: boolean | undefined;
}

/** How the answer is shaped, from the request's method, Accept and Prefer headers. */
export interface ResponseOptions {
  single: boolean;
  head: boolean;
  /**
   * Prefer: count=exact|planned|estimated. Exact and estimated count the rows themselves (up to
   * max_rows + 1 for estimated reads); planned and estimated reads ask the planner (execute.ts).
   */
  count?: 'exact' | 'planned' | 'estimated' | undefined;
  /** Prefer: return=representation. */
  representation: boolean;
  /** Prefer: tx=rollback. */
  rollback: boolean;
  /**
   * An insert with Prefer: return=headers-only into a table with a primary key: `Location`
   * names the row when exactly one was inserted (`/table?id=eq.1`), as PostgREST writes it.
   */
  location?: { table: string; primaryKey: string[] } | undefined;
  /** The negotiated representation (JSON array or object, CSV; nulls stripped or not). */
  media: Media;
  /** Prefer: handling=strict, max-affected=N: more rows touched is PGRST124, rolled back. */
  maxAffected?: number | undefined;
  /** The Preference-Applied header's value, when any preference was honoured. */
  applied?: string | undefined;
  /**
   * The schema a representation names in Content-Profile, when the schema was negotiated (a
   * profile header named it, or several schemas are exposed), as PostgREST answers.
   */
  profile?: string | undefined;
}

/**
 * Whether the rows are counted in the statement (PostgREST's shouldCount): count=exact and
 * count=estimated are; count=planned is not, so writes and calls answer no total for it.
 */
export function countsRows(response: ResponseOptions): boolean {
  return response.count === 'exact' || response.count === 'estimated';
}

export interface PlannedColumn {
  kind: 'column';
  column: Column;
  path?: JsonStep[] | undefined;
  cast?: string | undefined;
  alias: string;
  /** `amount.sum()`: aggregated, the other items of its select list grouping. */
  aggregate?: AggregateFunction | undefined;
  aggregateCast?: string | undefined;
}
/**
 * `count()` (an aggregate, off unless enabled) or a bare `count` naming no column: PostgreSQL
 * reads `t.count` as `count(t)`, so PostgREST answers the row count for it, as this does.
 */
export interface PlannedCount {
  kind: 'count';
  alias: string;
  aggregateCast?: string | undefined;
}
export interface PlannedStar {
  kind: 'star';
  columns: Column[];
}
/** Column names of the child and of the parent, in the foreign key's order. */
export interface JoinPair {
  child: string;
  parent: string;
}
export interface ResolvedRelation {
  /** The foreign key constraint's name. */
  name: string;
  table: Table;
  toOne: boolean;
  /** Child columns equal to parent columns (empty through a junction). */
  join: JoinPair[];
  /** A computed relationship: the function of the parent's row that gives the child rows. */
  computed?: string | undefined;
  /** Many-to-many: the junction table, its columns matching the parent's and the child's. */
  junction?:
    | { table: Table; parent: { junction: string; parent: string }[]; child: JoinPair[] }
    | undefined;
}
export interface ChildRead {
  select: PlannedItem[];
  filters: PlannedFilter[];
  order?: PlannedOrder[] | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}
export interface PlannedEmbed {
  kind: 'embed';
  alias: string;
  /** `!inner`: parents without a matching child are left out. */
  inner: boolean;
  /** `rel()`: filters its parent (with `!inner`) but adds no key to the rows. */
  hidden: boolean;
  /** `...rel(cols)`: its columns go into the parent row (arrays of values for a to-many). */
  spread: boolean;
  relation: ResolvedRelation;
  child: ChildRead;
}
export type PlannedItem = PlannedColumn | PlannedCount | PlannedStar | PlannedEmbed;

/** Whether a select list aggregates (so its other items group). */
export function isAggregated(items: readonly PlannedItem[]): boolean {
  return items.some((i) => i.kind === 'count' || (i.kind === 'column' && i.aggregate));
}

/** The keys a select list puts in each row, in order (a spread's come from its child). */
export function outputNames(items: readonly PlannedItem[]): string[] {
  return items.flatMap((i) => {
    if (i.kind === 'star') return i.columns.map((c) => c.name);
    if (i.kind === 'embed') {
      if (i.hidden) return [];
      return i.spread ? outputNames(i.child.select) : [i.alias];
    }
    return [i.alias];
  });
}

export type PlannedCondition = Condition<Column>;
export type PlannedLogic = Logic<Column>;
export type PlannedFilter = Filter<Column>;
export type PlannedOrder = OrderTerm<Column>;

export interface PlanBase {
  /** The exposed schema every identifier is qualified with. */
  schema: string;
  response: ResponseOptions;
  /** Recorded as request.method / request.path for the policies, as PostgREST does. */
  method: string;
  path: string;
}

export interface ReadPlan extends PlanBase {
  kind: 'read';
  table: Table;
  select: PlannedItem[];
  filters: PlannedFilter[];
  order?: PlannedOrder[] | undefined;
  /** The requested limit, capped by max_rows. */
  limit?: number | undefined;
  offset: number;
  /** [api] max_rows: up to it (and one more) count=estimated counts exactly. */
  maxRows?: number | undefined;
}

export interface InsertGroup {
  columns: Column[];
  rows: Record<string, unknown>[];
}
export interface InsertPlan extends PlanBase {
  kind: 'insert';
  table: Table;
  /** Rows grouped by the keys they carry (missing=default), else one group. */
  groups: InsertGroup[];
  /** An upsert: the conflict target, and the columns to overwrite (none: do nothing). */
  conflict?: { target: Column[]; update: Column[]; merge: boolean } | undefined;
  /** The select list rendered over the inserted rows, when the client wants rows back. */
  returning?: PlannedItem[] | undefined;
}

export interface UpdatePlan extends PlanBase {
  kind: 'update';
  table: Table;
  /** Empty: nothing to change, answered as if no row matched. */
  columns: Column[];
  body: Record<string, unknown>;
  filters: PlannedFilter[];
  returning?: PlannedItem[] | undefined;
}

export interface DeletePlan extends PlanBase {
  kind: 'delete';
  table: Table;
  filters: PlannedFilter[];
  returning?: PlannedItem[] | undefined;
}

/**
 * How the arguments reach the function, as PostgREST's call plan passes them: named, each read
 * from one JSON object by its catalog type (`json_to_record`, so rows, arrays and nested
 * objects arrive as PostgreSQL reads them from JSON), or the whole body as the single argument
 * (a single unnamed json/jsonb/text/xml/bytea argument, or `Prefer: params=single-object`).
 */
export type CallArgs =
  | { kind: 'named'; args: FunctionArg[]; json: string }
  | { kind: 'single'; arg: FunctionArg; value: string };
export interface CallPlan extends PlanBase {
  kind: 'call';
  fn: RpcFunction;
  args: CallArgs;
  /**
   * The function's result read like a table: its row type's columns (or none for a scalar),
   * with the request's select list, filters, order and range applied in the same statement.
   */
  result: Table;
  select: PlannedItem[];
  filters: PlannedFilter[];
  order?: PlannedOrder[] | undefined;
  /** The requested limit, capped by max_rows for set-returning functions. */
  limit?: number | undefined;
  offset: number;
}

export type MutationPlan = InsertPlan | UpdatePlan | DeletePlan;
export type Plan = ReadPlan | MutationPlan | CallPlan;

/**
 * A table, or a function's overloads: which one is called depends on the arguments, known
 * once the body is read (so PGRST202 and PGRST203 come from the plan).
 */
export type Target =
  | { kind: 'table'; table: Table }
  | { kind: 'rpc'; name: string; overloads: RpcFunction[] };
