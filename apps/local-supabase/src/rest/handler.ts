/**
 * /rest/v1: PostgREST's dialect over the schema cache. Each request is one transaction run as
 * the caller's role with request.jwt.claims set (db/role.ts), so RLS decides every row.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { identifyCaller } from '../auth/identity.js';
import type { Claims } from '../auth/jwt.js';
import type { Ctx } from '../context.js';
import { isPgError, type Queryable } from '../db/index.js';
import { asCaller, Rollback } from '../db/role.js';
import {
  BodyTooLarge,
  bearer,
  header,
  isPlainObject,
  parseJson,
  readBody,
  send,
  sendJson,
} from '../http/util.js';
import { ApiError, fromPgError, parseError } from './errors.js';
import {
  type Filter,
  parseColumns,
  parseCondition,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  parsePrefer,
  parseSelect,
  type SelectItem,
} from './parse.js';
import type { Table } from './schema.js';
import { Builder, q, type Scopes, scopeFor } from './sql.js';

const MAX_BODY = 10 * 1024 * 1024;
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

interface Parsed {
  select: SelectItem[];
  scopes: Scopes;
  columns?: string[] | undefined;
  onConflict?: string[] | undefined;
}

/** Splits the query string into the select list, root filters and per-embed modifiers. */
function parseQuery(query: URLSearchParams, forRpc: ReadonlySet<string> = new Set()): Parsed {
  const scopes: Scopes = new Map();
  const root = scopeFor(scopes, '');
  let select: SelectItem[] = [{ kind: 'star' }];
  let columns: string[] | undefined;
  let onConflict: string[] | undefined;
  for (const [key, value] of query) {
    if (forRpc.has(key)) continue;
    if (key === 'select') select = parseSelect(value);
    else if (key === 'columns') columns = parseColumns(value);
    else if (key === 'on_conflict') onConflict = parseColumns(value);
    else if (key === 'order') root.order = parseOrder(value);
    else if (key === 'limit') root.limit = parseNonNegativeInt(value, 'limit');
    else if (key === 'offset') root.offset = parseNonNegativeInt(value, 'offset');
    else {
      // `path.rest`: `rest` is a modifier or a column of the embedded resource at `path`.
      const logic = /^(?:(.*)\.)?(or|and)$/.exec(key);
      if (logic) {
        let path = logic[1] ?? '';
        let negate = false;
        if (path === 'not' || path.endsWith('.not')) {
          negate = true;
          path = path.slice(0, -3).replace(/\.$/, '');
        }
        scopeFor(scopes, path).filters.push(parseLogic(logic[2] as 'and' | 'or', negate, value));
        continue;
      }
      const dot = key.lastIndexOf('.');
      const path = dot >= 0 ? key.slice(0, dot) : '';
      const last = dot >= 0 ? key.slice(dot + 1) : key;
      if (last === '' || key.trim() === '') throw parseError(`"${key}" is not a valid parameter`);
      const scope = scopeFor(scopes, path);
      if (path && last === 'order') scope.order = parseOrder(value);
      else if (path && last === 'limit') scope.limit = parseNonNegativeInt(value, 'limit');
      else if (path && last === 'offset') scope.offset = parseNonNegativeInt(value, 'offset');
      else scope.filters.push(parseCondition(last, value));
    }
  }
  return { select, scopes, columns, onConflict };
}

