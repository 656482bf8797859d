/**
 * Turns parsed requests into SQL. Identifiers come only from the schema cache (then quoted);
 * every value is a bound parameter, cast from text to the column's catalog type so both
 * drivers bind it the same way and PostgreSQL does the parsing (bad input -> 22xxx -> 400).
 */
import { ApiError, parseError, unknownColumn } from './errors.js';
import type { Condition, Filter, OrderTerm, SelectItem } from './parse.js';
import type { Column, SchemaCache, Table } from './schema.js';

export function q(ident: string): string {
  return `"${ident.replace(/"/g, '""')}"`;
}

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** Modifiers for one embedded resource (or the root when path is ''). */
export interface Scope {
  filters: Filter[];
  order?: OrderTerm[] | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export type Scopes = Map<string, Scope>;

export function scopeFor(scopes: Scopes, path: string): Scope {
  let s = scopes.get(path);
  if (!s) {
    s = { filters: [] };
    scopes.set(path, s);
  }
  return s;
}

export class Builder {
  private aliasCount = 0;
  readonly params = new Params();
  /** Embed paths that matched a select item; leftovers are errors. */
  readonly usedPaths: Set<string>;

  constructor(
    private readonly schema: SchemaCache,
    private readonly scopes: Scopes,
    usedPaths?: Set<string>,
  ) {
    this.usedPaths = usedPaths ?? new Set<string>(['']);
  }

  /** A builder with fresh parameters, for a second statement in the same request. */
  fork(): Builder {
    return new Builder(this.schema, this.scopes, this.usedPaths);
  }

  nextAlias(): string {
    this.aliasCount += 1;
    return `_t${this.aliasCount}`;
  }

  table(name: string): Table {
    const t = this.schema.tables.get(name);
    if (!t) {
      throw new ApiError(
        404,
        'PGRST205',
        `Could not find the table '${this.schema.schema}.${name}' in the schema cache`,
      );
    }
    return t;
  }

  qualified(t: Table): string {
    return `${q(this.schema.schema)}.${q(t.name)}`;
  }

  column(t: Table, name: string): Column {
    const c = t.columns.get(name);
    if (!c) throw unknownColumn(t.name, name);
    return c;
  }

  /** The select list for table `t` under alias `a`, with embeds at scope `path`. */
  selectList(t: Table, a: string, items: SelectItem[], path: string): string[] {
    const out: string[] = [];
    for (const item of items) {
      if (item.kind === 'star') {
        for (const c of t.columns.values()) out.push(`${a}.${q(c.name)}`);
      } else if (item.kind === 'column') {
        const c = this.column(t, item.name);
        const cast = item.cast ? `::${item.cast}` : '';
        out.push(`${a}.${q(c.name)}${cast} as ${q(item.alias ?? c.name)}`);
      } else {
        out.push(`${this.embed(t, a, item, path).sql} as ${q(item.alias ?? item.relation)}`);
      }
    }
    if (out.length === 0) throw parseError('empty select list');
    return out;
  }

  /** Extra WHERE conditions the parent needs for `!inner` embeds. */
  innerConditions(t: Table, a: string, items: SelectItem[], path: string): string[] {
    const out: string[] = [];
    for (const item of items) {
      if (item.kind === 'embed' && item.inner) {
        const rel = this.resolve(t, item.relation, item.hint);
        const child = this.table(rel.table);
        const ca = this.nextAlias();
        const childPath = joinPath(path, item.alias ?? item.relation);
        const scope = this.scopes.get(childPath) ?? this.scopes.get(joinPath(path, item.relation));
        const where = [
          ...rel.join(ca, a),
          ...(scope ? scope.filters.map((f) => this.filter(child, ca, f)) : []),
        ];
        out.push(
          `exists (select 1 from ${this.qualified(child)} ${ca} where ${where.join(' and ')})`,
        );
      }
    }
    return out;
  }

  private embed(t: Table, a: string, item: Extract<SelectItem, { kind: 'embed' }>, path: string) {
    const rel = this.resolve(t, item.relation, item.hint);
    const child = this.table(rel.table);
    const ca = this.nextAlias();
    const byAlias = joinPath(path, item.alias ?? item.relation);
    const byName = joinPath(path, item.relation);
    const childPath = this.scopes.has(byAlias) ? byAlias : byName;
    this.usedPaths.add(childPath);
    const scope = this.scopes.get(childPath) ?? { filters: [] };
    const cols = this.selectList(child, ca, item.select, childPath);
    const where = [
      ...rel.join(ca, a),
      ...scope.filters.map((f) => this.filter(child, ca, f)),
      ...this.innerConditions(child, ca, item.select, childPath),
    ];
    const order = scope.order ? ` order by ${this.order(child, ca, scope.order)}` : '';
    const inner = `select ${cols.join(', ')} from ${this.qualified(child)} ${ca} where ${where.join(' and ')}`;
    if (rel.toOne) {
      return { sql: `(select row_to_json(_e) from (${inner} limit 1) _e)` };
    }
    const limit = scope.limit !== undefined ? ` limit ${scope.limit}` : '';
    const offset = scope.offset !== undefined ? ` offset ${scope.offset}` : '';
    return {
      sql: `(select coalesce(json_agg(_e), '[]'::json) from (${inner}${order}${limit}${offset}) _e)`,
    };
  }

