/** Views in the schema cache: the keys and relationships they take from their base tables. */
import type { Queryable } from '../../db/types.js';
import type { Relationship, Table } from './types.js';

/**
 * Views' keys, as PostgREST derives them: each view column that is a plain column of a table
 * (the `resorigtbl`/`resorigcol` of the view's target list) stands for it, so a foreign key whose
 * columns all show in a view also joins the view, from either side, and a view showing a table's
 * whole primary key (or a unique key) has it too.
 */
export async function deriveViewKeys(db: Queryable, schema: string, tables: Map<string, Table>) {
  const views = await db.query<{ view: string; action: string }>(
    `select c.relname as view, r.ev_action::text as action
       from pg_rewrite r
       join pg_class c on c.oid = r.ev_class
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('v', 'm') and r.rulename = '_RETURN'`,
    [schema],
  );
  if (views.length === 0) return;
  const attrs = await db.query<{ oid: number; tbl: string; attnum: number; col: string }>(
    `select c.oid::int as oid, c.relname as tbl, a.attnum::int as attnum, a.attname as col
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0`,
    [schema],
  );
  const colOf = new Map(attrs.map((a) => [`${a.oid}:${a.attnum}`, { tbl: a.tbl, col: a.col }]));
  // view -> base table -> base column -> view column
  const sources = new Map<string, Map<string, Map<string, string>>>();
  for (const v of views) {
    const view = tables.get(v.view);
    if (!view) continue;
    const byTable = new Map<string, Map<string, string>>();
    const entries = v.action.matchAll(
      /:resno (\d+) :resname (\S+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+) :resjunk false/g,
    );
    for (const m of entries) {
      const [, , resname = '', tbl = '0', col = '0'] = m;
      // Subqueries' target lists come first in the text; the view's own (named as the view's
      // columns) come last, so later entries win.
      if (!view.columns.has(resname) || tbl === '0') continue;
      const base = colOf.get(`${tbl}:${col}`);
      if (!base || base.tbl === v.view) continue;
      const map = byTable.get(base.tbl) ?? new Map<string, string>();
      byTable.set(base.tbl, map);
      for (const [k, val] of map) if (val === resname) map.delete(k);
      map.set(base.col, resname);
    }
    sources.set(v.view, byTable);
  }
  // Each relation a table's columns show in: itself, and the views mapping all of them.
  const showing = (tbl: string, cols: readonly string[]) => {
    const out: { rel: string; cols: string[] }[] = [{ rel: tbl, cols: [...cols] }];
    for (const [view, byTable] of sources) {
      const map = byTable.get(tbl);
      const mapped = cols.map((c) => map?.get(c));
      if (mapped.every((c): c is string => c !== undefined)) out.push({ rel: view, cols: mapped });
    }
    return out;
  };
  const derived: [string, Relationship][] = [];
  for (const t of tables.values()) {
    if (sources.has(t.name)) continue;
    for (const fk of t.foreignKeys) {
      if (sources.has(fk.foreignTable)) continue;
      for (const from of showing(t.name, fk.columns)) {
        for (const to of showing(fk.foreignTable, fk.foreignColumns)) {
          if (from.rel === t.name && to.rel === fk.foreignTable) continue;
          derived.push([
            from.rel,
            { name: fk.name, columns: from.cols, foreignTable: to.rel, foreignColumns: to.cols },
          ]);
        }
      }
    }
  }
  for (const [rel, fk] of derived) tables.get(rel)?.foreignKeys.push(fk);
  for (const [view, byTable] of sources) {
    const v = tables.get(view);
    if (!v) continue;
    for (const [tbl, map] of byTable) {
      const base = tables.get(tbl);
      if (!base) continue;
      const keys = (cols: readonly string[]) => {
        const mapped = cols.map((c) => map.get(c));
        return mapped.every((c): c is string => c !== undefined) ? mapped : undefined;
      };
      const pk = base.primaryKey.length > 0 ? keys(base.primaryKey) : undefined;
      if (pk && v.primaryKey.length === 0) v.primaryKey = pk;
      for (const u of base.uniques) {
        const k = keys(u);
        if (k) v.uniques.push(k);
      }
    }
  }
}