function checkPaths(b: Builder, scopes: Scopes): void {
  for (const [path, scope] of scopes) {
    const used = b.usedPaths.has(path);
    const empty =
      scope.filters.length === 0 &&
      !scope.order &&
      scope.limit === undefined &&
      scope.offset === undefined;
    if (!used && !empty) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
}

export async function handleRest(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  query: URLSearchParams,
): Promise<void> {
  let role: Claims['role'] = 'anon';
  try {
    const who = await identifyCaller(ctx, bearer(req));
    if (!who.ok) {
      throw new ApiError(
        401,
        who.reason === 'invalid' ? 'PGRST301' : 'PGRST303',
        who.reason === 'expired'
          ? 'JWT expired'
          : who.reason === 'session_ended'
            ? who.message
            : 'No suitable key or wrong key type',
      );
    }
    role = who.claims.role;
    const method = req.method ?? 'GET';
    const profile =
      method === 'GET' || method === 'HEAD'
        ? header(req, 'accept-profile')
        : header(req, 'content-profile');
    if (profile && profile !== ctx.schema.schema) {
      throw new ApiError(
        406,
        'PGRST106',
        'The schema must be one of the following: public',
        null,
        null,
      );
    }
    const segments = route.split('/').filter(Boolean).map(safeDecode);
    if (segments.length === 2 && segments[0] === 'rpc') {
      await rpc(ctx, req, res, who.claims, segments[1] ?? '', query);
      return;
    }
    if (segments.length !== 1) {
      throw new ApiError(404, 'PGRST125', `Invalid path specified in request URL`);
    }
    await table(ctx, req, res, who.claims, segments[0] ?? '', query);
  } catch (e) {
    if (e instanceof ApiError) {
      const headers: Record<string, string> = {};
      if (e.code === 'PGRST301' || e.code === 'PGRST303') {
        headers['WWW-Authenticate'] =
          `Bearer error="invalid_token", error_description="${e.message}"`;
      }
      sendJson(res, e.status, e.body(), headers);
      return;
    }
    if (e instanceof BodyTooLarge) {
      sendJson(res, 413, new ApiError(413, 'PGRST413', 'Payload Too Large').body());
      return;
    }
    if (isPgError(e)) {
      const err = fromPgError(e, role);
      sendJson(res, err.status, err.body());
      return;
    }
    throw e;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw new ApiError(400, 'PGRST100', `"${s}" is not a valid path segment`);
  }
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const buf = await readBody(req, MAX_BODY);
  if (buf.length === 0) return undefined;
  const parsed = parseJson(buf);
  if (!parsed.ok) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', parsed.error);
  }
  return parsed.value;
}

interface Outcome {
  status: number;
  body?: string | undefined;
  headers: Record<string, string>;
}

