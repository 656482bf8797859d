/**
 * The schema cache: which tables, columns, keys, relationships and functions exist in the
 * exposed schema. Every identifier in a request is checked against it before any SQL is
 * built, so identifiers are never taken on trust, and unknown ones get PostgREST's errors.
 */
import type { Queryable } from '../db/types.js';
import type { Column, FunctionArg, RpcFunction, SchemaCache, Table } from './schema/types.js';
import { deriveViewKeys } from './schema/views.js';

export type * from './schema/types.js';

export function createSchemaCache(schema = 'public'): SchemaCache {
  const cache: SchemaCache = {
    schema,
    tables: new Map(),
    functions: new Map(),
    async reload(db) {
      const tables = new Map<string, Table>();
      const cols = await db.query<{ tbl: string; col: string; type: string; view: boolean }>(
        `select c.relname as tbl, a.attname as col, format_type(a.atttypid, a.atttypmod) as type,
                c.relkind in ('v', 'm') as view
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid
          where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
            and a.attnum > 0 and not a.attisdropped
          order by c.relname, a.attnum`,
        [schema],
      );
      for (const r of cols) {
        let t = tables.get(r.tbl);
        if (!t) {
          t = { name: r.tbl, columns: new Map(), primaryKey: [], uniques: [], foreignKeys: [] };
          if (r.view) t.view = true;
          tables.set(r.tbl, t);
        }
        t.columns.set(r.col, { name: r.col, type: r.type });
      }
      const cons = await db.query<{
        tbl: string;
        name: string;
        kind: string;
        cols: string;
        ftable: string | null;
        fschema: string | null;
        fcols: string | null;
      }>(
        `select cl.relname as tbl, con.conname as name, con.contype::text as kind,
                (select json_agg(a.attname order by k.ord)
                   from unnest(con.conkey) with ordinality k(attnum, ord)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum)::text as cols,
                fcl.relname as ftable, fn.nspname as fschema,
                (select json_agg(a.attname order by k.ord)
                   from unnest(con.confkey) with ordinality k(attnum, ord)
                   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)::text as fcols
           from pg_constraint con
           join pg_class cl on cl.oid = con.conrelid
           join pg_namespace n on n.oid = cl.relnamespace
           left join pg_class fcl on fcl.oid = con.confrelid
           left join pg_namespace fn on fn.oid = fcl.relnamespace
          where n.nspname = $1 and con.contype in ('p', 'u', 'f')
          order by con.conname`,
        [schema],
      );
      for (const c of cons) {
        const t = tables.get(c.tbl);
        if (!t) continue;
        const columns = JSON.parse(c.cols) as string[];
        if (c.kind === 'p') t.primaryKey = columns;
        else if (c.kind === 'u') t.uniques.push(columns);
        else if (c.kind === 'f' && c.fschema === schema && c.ftable && c.fcols) {
          t.foreignKeys.push({
            name: c.name,
            columns,
            foreignTable: c.ftable,
            foreignColumns: JSON.parse(c.fcols) as string[],
          });
        }
      }
      // Unique indexes that are not constraints also qualify as upsert targets.
      const idx = await db.query<{ tbl: string; cols: string }>(
        `select cl.relname as tbl,
                (select json_agg(a.attname order by k.ord)
                   from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                   join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum)::text as cols
           from pg_index i
           join pg_class cl on cl.oid = i.indrelid
           join pg_namespace n on n.oid = cl.relnamespace
          where n.nspname = $1 and i.indisunique and i.indexprs is null and i.indpred is null`,
        [schema],
      );
      for (const i of idx) {
        const t = tables.get(i.tbl);
        if (t && i.cols) t.uniques.push(JSON.parse(i.cols) as string[]);
      }
      const functions = new Map<string, RpcFunction[]>();
      const fns = await db.query<{
        name: string;
        args: string | null;
        retset: boolean;
        composite: boolean;
        void: boolean;
        cols: string | null;
        rtable: string | null;
      }>(
        `select p.proname as name,
                (select json_agg(json_build_object('name', coalesce(p.proargnames[k.ord], ''),
                                                   'type', k.t::regtype::text,
                                                   'required', k.ord <= p.pronargs - p.pronargdefaults)
                                 order by k.ord)
                   from unnest(p.proargtypes::oid[]) with ordinality k(t, ord))::text as args,
                p.proretset as retset,
                (t.typtype = 'c' or (p.prorettype = 'record'::regtype and p.proargmodes is not null)) as composite,
                (p.prorettype = 'void'::regtype) as void,
                (case when t.typtype = 'c' then
                   (select json_agg(json_build_object('name', a.attname,
                                                      'type', format_type(a.atttypid, a.atttypmod))
                                    order by a.attnum)
                      from pg_attribute a
                     where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
                 else
                   (select json_agg(json_build_object('name', p.proargnames[i],
                                                      'type', format_type(p.proallargtypes[i], null))
                                    order by i)
                      from generate_subscripts(p.proallargtypes, 1) i
                     where p.proargmodes[i] in ('o', 't', 'b'))
                 end)::text as cols,
                (select c.relname from pg_class c
                  where c.oid = t.typrelid and c.relnamespace = n.oid
                    and c.relkind in ('r', 'v', 'm', 'p', 'f')) as rtable
           from pg_proc p
           join pg_namespace n on n.oid = p.pronamespace
           join pg_type t on t.oid = p.prorettype
          where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
          order by p.proname, p.oid`,
        [schema],
      );
      for (const f of fns) {
        const args = f.args ? (JSON.parse(f.args) as FunctionArg[]) : [];
        // As PostgREST: unnamed arguments make a function uncallable, unless it is the only
        // one and json, jsonb, text, xml or bytea (then the request body is that argument).
        const unnamed = args.filter((a) => a.name === '');
        const callable =
          unnamed.length === 0 ||
          (args.length === 1 &&
            ['json', 'jsonb', 'text', 'xml', 'bytea'].includes(args[0]?.type ?? ''));
        if (!callable) continue;
        const overloads = functions.get(f.name) ?? [];
        functions.set(f.name, overloads);
        overloads.push({
          name: f.name,
          schema,
          args,
          returnsSet: f.retset,
          returnsComposite: f.composite,
          returnsVoid: f.void,
          resultColumns: f.composite && f.cols ? (JSON.parse(f.cols) as Column[]) : [],
          resultTable: f.rtable ?? undefined,
        });
      }
      const computed = await db.query<{ tbl: string; name: string; type: string }>(
        `select c.relname as tbl, p.proname as name, format_type(p.prorettype, null) as type
           from pg_proc p
           join pg_namespace n on n.oid = p.pronamespace
           join pg_class c on c.reltype = p.proargtypes[0]
           join pg_namespace cn on cn.oid = c.relnamespace
           join pg_type rt on rt.oid = p.prorettype
          where n.nspname = $1 and cn.nspname = $1 and p.prokind = 'f' and p.pronargs = 1
            and not p.proretset and rt.typtype <> 'p'`,
        [schema],
      );
      for (const f of computed) {
        const t = tables.get(f.tbl);
        if (!t) continue;
        t.computed ??= new Map();
        t.computed.set(f.name, { name: f.name, type: f.type, computed: true });
      }
      const rels = await db.query<{ tbl: string; name: string; target: string; one: boolean }>(
        `select c.relname as tbl, p.proname as name, rc.relname as target,
                (not p.proretset or p.prorows = 1) as one
           from pg_proc p
           join pg_namespace n on n.oid = p.pronamespace
           join pg_class c on c.reltype = p.proargtypes[0]
           join pg_namespace cn on cn.oid = c.relnamespace
           join pg_class rc on rc.reltype = p.prorettype
           join pg_namespace rn on rn.oid = rc.relnamespace
          where n.nspname = $1 and cn.nspname = $1 and rn.nspname = $1 and p.prokind = 'f'
            and p.pronargs = 1`,
        [schema],
      );
      for (const r of rels) {
        const t = tables.get(r.tbl);
        if (!t || !tables.has(r.target)) continue;
        t.computedRelations ??= new Map();
        t.computedRelations.set(r.name, { name: r.name, target: r.target, toOne: r.one });
      }
      await deriveViewKeys(db, schema, tables);
      cache.tables = tables;
      cache.functions = functions;
    },
  };
  return cache;
}

