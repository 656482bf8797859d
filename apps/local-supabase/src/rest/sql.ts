/**
 * sql: writes the statements for a plan, and nothing else. Identifiers come only from the plan,
 * that is from the schema cache (then quoted); casts only from the allow-list or the catalog's
 * own type names; every value, limits and offsets included, is a bound parameter, cast from
 * text to the column's catalog type so both drivers bind it the same way and PostgreSQL does
 * the parsing (bad input -> 22xxx -> 400). The statements for each kind of plan are here, as
 * PostgREST's QueryBuilder writes them; the fragments they are made of are in sql/writer.ts.
 */
import type {
  CallPlan,
  DeletePlan,
  InsertGroup,
  InsertPlan,
  MutationPlan,
  PlannedItem,
  ReadPlan,
  UpdatePlan,
} from './plan.js';
import type { Media } from './request.js';
import type { Table } from './schema.js';
import { aggregate, q, type Statement, Writer } from './sql/writer.js';

export type { Statement } from './sql/writer.js';

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

/**
 * The rows a read's filters match, ignoring its range, one `1` each, as PostgREST's count query
 * selects them: what count=exact counts and what count=planned asks the planner about.
 */
function countSource(w: Writer, plan: ReadPlan): string {
  const a = w.alias();
  const where = w.where(plan.filters, plan.select, a);
  return `select 1 from ${w.table(plan.table)} ${a}${where}`;
}

/**
 * How many rows the read's filters match (Prefer: count=exact), or at most `limit` of them
 * (count=estimated stops counting one past max_rows).
 */
export function countStatement(plan: ReadPlan, limit?: number): Statement {
  const w = new Writer(plan.schema);
  const source = countSource(w, plan);
  const cap = limit === undefined ? '' : ` limit ${w.count(limit)}`;
  return w.statement(`select count(*)::int as n from (${source}${cap}) _c`);
}

/** The planner's estimate of the same rows (count=planned): its plan, as JSON. */
export function plannedCountStatement(plan: ReadPlan): Statement {
  const w = new Writer(plan.schema);
  return w.statement(`explain (format json) ${countSource(w, plan)}`);
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