async function table(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  claims: Claims,
  name: string,
  query: URLSearchParams,
): Promise<void> {
  const method = req.method ?? 'GET';
  const parsed = parseQuery(query);
  const prefer = parsePrefer(header(req, 'prefer'));
  const single = (header(req, 'accept') ?? '').includes(OBJECT_MEDIA);
  const b = new Builder(ctx.schema, parsed.scopes);
  const t = b.table(name);
  const body =
    method === 'POST' || method === 'PATCH' || method === 'PUT'
      ? await readJsonBody(req)
      : undefined;

  const run = async (tx: Queryable): Promise<Outcome> => {
    switch (method) {
      case 'GET':
      case 'HEAD':
        return read(tx, b, t, parsed, prefer, single, method === 'HEAD');
      case 'POST':
        return insert(tx, b, t, parsed, prefer, single, body);
      case 'PATCH':
        return update(tx, b, t, parsed, prefer, single, body);
      case 'DELETE':
        return remove(tx, b, t, parsed, prefer, single);
      default:
        throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
  };
  const outcome = await inTransaction(ctx, claims, method, `/${name}`, prefer, run);
  respond(res, outcome, single);
}

/** Runs as the caller; a singular-response failure or tx=rollback rolls the writes back. */
async function inTransaction(
  ctx: Ctx,
  claims: Claims,
  method: string,
  path: string,
  prefer: Map<string, string>,
  run: (tx: Queryable) => Promise<Outcome>,
): Promise<Outcome> {
  try {
    return await asCaller(
      ctx.db,
      claims,
      { method, path, readOnly: method === 'GET' || method === 'HEAD' },
      async (tx) => {
        const outcome = await run(tx);
        if (prefer.get('tx') === 'rollback' || outcome.status >= 400) throw new Rollback(outcome);
        return outcome;
      },
    );
  } catch (e) {
    if (e instanceof Rollback) return e.value as Outcome;
    throw e;
  }
}

function respond(res: ServerResponse, o: Outcome, single: boolean): void {
  const type = single ? `${OBJECT_MEDIA}; charset=utf-8` : 'application/json; charset=utf-8';
  if (o.body === undefined) {
    res.writeHead(o.status, o.headers);
    res.end();
    return;
  }
  send(res, o.status, o.body, { 'Content-Type': type, ...o.headers });
}

function singleError(n: number): Outcome {
  const e = new ApiError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
  return {
    status: 406,
    body: JSON.stringify(e.body()),
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  };
}

function countMode(prefer: Map<string, string>): boolean {
  const c = prefer.get('count');
  return c === 'exact' || c === 'planned' || c === 'estimated';
}

/**
 * Renders the rows a data-modifying statement returns as JSON text plus the row count. The
 * statement must be a top-level CTE (PostgreSQL refuses it inside a sub-select).
 */
async function render(
  tx: Queryable,
  b: Builder,
  t: Table,
  mutation: string,
  select: SelectItem[],
): Promise<{ json: string; first: string | null; n: number }> {
  const a = '_t0';
  const cols = b.selectList(t, a, select, '');
  const rows = await tx.query<{ json: string; first: string | null; n: number }>(
    `with _m as (${mutation})
     select coalesce(json_agg(_r), '[]'::json)::text as json, (json_agg(_r) -> 0)::text as first,
            count(*)::int as n
       from (select ${cols.join(', ')} from _m ${a}) _r`,
    b.params.values,
  );
  const r = rows[0];
  return { json: r?.json ?? '[]', first: r?.first ?? null, n: Number(r?.n ?? 0) };
}

async function read(
  tx: Queryable,
  b: Builder,
  t: Table,
  parsed: Parsed,
  prefer: Map<string, string>,
  single: boolean,
  head: boolean,
): Promise<Outcome> {
  const a = b.nextAlias();
  const root = parsed.scopes.get('') ?? { filters: [] };
  const cols = b.selectList(t, a, parsed.select, '');
  const where = [
    ...root.filters.map((f) => b.filter(t, a, f)),
    ...b.innerConditions(t, a, parsed.select, ''),
  ];
  checkPaths(b, parsed.scopes);
  const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
  const order = root.order ? ` order by ${b.order(t, a, root.order)}` : '';
  const limit = root.limit !== undefined ? ` limit ${root.limit}` : '';
  const offset = root.offset ?? 0;
  const rows = await tx.query<{ json: string; first: string | null; n: number }>(
    `select coalesce(json_agg(_r), '[]'::json)::text as json, (json_agg(_r) -> 0)::text as first,
            count(*)::int as n
       from (select ${cols.join(', ')} from ${b.qualified(t)} ${a}${whereSql}${order}${limit}
             offset ${offset}) _r`,
    b.params.values,
  );
  const r = rows[0];
  const n = Number(r?.n ?? 0);
  let total: number | undefined;
  if (countMode(prefer)) {
    // A separate builder: the count must not carry the select list's embed parameters.
    const cb = b.fork();
    const cwhere = [
      ...root.filters.map((f) => cb.filter(t, a, f)),
      ...cb.innerConditions(t, a, parsed.select, ''),
    ];
    const c = await tx.query<{ n: number }>(
      `select count(*)::int as n from ${b.qualified(t)} ${a}${cwhere.length ? ` where ${cwhere.join(' and ')}` : ''}`,
      cb.params.values,
    );
    total = Number(c[0]?.n ?? 0);
  }
  if (single && n !== 1) return singleError(n);
  const range = n > 0 ? `${offset}-${offset + n - 1}` : '*';
  const headers = { 'Content-Range': `${range}/${total ?? '*'}` };
  if (total !== undefined && total > 0 && offset >= total && n === 0) {
    const e = new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    return { status: 416, body: JSON.stringify(e.body()), headers };
  }
  const partial = total !== undefined && (offset > 0 || offset + n < total);
  return {
    status: partial ? 206 : 200,
    body: head ? '' : single ? (r?.first ?? 'null') : (r?.json ?? '[]'),
    headers,
  };
}

function payloadRows(
  t: Table,
  body: unknown,
  columns: string[] | undefined,
): {
  rows: Record<string, unknown>[];
  cols: string[];
} {
  const rows = Array.isArray(body) ? body : [body];
  if (body === undefined || !rows.every(isPlainObject)) {
    throw new ApiError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Expected a JSON object or an array of objects',
    );
  }
  const objects = rows as Record<string, unknown>[];
  const cols = columns ?? [...new Set(objects.flatMap((o) => Object.keys(o)))];
  for (const c of cols) {
    if (!t.columns.has(c)) {
      throw new ApiError(
        400,
        'PGRST204',
        `Could not find the '${c}' column of '${t.name}' in the schema cache`,
      );
    }
  }
  return { rows: objects, cols };
}

function mutationOutcome(
  rendered: { json: string; first: string | null; n: number } | undefined,
  status: number,
  prefer: Map<string, string>,
  single: boolean,
): Outcome {
  const headers: Record<string, string> = {};
  const n = rendered?.n ?? 0;
  if (countMode(prefer) && rendered) headers['Content-Range'] = `*/${n}`;
  if (single && rendered && n !== 1) return singleError(n);
  const representation = prefer.get('return') === 'representation';
  if (!representation || !rendered) {
    return { status: status === 201 ? 201 : 204, headers };
  }
  return {
    status: status === 201 ? 201 : 200,
    body: single ? (rendered.first ?? 'null') : rendered.json,
    headers,
  };
}