  /** Finds the foreign key linking `t` and `relation`, as PostgREST does. */
  private resolve(t: Table, relation: string, hint: string | undefined) {
    type Candidate = {
      table: string;
      toOne: boolean;
      fk: string;
      cols: string[];
      join: (child: string, parent: string) => string[];
    };
    const candidates: Candidate[] = [];
    for (const fk of t.foreignKeys) {
      const viaColumn = fk.columns.length === 1 && fk.columns[0] === relation;
      if (fk.foreignTable === relation || viaColumn) {
        candidates.push({
          table: fk.foreignTable,
          toOne: true,
          fk: fk.name,
          cols: fk.columns,
          join: (c, p) =>
            fk.columns.map((col, i) => `${c}.${q(fk.foreignColumns[i] ?? '')} = ${p}.${q(col)}`),
        });
      }
    }
    const other = this.schema.tables.get(relation);
    if (other) {
      for (const fk of other.foreignKeys) {
        if (fk.foreignTable !== t.name) continue;
        // A one-to-one when the referencing columns are unique in the child.
        const unique = [other.primaryKey, ...other.uniques].some(
          (u) => u.length === fk.columns.length && u.every((c) => fk.columns.includes(c)),
        );
        candidates.push({
          table: other.name,
          toOne: unique,
          fk: fk.name,
          cols: fk.columns,
          join: (c, p) =>
            fk.columns.map((col, i) => `${c}.${q(col)} = ${p}.${q(fk.foreignColumns[i] ?? '')}`),
        });
      }
    }
    const matching = hint
      ? candidates.filter((c) => c.fk === hint || c.cols.includes(hint) || c.table === hint)
      : candidates;
    if (matching.length === 0) {
      throw new ApiError(
        400,
        'PGRST200',
        `Could not find a relationship between '${t.name}' and '${relation}' in the schema cache`,
        null,
        null,
      );
    }
    if (matching.length > 1) {
      throw new ApiError(
        300,
        'PGRST201',
        `Could not embed because more than one relationship was found for '${t.name}' and '${relation}'`,
        null,
        `Try changing '${relation}' to one of: ${matching.map((m) => `'${relation}!${m.fk}'`).join(', ')}`,
      );
    }
    return matching[0] as Candidate;
  }

  filter(t: Table, a: string, f: Filter): string {
    if (f.kind === 'logic') {
      const parts = f.children.map((c) => this.filter(t, a, c));
      const sql = `(${parts.join(f.op === 'and' ? ' and ' : ' or ')})`;
      return f.negate ? `not ${sql}` : sql;
    }
    const sql = this.condition(t, a, f);
    return f.negate ? `not (${sql})` : sql;
  }

  private condition(t: Table, a: string, c: Condition): string {
    const col = this.column(t, c.column);
    const ref = `${a}.${q(col.name)}`;
    const typed = (v: string) => `cast(${this.params.add(v)}::text as ${col.type})`;
    const text = (v: string) => `${this.params.add(v)}::text`;
    const quantified = c.modifier === 'any' || c.modifier === 'all';
    const cmp: Record<string, string> = {
      eq: '=',
      neq: '<>',
      gt: '>',
      gte: '>=',
      lt: '<',
      lte: '<=',
    };
    switch (c.op) {
      case 'eq':
      case 'neq':
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
        if (quantified) {
          return `${ref} ${cmp[c.op]} ${c.modifier}(cast(${this.params.add(c.value)}::text as ${col.type}[]))`;
        }
        return `${ref} ${cmp[c.op]} ${typed(c.value)}`;
      case 'like':
      case 'ilike': {
        const op = c.op === 'like' ? 'like' : 'ilike';
        if (quantified) {
          return `${ref}::text ${op} ${c.modifier}(${this.params.add(c.value.replace(/\*/g, '%'))}::text[])`;
        }
        return `${ref}::text ${op} ${text(c.value.replace(/\*/g, '%'))}`;
      }
      case 'match':
        return `${ref}::text ~ ${text(c.value)}`;
      case 'imatch':
        return `${ref}::text ~* ${text(c.value)}`;
      case 'in':
        if (!c.list || c.list.length === 0) return 'false';
        return `${ref} in (${c.list.map(typed).join(', ')})`;
      case 'is': {
        const v = c.value.toLowerCase();
        if (v === 'null') return `${ref} is null`;
        if (v === 'not_null') return `${ref} is not null`;
        if (v === 'true') return `${ref} is true`;
        if (v === 'false') return `${ref} is false`;
        return `${ref} is unknown`;
      }
      case 'isdistinct':
        return `${ref} is distinct from ${typed(c.value)}`;
      case 'cs':
        return `${ref} @> ${typed(c.value)}`;
      case 'cd':
        return `${ref} <@ ${typed(c.value)}`;
      case 'ov':
        return `${ref} && ${typed(c.value)}`;
      case 'fts':
      case 'plfts':
      case 'phfts':
      case 'wfts': {
        const fn = {
          fts: 'to_tsquery',
          plfts: 'plainto_tsquery',
          phfts: 'phraseto_tsquery',
          wfts: 'websearch_to_tsquery',
        }[c.op];
        const cfg = c.modifier ? `cast(${this.params.add(c.modifier)}::text as regconfig), ` : '';
        const doc = col.type === 'tsvector' ? ref : `to_tsvector(${cfg}${ref}::text)`;
        return `${doc} @@ ${fn}(${cfg}${text(c.value)})`;
      }
    }
  }

  order(t: Table, a: string, terms: OrderTerm[]): string {
    return terms
      .map((o) => {
        const col = this.column(t, o.column);
        const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
        return `${a}.${q(col.name)} ${o.desc ? 'desc' : 'asc'}${nulls}`;
      })
      .join(', ');
  }
}

export function joinPath(path: string, seg: string): string {
  return path ? `${path}.${seg}` : seg;
}
