/**
 * sql: writes the statements for a plan, and nothing else. Identifiers come only from the plan,
 * that is from the schema cache (then quoted); casts only from the allow-list or the catalog's
 * own type names; every value, limits and offsets included, is a bound parameter, cast from
 * text to the column's catalog type so both drivers bind it the same way and PostgreSQL does
 * the parsing (bad input -> 22xxx -> 400).
 */
import { IS_VALUES, type IsValue, OPERATORS, QUANTIFIERS, type Quantifier } from './operators.js';
import { isAllowedCast } from './parse.js';
import {
  type CallPlan,
  type DeletePlan,
  type InsertGroup,
  type InsertPlan,
  isAggregated,
  type MutationPlan,
  outputNames,
  type PlannedCondition,
  type PlannedEmbed,
  type PlannedFilter,
  type PlannedItem,
  type PlannedOrder,
  type ReadPlan,
  type UpdatePlan,
} from './plan.js';
import type { JsonStep, Media } from './request.js';
import type { Column, Table } from './schema.js';

export interface Statement {
  text: string;
  values: unknown[];
}

/** A select list as SQL: its items, the lateral joins after the table, its GROUP BY. */
interface SelectParts {
  cols: string[];
  joins: string;
  group: string;
}

/** Quotes an identifier (doubling any quote inside), so no name can end the identifier early. */
export function q(ident: string): string {
  return `"${ident.replace(/"/g, '""')}"`;
}

/**
 * Statements that return rows answer with them rendered (a JSON array, or CSV as PostgREST
 * writes it: a header of the first row's keys, then each row's record text), the first row as
 * JSON, and a count. `nulls=stripped` strips nulls from the JSON, as json_strip_nulls does.
 */
function aggregate(row: string, media: Media = JSON_MEDIA, withFirst = true): string {
  const strip = (sql: string) => (media.stripNulls ? `json_strip_nulls(${sql})` : sql);
  // The first row is only read for one object (`.single()`, a function returning one row):
  // `-> 0` on json parses the whole array's text again, so it is left out otherwise.
  const first = withFirst ? `${strip(`(json_agg(${row}) -> 0)`)}::text as first` : 'null as first';
  const n = 'count(*)::int as n';
  if (media.kind === 'csv') {
    const header = `coalesce((select string_agg(_k, ',') from json_object_keys(json_agg(${row}) -> 0) _k), '')`;
    const body = `coalesce(string_agg(substring(${row}::text, 2, length(${row}::text) - 2), E'\\n'), '')`;
    return `${header} || E'\\n' || ${body} as json, ${first}, ${n}`;
  }
  return `${strip(`coalesce(json_agg(${row}), '[]'::json)`)}::text as json, ${first},
            ${n}`;
}

const JSON_MEDIA: Media = { kind: 'json', stripNulls: false };

/** One statement being written: its parameters and fresh table aliases. */
class Writer {
  readonly values: unknown[] = [];
  private aliases = 0;
  /**
   * Aliases whose rows are records with a table's columns (a write's RETURNING, a function's
   * result) rather than the table's own rows: cast to the table's row type where a function of
   * the row (a computed field or relationship) takes them.
   */
  readonly rowTypes = new Map<string, Table>();

  constructor(private readonly schema: string) {}

  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A row count or offset, bound like any other value. */
  count(n: number): string {
    return `${this.bind(String(n))}::bigint`;
  }

  alias(): string {
    this.aliases += 1;
    return `_t${this.aliases}`;
  }

  table(t: Table): string {
    return `${q(this.schema)}.${q(t.name)}`;
  }

  /**
   * A column, or a path into it: `->`/`->>` with each key bound (an index as int). A column that
   * is not json/jsonb is read through to_jsonb, as PostgREST does for arrays and composites.
   */
  field(a: string, column: Column, path: readonly JsonStep[] | undefined): string {
    // A computed field is its function applied to the row (the alias names the whole row).
    const ref = column.computed
      ? `${q(this.schema)}.${q(column.name)}(${this.row(a)})`
      : `${a}.${q(column.name)}`;
    if (!path || path.length === 0) return ref;
    const base = isJson(column.type) ? ref : `to_jsonb(${ref})`;
    // Parenthesised whole, so a cast after it applies to the value, not to the last key.
    const steps = path.map(
      (step) => `${step.arrow}${this.bind(step.key)}::${step.index ? 'int' : 'text'}`,
    );
    return `(${base}${steps.join('')})`;
  }