async function insert(
  tx: Queryable,
  builder: Builder,
  t: Table,
  parsed: Parsed,
  prefer: Map<string, string>,
  single: boolean,
  body: unknown,
): Promise<Outcome> {
  let b = builder;
  const { rows, cols } = payloadRows(t, body, parsed.columns);
  const resolution = prefer.get('resolution');
  let conflict = '';
  if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
    const target = parsed.onConflict ?? t.primaryKey;
    for (const c of target) b.column(t, c);
    if (target.length === 0) throw new ApiError(400, 'PGRST100', 'on_conflict is required');
    const updates = cols.filter((c) => !target.includes(c));
    conflict =
      resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target.map(q).join(', ')}) do nothing`
        : ` on conflict (${target.map(q).join(', ')}) do update set ${updates
            .map((c) => `${q(c)} = excluded.${q(c)}`)
            .join(', ')}`;
  } else if (parsed.onConflict) {
    for (const c of parsed.onConflict) b.column(t, c);
  }
  // missing=default: keys absent from an object take the column default, so rows with
  // different key sets are inserted in separate statements.
  const groups: { cols: string[]; rows: Record<string, unknown>[] }[] = [];
  if (prefer.get('missing') === 'default' && rows.length > 1) {
    const byKeys = new Map<string, Record<string, unknown>[]>();
    for (const r of rows) {
      const k = cols.filter((c) => c in r).join('\u0000');
      byKeys.set(k, [...(byKeys.get(k) ?? []), r]);
    }
    for (const [k, rs] of byKeys) groups.push({ cols: k ? k.split('\u0000') : [], rows: rs });
  } else {
    groups.push({ cols, rows });
  }
  const wantRows = prefer.get('return') === 'representation' || single;
  const rendered: { json: string; first: string | null; n: number }[] = [];
  for (const g of groups) {
    if (g.rows.length === 0) continue;
    b = b.fork();
    const payload = b.params.add(JSON.stringify(g.rows));
    const a = '_ins';
    const ins =
      g.cols.length === 0
        ? `insert into ${b.qualified(t)} as ${a} select from json_array_elements(${payload}::json)`
        : `insert into ${b.qualified(t)} as ${a} (${g.cols.map(q).join(', ')})
           select ${g.cols.map(q).join(', ')} from json_populate_recordset(null::${b.qualified(t)}, ${payload}::json)`;
    if (wantRows) {
      rendered.push(await render(tx, b, t, `${ins}${conflict} returning ${a}.*`, parsed.select));
    } else {
      await tx.query(`${ins}${conflict}`, b.params.values);
    }
  }
  checkPaths(b, parsed.scopes);
  const merged = wantRows ? mergeRendered(rendered) : undefined;
  return mutationOutcome(merged, 201, prefer, single);
}

function mergeRendered(parts: { json: string; first: string | null; n: number }[]) {
  if (parts.length === 1) return parts[0];
  const all = parts.flatMap((p) => JSON.parse(p.json) as unknown[]);
  return {
    json: JSON.stringify(all),
    first: all.length > 0 ? JSON.stringify(all[0]) : null,
    n: all.length,
  };
}

function mutationWhere(b: Builder, t: Table, a: string, filters: Filter[]): string {
  const where = filters.map((f) => b.filter(t, a, f));
  return where.length ? ` where ${where.join(' and ')}` : '';
}

async function update(
  tx: Queryable,
  b: Builder,
  t: Table,
  parsed: Parsed,
  prefer: Map<string, string>,
  single: boolean,
  body: unknown,
): Promise<Outcome> {
  if (!isPlainObject(body)) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
  }
  const { cols } = payloadRows(t, body, parsed.columns);
  const root = parsed.scopes.get('') ?? { filters: [] };
  const a = '_upd';
  const payload = b.params.add(JSON.stringify(body));
  const where = mutationWhere(b, t, a, root.filters);
  const wantRows = prefer.get('return') === 'representation' || single;
  if (cols.length === 0) {
    // Nothing to change: answer as if no row matched.
    return mutationOutcome(
      wantRows ? { json: '[]', first: null, n: 0 } : undefined,
      200,
      prefer,
      single,
    );
  }
  const set = `(${cols.map(q).join(', ')}) = (select ${cols.map(q).join(', ')} from json_populate_record(null::${b.qualified(t)}, ${payload}::json))`;
  const sql = `update ${b.qualified(t)} as ${a} set ${set}${where}`;
  return finishMutation(tx, b, t, sql, a, parsed, prefer, single, wantRows);
}

/**
 * Runs an update or delete: bare when the client wants no rows back, otherwise with
 * `returning` rendered through the select list. Embedded-path checks run either way.
 */
async function finishMutation(
  tx: Queryable,
  b: Builder,
  t: Table,
  sql: string,
  alias: string,
  parsed: Parsed,
  prefer: Map<string, string>,
  single: boolean,
  wantRows: boolean,
): Promise<Outcome> {
  if (!wantRows) {
    checkPaths(b, parsed.scopes);
    await tx.query(sql, b.params.values);
    return mutationOutcome(undefined, 200, prefer, single);
  }
  // Rendering records which embedded paths the select used, so check the paths after it.
  const rendered = await render(tx, b, t, `${sql} returning ${alias}.*`, parsed.select);
  checkPaths(b, parsed.scopes);
  return mutationOutcome(rendered, 200, prefer, single);
}

async function remove(
  tx: Queryable,
  b: Builder,
  t: Table,
  parsed: Parsed,
  prefer: Map<string, string>,
  single: boolean,
): Promise<Outcome> {
  const root = parsed.scopes.get('') ?? { filters: [] };
  const a = '_del';
  const where = mutationWhere(b, t, a, root.filters);
  const sql = `delete from ${b.qualified(t)} as ${a}${where}`;
  const wantRows = prefer.get('return') === 'representation' || single;
  return finishMutation(tx, b, t, sql, a, parsed, prefer, single, wantRows);
}

async function rpc(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  claims: Claims,
  name: string,
  query: URLSearchParams,
): Promise<void> {
  const method = req.method ?? 'GET';
  const fn = ctx.schema.functions.get(name);
  if (!fn) {
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function ${ctx.schema.schema}.${name} without parameters in the schema cache`,
    );
  }
  let args: Record<string, unknown> = {};
  const argNames = new Set(fn.args.map((x) => x.name));
  if (method === 'POST') {
    const body = await readJsonBody(req);
    if (body !== undefined && !isPlainObject(body)) {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
    }
    args = body ?? {};
  } else if (method === 'GET' || method === 'HEAD') {
    for (const [k, v] of query) if (argNames.has(k)) args[k] = v;
  } else {
    throw new ApiError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
  }
  for (const k of Object.keys(args)) {
    if (!argNames.has(k)) {
      throw new ApiError(
        404,
        'PGRST202',
        `Could not find the function ${ctx.schema.schema}.${name}(${Object.keys(args).join(', ')}) in the schema cache`,
      );
    }
  }
  const parsed = parseQuery(query, argNames);
  const prefer = parsePrefer(header(req, 'prefer'));
  const single = (header(req, 'accept') ?? '').includes(OBJECT_MEDIA);
  const b = new Builder(ctx.schema, parsed.scopes);
  const call = `${q(ctx.schema.schema)}.${q(fn.name)}(${fn.args
    .filter((x) => x.name in args)
    .map((x) => {
      const v = args[x.name];
      const text = v === null ? null : typeof v === 'string' ? v : JSON.stringify(v);
      return `${q(x.name)} => cast(${b.params.add(text)}::text as ${x.type})`;
    })
    .join(', ')})`;
  const outcome = await inTransaction(
    ctx,
    claims,
    method === 'POST' ? 'POST' : 'GET',
    `/rpc/${name}`,
    prefer,
    async (tx) => {
      if (fn.returnsSet || fn.returnsComposite) {
        const rows = await tx.query<{ json: string; first: string | null; n: number }>(
          `select coalesce(json_agg(_r), '[]'::json)::text as json, (json_agg(_r) -> 0)::text as first,
                  count(*)::int as n from ${call} _r`,
          b.params.values,
        );
        const r = rows[0];
        if (single && r?.n !== 1) return singleError(Number(r?.n ?? 0));
        const body = fn.returnsSet && !single ? (r?.json ?? '[]') : (r?.first ?? 'null');
        return { status: 200, body: method === 'HEAD' ? '' : body, headers: {} };
      }
      const rows = await tx.query<{ json: string | null }>(
        `select to_json(${call})::text as json`,
        b.params.values,
      );
      return { status: 200, body: method === 'HEAD' ? '' : (rows[0]?.json ?? 'null'), headers: {} };
    },
  );
  respond(res, outcome, false);
}
