/**
 * The call plan (PostgREST's CallPlan): which overload the arguments call (PGRST202, PGRST203),
 * how the arguments reach it, and its result read like a table with the request's select list,
 * filters, order and range.
 */
import type { HttpError } from '../../http/errors.js';
import { isPlainObject } from '../../http/util.js';
import { restError } from '../errors.js';
import { closest } from '../fuzzy.js';
import { assembleQuery, RawBody } from '../parse.js';
import type { RpcRequest, SelectItem } from '../request.js';
import type { RpcFunction, SchemaCache, Table } from '../schema.js';
import { capped, Planner, rootScope } from './planner.js';
import { appliedPreferences, responseOptions } from './response.js';
import type { CallArgs, CallPlan, PlannedItem, PlanOptions } from './types.js';

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

export function planCall(
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