  orderSql(terms: readonly PlannedOrder[], a: string): string {
    return terms
      .map((o) => {
        const nulls = o.nulls ? ` nulls ${o.nulls === 'first' ? 'first' : 'last'}` : '';
        return `${this.field(a, o.column, o.path)} ${o.desc ? 'desc' : 'asc'}${nulls}`;
      })
      .join(', ');
  }

  /** The whole row under alias `a`, as the table's row type. */
  row(a: string): string {
    const t = this.rowTypes.get(a);
    if (!t) return a;
    const cols = [...t.columns.values()].map((c) => `${a}.${q(c.name)}`);
    return `row(${cols.join(', ')})::${this.table(t)}`;
  }

  statement(text: string): Statement {
    return { text, values: this.values };
  }

  /**
   * The select list for rows of a table under alias `a`, with the lateral joins its spreads
   * need (written after the table in the FROM clause) and, when it aggregates, the positions
   * of the items that group.
   */
  selectParts(items: readonly PlannedItem[], a: string, asJsonb = false): SelectParts {
    const cols: string[] = [];
    const joins: string[] = [];
    const group: number[] = [];
    const aggregated = isAggregated(items);
    // Grouped rows are compared, and json has no equality: embeds are jsonb when grouping.
    const jsonb = asJsonb || aggregated;
    const grouping = (sql: string) => {
      cols.push(sql);
      if (aggregated) group.push(cols.length);
    };
    for (const item of items) {
      if (item.kind === 'star') {
        for (const c of item.columns) grouping(`${a}.${q(c.name)}`);
      } else if (item.kind === 'column') {
        const field = `${this.field(a, item.column, item.path)}${castSql(item.cast)}`;
        if (item.aggregate) {
          cols.push(
            `${item.aggregate}(${field})${castSql(item.aggregateCast)} as ${q(item.alias)}`,
          );
        } else grouping(`${field} as ${q(item.alias)}`);
      } else if (item.kind === 'count') {
        cols.push(`count(*)${castSql(item.aggregateCast)} as ${q(item.alias)}`);
      } else if (item.spread) {
        const spread = this.spread(item, a, jsonb);
        joins.push(spread.join);
        for (const n of spread.names) grouping(`${spread.alias}.${q(n)}`);
      } else if (!item.hidden) {
        grouping(`${this.embed(item, a, jsonb)} as ${q(item.alias)}`);
      }
    }
    return {
      cols,
      joins: joins.map((j) => ` ${j}`).join(''),
      group: group.length > 0 ? ` group by ${group.join(', ')}` : '',
    };
  }

  /** `exists (...)` conditions that `!inner` embeds put on their parent. */
  innerChecks(items: readonly PlannedItem[], a: string): string[] {
    const out: string[] = [];
    for (const item of items) {
      if (item.kind !== 'embed' || !item.inner) continue;
      const ca = this.alias();
      const { from, where } = this.join(item, ca, a);
      const all = [...where, ...item.child.filters.map((f) => this.filter(f, ca))];
      out.push(
        `exists (select 1 from ${from}${all.length > 0 ? ` where ${all.join(' and ')}` : ''})`,
      );
    }
    return out;
  }

  /**
   * The child's rows for one parent row: the child table (joined to the junction table for a
   * many-to-many) and the conditions tying them to the parent.
   */
  private join(item: PlannedEmbed, child: string, parent: string) {
    const { relation } = item;
    if (relation.computed !== undefined) {
      // The function takes the parent's whole row (the alias names it).
      const fn = `${q(this.schema)}.${q(relation.computed)}`;
      return { from: `${fn}(${this.row(parent)}) ${child}`, where: [] as string[] };
    }
    const childTable = `${this.table(relation.table)} ${child}`;
    const j = relation.junction;
    if (!j) {
      return {
        from: childTable,
        where: relation.join.map((p) => `${child}.${q(p.child)} = ${parent}.${q(p.parent)}`),
      };
    }
    const ja = this.alias();
    const on = j.child.map((p) => `${ja}.${q(p.parent)} = ${child}.${q(p.child)}`).join(' and ');
    return {
      from: `${childTable} join ${this.table(j.table)} ${ja} on ${on}`,
      where: j.parent.map((p) => `${ja}.${q(p.junction)} = ${parent}.${q(p.parent)}`),
    };
  }

