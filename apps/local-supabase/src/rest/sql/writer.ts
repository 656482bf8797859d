/**
 * The SQL fragments a statement is written from (PostgREST's SqlFragment): quoted identifiers,
 * bound values, select lists with their embeddings and spreads, filters, orders, and the
 * rendering of rows as JSON or CSV. Identifiers come only from the plan; casts only from the
 * allow-list or the catalog's own type names; every value is a bound parameter.
 */
import { IS_VALUES, type IsValue, OPERATORS, QUANTIFIERS, type Quantifier } from '../operators.js';
import { isAllowedCast } from '../parse.js';
import {
  isAggregated,
  outputNames,
  type PlannedCondition,
  type PlannedEmbed,
  type PlannedFilter,
  type PlannedItem,
  type PlannedOrder,
} from '../plan.js';
import type { JsonStep, Media } from '../request.js';
import type { Column, Table } from '../schema.js';

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
export function aggregate(row: string, media: Media = JSON_MEDIA, withFirst = true): string {
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
export class Writer {
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
