/**
 * Relationships as PostgREST's schema cache derives them from foreign keys (SchemaCache.hs):
 * each key is many-to-one from its table (one-to-one when its columns are exactly a primary or
 * unique key there) and one-to-many (or one-to-one) back; a table whose primary key covers two
 * foreign keys joins their tables many-to-many. Choosing one for an embedding follows
 * PostgREST's findRel (Plan.hs), and so do its errors, PGRST200 and PGRST201, word for word.
 */
import { HttpError } from '../http/errors.js';
import { restError } from './errors.js';
import { closest } from './fuzzy.js';
import type { SchemaCache, Table } from './schema.js';

export type Cardinality = 'one-to-many' | 'many-to-one' | 'one-to-one' | 'many-to-many';

/** A column of the origin table and the column of the other table it matches. */
export type ColumnPair = readonly [origin: string, target: string];

export interface Junction {
  table: Table;
  /** The junction's key to the origin, and its key to the target. */
  constraint1: string;
  constraint2: string;
  /** (origin column, junction column) and (target column, junction column). */
  source: ColumnPair[];
  target: ColumnPair[];
}

export interface Relationship {
  origin: string;
  target: Table;
  isSelf: boolean;
  cardinality: Cardinality;
  /** The foreign key's name (the junction's first key for many-to-many). */
  constraint: string;
  columns: ColumnPair[];
  /** One-to-one: whether the origin is the referenced side. */
  isParent?: boolean | undefined;
  junction?: Junction | undefined;
  /** A computed relationship: the function (of the origin's row) giving the target's rows. */
  computed?: string | undefined;
}

export function isToOne(r: Relationship): boolean {
  return r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';
}

const zip = (a: readonly string[], b: readonly string[]): ColumnPair[] =>
  a.map((x, i) => [x, b[i] ?? ''] as const);

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Whether a foreign key's columns are exactly a primary or unique key of their table. */
function isOneToOne(t: Table, columns: readonly string[]): boolean {
  return [t.primaryKey, ...t.uniques].some((u) => u.length > 0 && sameSet(u, columns));
}

// PostgREST's derived order of cardinalities (the constructors' order), used to sort candidates.
const CARDINALITY_ORDER: Cardinality[] = [
  'one-to-many',
  'many-to-one',
  'one-to-one',
  'many-to-many',
];

function compare(a: Relationship, b: Relationship): number {
  const by = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return (
    by(a.target.name, b.target.name) ||
    Number(a.isSelf) - Number(b.isSelf) ||
    CARDINALITY_ORDER.indexOf(a.cardinality) - CARDINALITY_ORDER.indexOf(b.cardinality) ||
    by(a.junction?.table.name ?? '', b.junction?.table.name ?? '') ||
    by(a.constraint, b.constraint) ||
    by(a.junction?.constraint2 ?? '', b.junction?.constraint2 ?? '') ||
    by(JSON.stringify(a.columns), JSON.stringify(b.columns))
  );
}

/** Every relationship from `origin`, in PostgREST's order. */
export function relationshipsFrom(schema: SchemaCache, origin: Table): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of origin.foreignKeys) {
    const target = schema.tables.get(fk.foreignTable);
    if (!target) continue;
    const o2o = isOneToOne(origin, fk.columns);
    out.push({
      origin: origin.name,
      target,
      isSelf: target.name === origin.name,
      cardinality: o2o ? 'one-to-one' : 'many-to-one',
      constraint: fk.name,
      columns: zip(fk.columns, fk.foreignColumns),
      isParent: o2o ? false : undefined,
    });
  }
  for (const other of schema.tables.values()) {
    for (const fk of other.foreignKeys) {
      if (fk.foreignTable !== origin.name) continue;
      const o2o = isOneToOne(other, fk.columns);
      out.push({
        origin: origin.name,
        target: other,
        isSelf: other.name === origin.name,
        cardinality: o2o ? 'one-to-one' : 'one-to-many',
        constraint: fk.name,
        columns: zip(fk.foreignColumns, fk.columns),
        isParent: o2o ? true : undefined,
      });
      // Many-to-many through `other`, when its primary key covers both foreign keys.
      for (const fk2 of other.foreignKeys) {
        if (fk2.name === fk.name) continue;
        const target = schema.tables.get(fk2.foreignTable);
        if (!target) continue;
        if (![...fk.columns, ...fk2.columns].every((c) => other.primaryKey.includes(c))) continue;
        out.push({
          origin: origin.name,
          target,
          isSelf: target.name === origin.name,
          cardinality: 'many-to-many',
          constraint: fk.name,
          columns: [],
          junction: {
            table: other,
            constraint1: fk.name,
            constraint2: fk2.name,
            source: zip(fk.foreignColumns, fk.columns),
            target: zip(fk2.foreignColumns, fk2.columns),
          },
        });
      }
    }
  }
  // Computed relationships: named by their function, its rows the target's.
  for (const rel of origin.computedRelations?.values() ?? []) {
    const target = schema.tables.get(rel.target);
    if (!target) continue;
    out.push({
      origin: origin.name,
      target,
      isSelf: target.name === origin.name,
      cardinality: rel.toOne ? 'many-to-one' : 'one-to-many',
      constraint: rel.name,
      columns: [],
      computed: rel.name,
    });
  }
  return out.sort(compare);
}