  /** The child rows' select for one parent row, without its order and range. */
  private childQuery(item: PlannedEmbed, ca: string, a: string, jsonb: boolean): string {
    const { child } = item;
    const parts = this.selectParts(child.select, ca, jsonb);
    const { from, where: joined } = this.join(item, ca, a);
    const where = [
      ...joined,
      ...child.filters.map((f) => this.filter(f, ca)),
      ...this.innerChecks(child.select, ca),
    ];
    const cond = where.length > 0 ? ` where ${where.join(' and ')}` : '';
    return `select ${parts.cols.join(', ')} from ${from}${parts.joins}${cond}${parts.group}`;
  }

  private range(item: PlannedEmbed, ca: string): string {
    const { child } = item;
    const order = child.order ? ` order by ${this.orderSql(child.order, ca)}` : '';
    const limit = child.limit !== undefined ? ` limit ${this.count(child.limit)}` : '';
    const offset = child.offset !== undefined ? ` offset ${this.count(child.offset)}` : '';
    return `${order}${limit}${offset}`;
  }

  private embed(item: PlannedEmbed, a: string, jsonb: boolean): string {
    const ca = this.alias();
    const inner = this.childQuery(item, ca, a, false);
    const t = jsonb ? 'jsonb' : 'json';
    if (item.relation.toOne) return `(select to_${t}(_e) from (${inner} limit 1) _e)`;
    return `(select coalesce(${t}_agg(_e), '[]'::${t}) from (${inner}${this.range(item, ca)}) _e)`;
  }

  /**
   * `...rel(cols)` as a lateral join: a to-one relation's columns as they are, a to-many's as
   * one array per column (PostgREST 13), in the relation's order.
   */
  private spread(item: PlannedEmbed, a: string, jsonb: boolean) {
    const alias = this.alias();
    const ca = this.alias();
    const inner = this.childQuery(item, ca, a, jsonb);
    const names = outputNames(item.child.select);
    if (item.relation.toOne) {
      return { alias, names, join: `left join lateral (${inner} limit 1) ${alias} on true` };
    }
    const x = this.alias();
    const t = jsonb ? 'jsonb' : 'json';
    const arrays = names.map((n) => `coalesce(${t}_agg(${x}.${q(n)}), '[]'::${t}) as ${q(n)}`);
    return {
      alias,
      names,
      join: `left join lateral (select ${arrays.join(', ')} from (${inner}${this.range(item, ca)}) ${x}) ${alias} on true`,
    };
  }

  filter(f: PlannedFilter, a: string): string {
    if (f.kind === 'logic') {
      const parts = f.children.map((c) => this.filter(c, a));
      const sql = `(${parts.join(f.op === 'and' ? ' and ' : ' or ')})`;
      return f.negate ? `not ${sql}` : sql;
    }
    const sql = this.condition(f, a);
    return f.negate ? `not (${sql})` : sql;
  }

  private condition(c: PlannedCondition, a: string): string {
    const ref = this.field(a, c.column, c.path);
    const type = fieldType(c.column, c.path);
    const typed = (v: string) => `cast(${this.bind(v)}::text as ${type})`;
    const text = (v: string) => `${this.bind(v)}::text`;
    const quantifier = QUANTIFIERS.find((x: Quantifier) => x === c.modifier);
    const spec = OPERATORS[c.op];
    switch (spec.kind) {
      case 'compare':
        if (quantifier) {
          return `${ref} ${spec.sql} ${quantifier}(cast(${this.bind(c.value)}::text as ${type}[]))`;
        }
        return `${ref} ${spec.sql} ${typed(c.value)}`;
      case 'pattern': {
        const pattern = c.value.replace(/\*/g, '%');
        if (quantifier)
          return `${ref}::text ${spec.sql} ${quantifier}(${this.bind(pattern)}::text[])`;
        return `${ref}::text ${spec.sql} ${text(pattern)}`;
      }
      case 'regex':
        return `${ref}::text ${spec.sql} ${text(c.value)}`;
      case 'list':
        if (!c.list || c.list.length === 0) return 'false';
        return `${ref} in (${c.list.map(typed).join(', ')})`;
      case 'is':
        return `${ref} ${IS_VALUES[c.value as IsValue]}`;
      case 'typed':
        return `${ref} ${spec.sql} ${typed(c.value)}`;
      case 'fts': {
        const cfg = c.modifier ? `cast(${this.bind(c.modifier)}::text as regconfig), ` : '';
        const doc = type === 'tsvector' ? ref : `to_tsvector(${cfg}${ref}::text)`;
        return `${doc} @@ ${spec.sql}(${cfg}${text(c.value)})`;
      }
    }
  }

