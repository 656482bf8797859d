/**
 * Names resolved against the schema cache, for every kind of plan: tables, columns, select
 * lists with their embeddings, filters and orders (PGRST205, 42703, PGRST108, PGRST123).
 */
import { parseError, restError, unknownColumn } from '../errors.js';
import { findRelationship, isToOne } from '../relationships.js';
import type {
  Filter,
  JsonStep,
  OrderTerm,
  QueryParts,
  Scope,
  SelectEmbed,
  SelectField,
  SelectItem,
} from '../request.js';
import type { Column, SchemaCache, Table } from '../schema.js';
import type {
  PlannedColumn,
  PlannedCount,
  PlannedEmbed,
  PlannedFilter,
  PlannedItem,
  PlannedOrder,
  PlanOptions,
  ResolvedRelation,
} from './types.js';

export function findTable(schema: SchemaCache, name: string): Table {
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

export function findColumn(t: Table, name: string): Column {
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
export class Planner {
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

export function rootScope(query: QueryParts): Scope {
  return query.scopes.get('') ?? { filters: [] };
}

export function capped(limit: number | undefined, maxRows: number | undefined): number | undefined {
  if (maxRows === undefined) return limit;
  return limit === undefined ? maxRows : Math.min(limit, maxRows);
}
