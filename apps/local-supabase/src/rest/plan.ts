/**
 * plan: an ApiRequest resolved against the schema cache, as PostgREST's Plan does it. Every
 * table, column, relationship and function a request names is looked up here and replaced by
 * the cache's own object, so the SQL writer (sql.ts) only ever sees catalog identifiers; names
 * that do not exist are refused with PostgREST's errors (PGRST200-205, 42703, PGRST108).
 */
import type { HttpError } from '../http/errors.js';
import { isPlainObject } from '../http/util.js';
import { parseError, restError, unknownColumn } from './errors.js';
import { closest } from './fuzzy.js';
import { assembleQuery, RawBody } from './parse.js';
import { findRelationship, isToOne } from './relationships.js';
import type {
  AggregateFunction,
  ApiRequest,
  Condition,
  Filter,
  JsonStep,
  Logic,
  Media,
  OrderTerm,
  QueryParts,
  RpcRequest,
  Scope,
  SelectEmbed,
  SelectField,
  SelectItem,
  TableRequest,
} from './request.js';
import type { Column, FunctionArg, RpcFunction, SchemaCache, Table } from './schema.js';

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
  /** Prefer: count=exact|planned|estimated. */
  count: boolean;
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

interface PlanBase {
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

function responseOptions(req: ApiRequest): ResponseOptions {
  const p = req.preferences;
  const strict = p.handling === 'strict';
  if (strict && p.invalid && p.invalid.length > 0) {
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${p.invalid.join(', ')}`,
    );
  }
  return {
    single: req.single,
    head: req.method === 'HEAD',
    count: p.count !== undefined,
    representation: p.return === 'representation',
    rollback: p.tx === 'rollback',
    media: req.media,
    maxAffected: strict ? p.maxAffected : undefined,
  };
}

type Action = 'read' | 'insert' | 'update' | 'delete' | 'call';

/**
 * Preference-Applied, in PostgREST's order, with the preferences that apply to this action
 * (resolution only on inserts with a conflict target, max-affected only where it is enforced).
 */
export function appliedPreferences(
  req: ApiRequest,
  action: Action,
  hasConflictTarget = false,
): string | undefined {
  const p = req.preferences;
  const mutation = action === 'insert' || action === 'update' || action === 'delete';
  const values: (string | false | undefined)[] = [
    action === 'insert' && hasConflictTarget && p.resolution && `resolution=${p.resolution}`,
    (action === 'insert' || action === 'update') && p.missing && `missing=${p.missing}`,
    mutation && p.return && `return=${p.return}`,
    action === 'call' && p.params && `params=${p.params}`,
    p.count && `count=${p.count}`,
    p.tx && `tx=${p.tx}`,
    p.handling && `handling=${p.handling}`,
    (action === 'update' || action === 'delete' || action === 'call') &&
      p.handling === 'strict' &&
      p.maxAffected !== undefined &&
      `max-affected=${p.maxAffected}`,
  ];
  const out = values.filter((v): v is string => typeof v === 'string');
  return out.length > 0 ? out.join(', ') : undefined;
}

function findTable(schema: SchemaCache, name: string): Table {
  const t = schema.tables.get(name);
  if (!t) {
    throw restError(
      404,
      'PGRST205',
      `Could not find the table '${schema.schema}.${name}' in the schema cache`,
    );
  }
  return t;
}

function findColumn(t: Table, name: string): Column {
  const c = t.columns.get(name) ?? t.computed?.get(name);
  if (!c) throw unknownColumn(t.name, name);
  return c;
}

function joinPath(path: string, seg: string): string {
  return path ? `${path}.${seg}` : seg;
}

/**
 * Resolves select lists, filters and orders of one request. It records which embedded paths the
 * select list used, so modifiers aimed at a resource that is not embedded can be refused.
 */
class Planner {
  readonly usedPaths = new Set<string>(['']);

  constructor(
    private readonly schema: SchemaCache,
    private readonly scopes: ReadonlyMap<string, Scope>,
    private readonly opts: PlanOptions = {},
  ) {}

  select(t: Table, items: SelectItem[], path: string): PlannedItem[] {
    const out: PlannedItem[] = [];
    for (const item of items) {
      if (item.kind === 'star') out.push({ kind: 'star', columns: [...t.columns.values()] });
      else if (item.kind === 'column') out.push(this.field(t, item));
      else out.push(this.embed(t, item, path));
    }
    if (items.length > 0 && out.every((i) => i.kind === 'star' && i.columns.length === 0)) {
      throw parseError('empty select list');
    }
    return out;
  }

  private field(t: Table, item: SelectField): PlannedColumn | PlannedCount {
    if (item.aggregate && !this.opts.aggregatesEnabled) {
      throw restError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    if (item.name === '*') {
      return { kind: 'count', alias: item.alias ?? 'count', aggregateCast: item.aggregateCast };
    }
    const bareCount =
      item.name === 'count' &&
      !item.path &&
      !item.aggregate &&
      !t.columns.has('count') &&
      !t.computed?.has('count');
    if (bareCount) {
      return { kind: 'count', alias: item.alias ?? 'count', aggregateCast: item.cast };
    }
    const column = findColumn(t, item.name);
    return {
      kind: 'column',
      column,
      path: item.path,
      cast: item.cast,
      alias:
        item.alias ?? (item.aggregate ? item.aggregate : (jsonAlias(item.path) ?? column.name)),
      aggregate: item.aggregate,
      aggregateCast: item.aggregateCast,
    };
  }

  private embed(t: Table, item: SelectEmbed, path: string): PlannedEmbed {
    const relation = this.relation(t, item.relation, item.hint);
    const byAlias = joinPath(path, item.alias ?? item.relation);
    const byName = joinPath(path, item.relation);
    const childPath = this.scopes.has(byAlias) ? byAlias : byName;
    this.usedPaths.add(childPath);
    const scope = this.scopes.get(childPath) ?? { filters: [] };
    const child = relation.table;
    const select = this.select(child, item.select, childPath);
    const filters = this.filters(child, scope.filters);
    const order = scope.order ? this.order(child, scope.order) : undefined;
    return {
      kind: 'embed',
      alias: item.alias ?? item.relation,
      inner: item.inner,
      hidden: item.select.length === 0,
      spread: item.spread === true,
      relation,
      child: { select, filters, order, limit: scope.limit, offset: scope.offset },
    };
  }

  /** The relationship an embedding names, as PostgREST's findRel picks it. */
  private relation(t: Table, relation: string, hint: string | undefined): ResolvedRelation {
    const r = findRelationship(this.schema, t, relation, hint);
    const j = r.junction;
    return {
      name: r.constraint,
      table: r.target,
      toOne: isToOne(r),
      join: r.columns.map(([parent, child]) => ({ child, parent })),
      computed: r.computed,
      junction: j && {
        table: j.table,
        parent: j.source.map(([parent, junction]) => ({ junction, parent })),
        // In a JoinPair the junction plays the parent's part for the child.
        child: j.target.map(([child, junction]) => ({ child, parent: junction })),
      },
    };
  }

  filters(t: Table, filters: readonly Filter[]): PlannedFilter[] {
    return filters.map((f) => this.filter(t, f));
  }

  private filter(t: Table, f: Filter): PlannedFilter {
    if (f.kind === 'logic') {
      return {
        kind: 'logic',
        op: f.op,
        negate: f.negate,
        children: f.children.map((c) => this.filter(t, c)),
      };
    }
    return {
      kind: 'cond',
      column: findColumn(t, f.column),
      path: f.path,
      negate: f.negate,
      op: f.op,
      modifier: f.modifier,
      value: f.value,
      list: f.list,
    };
  }

  order(t: Table, terms: readonly OrderTerm[]): PlannedOrder[] {
    return terms.map((o) => ({
      column: findColumn(t, o.column),
      path: o.path,
      desc: o.desc,
      nulls: o.nulls,
    }));
  }

  /** Modifiers for an embedded path the select list never embedded are an error (PGRST108). */
  checkPaths(): void {
    for (const [path, scope] of this.scopes) {
      const empty =
        scope.filters.length === 0 &&
        !scope.order &&
        scope.limit === undefined &&
        scope.offset === undefined;
      if (!this.usedPaths.has(path) && !empty) {
        throw restError(
          400,
          'PGRST108',
          `'${path}' is not an embedded resource in this request`,
          null,
          `Verify that '${path}' is included in the 'select' query parameter.`,
        );
      }
    }
  }
}

/** A JSON path's default key in the rows: its last key that is not an array index. */
function jsonAlias(path: readonly JsonStep[] | undefined): string | undefined {
  return path && [...path].reverse().find((step) => !step.index)?.key;
}

function rootScope(query: QueryParts): Scope {
  return query.scopes.get('') ?? { filters: [] };
}

function planTable(
  schema: SchemaCache,
  req: TableRequest,
  table: Table,
  payload: unknown,
  opts: PlanOptions,
): Plan {
  const plan = planTableAction(schema, req, table, payload, opts);
  // Names first, then the representation: an unknown table is 404 whatever the Accept.
  if (req.mediaError) throw req.mediaError;
  const conflictTarget =
    plan.kind === 'insert' && (table.primaryKey.length > 0 || req.query.onConflict !== undefined);
  plan.response.applied = appliedPreferences(req, plan.kind, conflictTarget);
  return plan;
}

function planTableAction(
  schema: SchemaCache,
  req: TableRequest,
  table: Table,
  payload: unknown,
  opts: PlanOptions,
): ReadPlan | MutationPlan {
  const base = {
    schema: schema.schema,
    response: responseOptions(req),
    method: req.method,
    path: `/${table.name}`,
  };
  const planner = new Planner(schema, req.query.scopes, opts);
  const root = rootScope(req.query);
  const wantRows = base.response.representation || base.response.single;
  // max-affected, a count and an update's Content-Range (`0-4/*`) need the rows counted even
  // when none are sent back: an empty select list.
  const returningFor = (): PlannedItem[] | undefined =>
    wantRows
      ? planner.select(table, req.query.select, '')
      : base.response.maxAffected !== undefined || base.response.count || req.method === 'PATCH'
        ? []
        : undefined;
  switch (req.method) {
    case 'GET':
    case 'HEAD': {
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
        limit: capped(root.limit, opts.maxRows),
        offset: root.offset ?? 0,
      };
    }
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

function capped(limit: number | undefined, maxRows: number | undefined): number | undefined {
  if (maxRows === undefined) return limit;
  return limit === undefined ? maxRows : Math.min(limit, maxRows);
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
          : conflict?.merge || base.response.count
            ? []
            : undefined;
  planner.checkPaths();
  return { ...base, kind: 'insert', table, groups, conflict, returning };
}

/** Query parameters that are never a function's arguments. */
const RESERVED_PARAMS = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'and',
  'or',
  'columns',
  'on_conflict',
]);

function planCall(
  schema: SchemaCache,
  req: RpcRequest,
  overloads: readonly RpcFunction[],
  payload: unknown,
  opts: PlanOptions,
): CallPlan {
  const post = req.method === 'POST';
  if (!post && req.method !== 'GET' && req.method !== 'HEAD') {
    throw restError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
  }
  const singleObject = req.preferences.params === 'single-object';
  const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)).filter(Boolean));
  // GET: query parameters named like an argument of the function (of any overload) are the
  // arguments; POST: the body's keys (an array of objects: the keys of its first).
  let values: Record<string, unknown> = {};
  if (post) {
    if (isPlainObject(payload)) values = payload;
    else if (Array.isArray(payload) && isPlainObject(payload[0])) values = payload[0];
  } else {
    for (const p of req.params) {
      if (argNames.has(p.key) || (singleObject && p.error && !RESERVED_PARAMS.has(p.key))) {
        values[p.key] = p.value;
      }
    }
  }
  const keys = payload instanceof RawBody ? [] : Object.keys(values);
  const fn = findFunction(schema, req, overloads, keys, singleObject);
  const callArgs = functionArgs(fn, req, payload, values, singleObject);
  // Every other parameter (all of them on POST) reads the result: select, filters, order, range.
  const fnArgNames = new Set(fn.args.map((a) => a.name));
  const rest = post
    ? req.params
    : req.params.filter((p) => !fnArgNames.has(p.key) && !(p.key in values));
  const failed = rest.find((p): p is typeof p & { error: HttpError } => p.error !== undefined);
  if (failed) throw failed.error;
  const query = assembleQuery(rest.flatMap((p) => (p.part ? [p.part] : [])));
  const response = { ...responseOptions(req), representation: false };
  if (response.maxAffected !== undefined && !fn.returnsSet) {
    throw restError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const result = resultTable(schema, fn);
  const planner = new Planner(schema, query.scopes, opts);
  const root = rootScope(query);
  // A scalar result has no columns to select, filter or order by: naming one is 42703.
  const select = fn.returnsComposite
    ? planner.select(result, query.select, '')
    : scalarSelect(planner, result, query.select);
  const filters = planner.filters(result, root.filters);
  planner.checkPaths();
  const order = root.order ? planner.order(result, root.order) : undefined;
  if (req.mediaError) throw req.mediaError;
  response.applied = appliedPreferences(req, 'call');
  return {
    kind: 'call',
    schema: schema.schema,
    response,
    method: post ? 'POST' : 'GET',
    path: `/rpc/${fn.name}`,
    fn,
    args: callArgs,
    result,
    select,
    filters,
    order,
    limit: capped(root.limit, fn.returnsSet ? opts.maxRows : undefined),
    offset: root.offset ?? 0,
  };
}