  where(filters: readonly PlannedFilter[], select: readonly PlannedItem[], a: string): string {
    const where = [...filters.map((f) => this.filter(f, a)), ...this.innerChecks(select, a)];
    return where.length ? ` where ${where.join(' and ')}` : '';
  }
}

/** A select-list cast: only ever one of the allowed ones (parse.ts checked it; so does this). */
function castSql(cast: string | undefined): string {
  if (cast === undefined) return '';
  if (!isAllowedCast(cast)) throw new Error(`cast ${cast} is not allowed`);
  return `::${cast}`;
}

function isJson(type: string): boolean {
  return type === 'json' || type === 'jsonb';
}

/** The SQL type of a column or of a path into it (`->>` text, `->` json(b)). */
function fieldType(column: Column, path: readonly JsonStep[] | undefined): string {
  const last = path?.[path.length - 1];
  if (!last) return column.type;
  if (last.arrow === '->>') return 'text';
  return isJson(column.type) ? column.type : 'jsonb';
}

/** The rows a read answers with, as JSON, within its range. */
export function readStatement(plan: ReadPlan): Statement {
  const w = new Writer(plan.schema);
  const a = w.alias();
  const parts = w.selectParts(plan.select, a);
  const where = w.where(plan.filters, plan.select, a);
  const order = plan.order ? ` order by ${w.orderSql(plan.order, a)}` : '';
  const limit = plan.limit !== undefined ? ` limit ${w.count(plan.limit)}` : '';
  return w.statement(
    `select ${aggregate('_r', plan.response.media, plan.response.single)}
       from (select ${parts.cols.join(', ')} from ${w.table(plan.table)} ${a}${parts.joins}${where}${parts.group}${order}${limit}
             offset ${w.count(plan.offset)}) _r`,
  );
}

/** How many rows the read's filters match, ignoring its range (Prefer: count=exact). */
export function countStatement(plan: ReadPlan): Statement {
  const w = new Writer(plan.schema);
  const a = w.alias();
  const where = w.where(plan.filters, plan.select, a);
  return w.statement(`select count(*)::int as n from ${w.table(plan.table)} ${a}${where}`);
}

/**
 * A data-modifying statement with its rows rendered through the select list. The statement
 * must be a top-level CTE: PostgreSQL refuses it inside a sub-select.
 */
function returning(
  w: Writer,
  mutation: string,
  alias: string,
  items: readonly PlannedItem[],
  media: Media,
  table: Table,
  countInserted = false,
) {
  const a = '_t0';
  w.rowTypes.set(a, table);
  const parts = w.selectParts(items, a);
  // xmax is 0 on a row version this statement inserted, set on one an upsert updated.
  const extra = countInserted ? ', (xmax = 0) as _pgrst_inserted' : '';
  const inserted = countInserted
    ? ', (select count(*) from _m where _pgrst_inserted)::int as inserted'
    : '';
  return `with _m as (${mutation} returning ${alias}.*${extra})
     select ${aggregate('_r', media)}${inserted}
       from (select ${parts.cols.join(', ')} from _m ${a}${parts.joins}${parts.group}) _r`;
}

/** One insert per group of rows (they differ in the keys they carry). */
export function insertStatements(plan: InsertPlan): Statement[] {
  return plan.groups.map((g) => insertStatement(plan, g));
}