const singleOrigin = (r: Relationship, name: string) =>
  r.cardinality !== 'many-to-many' && r.columns.length === 1 && r.columns[0]?.[0] === name;
const singleTarget = (r: Relationship, name: string) =>
  r.cardinality !== 'many-to-many' && r.columns.length === 1 && r.columns[0]?.[1] === name;
const byConstraint = (r: Relationship, name: string) =>
  r.cardinality !== 'many-to-many' && r.constraint === name;

/** Whether `target` (and the `!hint`) pick the relationship, as PostgREST's findRel decides. */
function matches(r: Relationship, target: string, hint: string | undefined): boolean {
  // A computed relationship is named by its function alone, as in PostgREST.
  if (r.computed !== undefined) return target === r.computed;
  if (r.isSelf) {
    if (hint === undefined) {
      return (
        (target === r.target.name && r.cardinality === 'one-to-many') ||
        (singleOrigin(r, target) && r.cardinality === 'many-to-one')
      );
    }
    return target === r.target.name && r.cardinality === 'one-to-many' && singleTarget(r, hint);
  }
  if (hint === undefined) {
    // A constraint or column name never names a view (PostgREST issue 2277).
    return (
      target === r.target.name ||
      (!r.target.view && (byConstraint(r, target) || singleOrigin(r, target)))
    );
  }
  return (
    target === r.target.name &&
    (byConstraint(r, hint) ||
      singleOrigin(r, hint) ||
      singleTarget(r, hint) ||
      r.junction?.table.name === hint)
  );
}

const cols = (names: readonly string[]) => `(${names.join(', ')})`;

/** One candidate as PostgREST lists it in PGRST201's details. */
export function describeRelationship(r: Relationship): Record<string, string> {
  const embedding = `${r.origin} with ${r.target.name}`;
  if (r.junction) {
    const j = r.junction;
    return {
      cardinality: r.cardinality,
      embedding,
      relationship: `${j.table.name} using ${j.constraint1}${cols(j.source.map((p) => p[1]))} and ${j.constraint2}${cols(j.target.map((p) => p[1]))}`,
    };
  }
  return {
    cardinality: r.cardinality,
    embedding,
    relationship: `${r.constraint} using ${r.origin}${cols(r.columns.map((p) => p[0]))} and ${r.target.name}${cols(r.columns.map((p) => p[1]))}`,
  };
}

/**
 * PGRST200's hint, as PostgREST's noRelBetweenHint gives it: when the origin has relationships,
 * the related table most like the one named (never the one named itself); when it has none, the
 * table with relationships most like the origin. Null when nothing is alike enough.
 */
function noRelationshipHint(
  schema: SchemaCache,
  origin: Table,
  target: string,
  fromOrigin: readonly Relationship[],
): string | null {
  if (fromOrigin.length > 0) {
    const children = [...new Set(fromOrigin.map((r) => r.target.name))].filter(
      (name) => name.toLowerCase() !== target.toLowerCase(),
    );
    const child = closest(target, children);
    return child === undefined ? null : `Perhaps you meant '${child}' instead of '${target}'.`;
  }
  const parents = [...schema.tables.values()]
    .filter((table) => relationshipsFrom(schema, table).length > 0)
    .map((table) => table.name);
  const parent = closest(origin.name, parents);
  return parent === undefined ? null : `Perhaps you meant '${parent}' instead of '${origin.name}'.`;
}

/** The one relationship an embedding names; PGRST200 when none, PGRST201 when several. */
export function findRelationship(
  schema: SchemaCache,
  origin: Table,
  target: string,
  hint: string | undefined,
): Relationship {
  const all = relationshipsFrom(schema, origin);
  const found = all.filter((r) => matches(r, target, hint));
  if (found.length === 1) return found[0] as Relationship;
  if (found.length === 0) {
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${target}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${schema.schema}', but no matches were found.`,
      noRelationshipHint(schema, origin, target, all),
    );
  }
  throw new HttpError(300, {
    code: 'PGRST201',
    // A list of candidates, not a string: PostgREST sends details so for this error.
    details: found.map(describeRelationship),
    hint: `Try changing '${target}' to one of the following: ${found
      .map((r) => `'${r.target.name}!${r.junction ? r.junction.table.name : r.constraint}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
    message: `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
  });
}