/**
 * The overload the arguments call, as PostgREST's findProc picks it: the functions whose
 * required arguments are all given and whose every given key is an argument; failing those,
 * on POST, the one taking the whole body as its single unnamed argument. None is PGRST202,
 * several PGRST203.
 */
function findFunction(
  schema: SchemaCache,
  req: RpcRequest,
  overloads: readonly RpcFunction[],
  keys: readonly string[],
  singleObject: boolean,
): RpcFunction {
  const post = req.method === 'POST';
  const media = req.contentType;
  const rawMedia = post && (media === 'text' || media === 'xml' || media === 'bytea');
  const given = new Set(keys);
  const matches = (f: RpcFunction): boolean => {
    const first = f.args[0]?.type;
    if (singleObject) return f.args.length === 1 && (first === 'json' || first === 'jsonb');
    if (f.args.length === 0) return given.size === 0 && !rawMedia;
    const required = f.args.filter((a) => a.required).map((a) => a.name);
    const names = new Set(f.args.map((a) => a.name));
    return required.every((n) => given.has(n)) && keys.every((k) => names.has(k));
  };
  const unnamedFallback = (f: RpcFunction): boolean => {
    if (!post || f.args.length !== 1) return false;
    const type = f.args[0]?.type;
    return (
      (media === 'json' && (type === 'json' || type === 'jsonb')) ||
      (media === 'text' && type === 'text') ||
      (media === 'xml' && type === 'xml') ||
      (media === 'bytea' && type === 'bytea')
    );
  };
  const named = overloads.filter(matches);
  const fallback = overloads.filter((f) => !matches(f) && unnamedFallback(f));
  const found = named.length > 0 ? named : fallback;
  if (found.length === 1) return found[0] as RpcFunction;
  if (found.length > 1) {
    throw restError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${found
        .map(
          (f) => `${f.schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`,
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  throw noFunction(schema, req.fn, keys, singleObject, post, media, overloads);
}

/** PGRST202, with PostgREST's message, details and (fuzzy) hint. */
function noFunction(
  schema: SchemaCache,
  name: string,
  keys: readonly string[],
  singleObject: boolean,
  post: boolean,
  media: RpcRequest['contentType'],
  overloads: readonly RpcFunction[],
): HttpError {
  const func = `${schema.schema}.${name}`;
  const prms = keys.join(', ');
  const fmt = (p: string) => (keys.length === 0 ? ' without parameters' : p);
  const onlySingle =
    singleObject || (post && (media === 'text' || media === 'xml' || media === 'bytea'));
  const searched = singleObject
    ? ' with a single json/jsonb parameter'
    : post && media === 'text'
      ? ' with a single unnamed text parameter'
      : post && media === 'xml'
        ? ' with a single unnamed xml parameter'
        : post && media === 'bytea'
          ? ' with a single unnamed bytea parameter'
          : post && media === 'json'
            ? `${fmt(` with parameter${keys.length > 1 ? 's' : ''} ${prms}`)} or with a single unnamed json/jsonb parameter`
            : fmt(` with parameter${keys.length > 1 ? 's' : ''} ${prms}`);
  let hint: string | null = null;
  if (!onlySingle) {
    const sorted = (names: readonly string[]) => `(${[...names].sort().join(', ')})`;
    const best =
      overloads.length === 0
        ? closest(name, [...schema.functions.keys()])
        : closest(
            sorted(keys),
            overloads.map((f) => sorted(f.args.map((a) => a.name))),
          );
    if (best !== undefined) {
      hint = `Perhaps you meant to call the function ${schema.schema}.${overloads.length === 0 ? best : `${name}${best}`}`;
    }
  }
  return restError(
    404,
    'PGRST202',
    `Could not find the function ${func}${onlySingle ? '' : fmt(`(${prms})`)} in the schema cache`,
    `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** The arguments as the SQL passes them (see CallArgs). */
function functionArgs(
  fn: RpcFunction,
  req: RpcRequest,
  payload: unknown,
  values: Record<string, unknown>,
  singleObject: boolean,
): CallArgs {
  const only = fn.args.length === 1 ? fn.args[0] : undefined;
  if (only && (singleObject || only.name === '')) {
    let value: string;
    if (payload instanceof RawBody) {
      value =
        payload.media === 'bytea'
          ? `\\x${payload.data.toString('hex')}`
          : payload.data.toString('utf8');
    } else if (req.method === 'POST') value = JSON.stringify(payload ?? {});
    else value = JSON.stringify(values);
    return { kind: 'single', arg: only, value };
  }
  const given = fn.args.filter((a) => a.name in values);
  return { kind: 'named', args: given, json: JSON.stringify(values) };
}

/** The relation a function's rows are read as: its table's, or its own result columns. */
function resultTable(schema: SchemaCache, fn: RpcFunction): Table {
  const table = fn.resultTable ? schema.tables.get(fn.resultTable) : undefined;
  if (table) return table;
  return {
    name: fn.name,
    columns: new Map(fn.resultColumns.map((c) => [c.name, c])),
    primaryKey: [],
    uniques: [],
    foreignKeys: [],
  };
}

function scalarSelect(planner: Planner, result: Table, items: SelectItem[]): PlannedItem[] {
  if (items.every((i) => i.kind === 'star')) return [];
  return planner.select(result, items, '');
}