function insertStatement(plan: InsertPlan, g: InsertGroup): Statement {
  const w = new Writer(plan.schema);
  const t = w.table(plan.table);
  const a = '_ins';
  const payload = w.bind(JSON.stringify(g.rows));
  const cols = g.columns.map((c) => q(c.name)).join(', ');
  const insert =
    g.columns.length === 0
      ? `insert into ${t} as ${a} select from json_array_elements(${payload}::json)`
      : `insert into ${t} as ${a} (${cols})
           select ${cols} from json_populate_recordset(null::${t}, ${payload}::json)`;
  let conflict = '';
  if (plan.conflict) {
    const target = plan.conflict.target.map((c) => q(c.name)).join(', ');
    conflict =
      plan.conflict.update.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${plan.conflict.update
            .map((c) => `${q(c.name)} = excluded.${q(c.name)}`)
            .join(', ')}`;
  }
  const sql = `${insert}${conflict}`;
  return w.statement(
    plan.returning
      ? returning(w, sql, a, plan.returning, plan.response.media, plan.table, plan.conflict?.merge)
      : sql,
  );
}

export function updateStatement(plan: UpdatePlan): Statement {
  const w = new Writer(plan.schema);
  const t = w.table(plan.table);
  const a = '_upd';
  const payload = w.bind(JSON.stringify(plan.body));
  const cols = plan.columns.map((c) => q(c.name)).join(', ');
  const where = w.where(plan.filters, [], a);
  const sql = `update ${t} as ${a} set (${cols}) = (select ${cols} from json_populate_record(null::${t}, ${payload}::json))${where}`;
  return w.statement(
    plan.returning ? returning(w, sql, a, plan.returning, plan.response.media, plan.table) : sql,
  );
}

export function deleteStatement(plan: DeletePlan): Statement {
  const w = new Writer(plan.schema);
  const a = '_del';
  const where = w.where(plan.filters, [], a);
  const sql = `delete from ${w.table(plan.table)} as ${a}${where}`;
  return w.statement(
    plan.returning ? returning(w, sql, a, plan.returning, plan.response.media, plan.table) : sql,
  );
}

/**
 * The statements a write runs, in order: one per insert group, none for an update that sets no
 * column (it answers as if no row matched), else the one update or delete.
 */
export function mutationStatements(plan: MutationPlan): Statement[] {
  switch (plan.kind) {
    case 'insert':
      return insertStatements(plan);
    case 'update':
      return plan.columns.length === 0 ? [] : [updateStatement(plan)];
    case 'delete':
      return [deleteStatement(plan)];
  }
}

/**
 * A function call, read like a table in one statement: the call runs once (a materialized
 * CTE, so a volatile function is not called again for the count), then the request's filters,
 * order, range and select list apply to its rows, as PostgREST's call plan does. A scalar
 * answers with its value as JSON; a void function with nothing.
 */
export function callStatement(plan: CallPlan): Statement {
  const w = new Writer(plan.schema);
  const fn = `${q(plan.schema)}.${q(plan.fn.name)}`;
  let call: string;
  const { args } = plan;
  if (args.kind === 'single') {
    call = `${fn}(cast(${w.bind(args.value)}::text as ${args.arg.type}))`;
  } else if (args.args.length === 0) {
    call = `${fn}()`;
  } else {
    // Each argument read from the JSON object by its catalog type, as PostgREST does.
    const defs = args.args.map((x) => `${q(x.name)} ${x.type}`).join(', ');
    const named = args.args.map((x) => `${q(x.name)} => _a.${q(x.name)}`).join(', ');
    call = `json_to_record(${w.bind(args.json)}::json) as _a(${defs}), lateral ${fn}(${named})`;
  }
  const { fn: f } = plan;
  if (f.returnsVoid) return w.statement(`select count(*)::int as n from ${call} _v`);
  const a = w.alias();
  if (!f.returnsSet && !f.returnsComposite) {
    return w.statement(`select to_json(${a})::text as json from ${call} ${a}`);
  }
  const order = plan.order ? ` order by ${w.orderSql(plan.order, a)}` : '';
  const limit = plan.limit !== undefined ? ` limit ${w.count(plan.limit)}` : '';
  const offset = plan.offset > 0 ? ` offset ${w.count(plan.offset)}` : '';
  const media = plan.response.media;
  if (!f.returnsComposite) {
    // A set of scalars: `_v` is each value, rendered as itself.
    return w.statement(
      `with _src as materialized (select ${a} as _v from ${call} ${a})
       select ${aggregate('_r._v', media)}, (select count(*) from _src)::int as total
         from (select _v from _src${limit}${offset}) _r`,
    );
  }
  if (plan.fn.resultTable === plan.result.name) w.rowTypes.set(a, plan.result);
  const where = w.where(plan.filters, plan.select, a);
  const parts = w.selectParts(plan.select, a);
  return w.statement(
    `with _src as materialized (select ${a}.* from ${call} ${a}${where})
     select ${aggregate('_r', media, plan.response.single || !f.returnsSet)}, (select count(*) from _src)::int as total
       from (select ${parts.cols.join(', ')} from _src ${a}${parts.joins}${parts.group}${order}${limit}${offset}) _r`,
  );
}