/**
 * PostgREST's in-database configuration: `pgrst.*` settings on the authenticator role (for this
 * database or all of them), as `alter role authenticator set pgrst.db_aggregates_enabled = true`
 * writes them. Read with the schema cache, so a reload picks up a change.
 */
export interface PgrstSettings {
  aggregatesEnabled: boolean;
  planEnabled: boolean;
}

/** The exposed schemas (`[api] schemas`), each with its cache, and the role's pgrst settings. */
export interface ApiSchemas {
  /** In `[api] schemas` order: the first is the default profile. */
  names: string[];
  /** `[api] extra_search_path`: on the search_path after the request's schema. */
  extraSearchPath: string[];
  caches: Map<string, SchemaCache>;
  settings: PgrstSettings;
  reload(db: Queryable): Promise<void>;
}

export function createApiSchemas(
  names: readonly string[] = ['public'],
  extraSearchPath: readonly string[] = ['public', 'extensions'],
): ApiSchemas {
  const list = names.length > 0 ? [...names] : ['public'];
  const api: ApiSchemas = {
    names: list,
    extraSearchPath: [...extraSearchPath],
    caches: new Map(list.map((n) => [n, createSchemaCache(n)])),
    settings: { aggregatesEnabled: false, planEnabled: false },
    async reload(db) {
      for (const cache of api.caches.values()) await cache.reload(db);
      const rows = await db.query<{ key: string; value: string }>(
        `select distinct on (key) replace(k, 'pgrst.', '') as key, v as value
           from (select s.setdatabase as database,
                        substr(c, 1, strpos(c, '=') - 1) as k,
                        substr(c, strpos(c, '=') + 1) as v
                   from pg_db_role_setting s, unnest(s.setconfig) c
                  where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
                    and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
                    and c like 'pgrst.%') kv
          order by key, database desc`,
      );
      const on = (key: string) => {
        const v = rows.find((r) => r.key === key)?.value.toLowerCase();
        return v === 'true' || v === 'on' || v === '1' || v === 'yes';
      };
      api.settings = {
        aggregatesEnabled: on('db_aggregates_enabled'),
        planEnabled: on('db_plan_enabled'),
      };
    },
  };
  return api;
}
