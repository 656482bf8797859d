/**
 * parse: the query string and headers of a REST request into one typed ApiRequest
 * (supabase-wire.md section 6), the way PostgREST's ApiRequest does it. Pure: nothing here
 * touches the database or the schema cache; names stay names until plan.ts resolves them.
 * Malformed input is refused here with PGRST100 (or PGRST106/PGRST125 for the path and profile).
 */
import { HttpError } from '../http/errors.js';
import { parseJson } from '../http/util.js';
import { parseError, restError } from './errors.js';
import { isIsValue, isOperator, QUANTIFIERS, type Quantifier } from './operators.js';
import {
  AGGREGATE_FUNCTIONS,
  type ApiRequest,
  type BodyMedia,
  type Condition,
  type Filter,
  type JsonStep,
  type Logic,
  type Media,
  type OrderTerm,
  type Preferences,
  type QueryPart,
  type QueryParts,
  type RpcParam,
  type Scope,
  type SelectItem,
} from './request.js';

/** What parse reads of an HTTP request: the service request satisfies it. */
export interface RawRestRequest {
  method: string;
  /** The path below /rest/v1, still percent-encoded. */
  route: string;
  query: URLSearchParams;
  header(name: string): string | undefined;
}

export const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

/** Embeddings and and/or trees nest at most this deep: deeper is refused, never recursed. */
export const MAX_NESTING = 32;

/**
 * Casts allowed in select lists: a fixed list, so a cast can never smuggle in SQL. An array of
 * any of them (`text[]`) is allowed too.
 */
export const ALLOWED_CASTS: ReadonlySet<string> = new Set([
  'text',
  'varchar',
  'char',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'real',
  'float4',
  'float8',
  'double precision',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'uuid',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'interval',
]);

export function isAllowedCast(cast: string): boolean {
  return ALLOWED_CASTS.has(cast.replace(/\[\]$/, ''));
}

/**
 * The whole request: target, query, preferences and media type. `exposed` is `[api] schemas`:
 * the profile header picks one of them (PGRST106 for any other), the first is the default.
 */
export function parseRequest(
  raw: RawRestRequest,
  exposed: string | readonly string[],
  opts: { planEnabled?: boolean } = {},
): ApiRequest {
  const method = raw.method;
  const schemas = typeof exposed === 'string' ? [exposed] : exposed;
  const profile =
    method === 'GET' || method === 'HEAD'
      ? raw.header('accept-profile')
      : raw.header('content-profile');
  if (profile !== undefined && !schemas.includes(profile)) {
    throw restError(
      406,
      'PGRST106',
      `The schema must be one of the following: ${schemas.join(', ')}`,
    );
  }
  const segments = raw.route.split('/').filter(Boolean).map(decodeSegment);
  const base = {
    method,
    schema: profile ?? schemas[0] ?? 'public',
    contentType: bodyMedia(raw.header('content-type')),
    preferences: parsePreferences(raw.header('prefer')),
    ...negotiated(raw.header('accept'), opts.planEnabled === true),
  };
  if (segments.length === 2 && segments[0] === 'rpc') {
    return { kind: 'rpc', fn: segments[1] ?? '', params: parseRpcParams(raw.query), ...base };
  }
  if (segments.length !== 1) {
    throw restError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  // The query is parsed before the preferences are used, as before: its errors come first.
  const query = parseQuery(raw.query);
  return { kind: 'table', table: segments[0] ?? '', query, ...base };
}

/** A Content-Type as PostgREST tells request bodies apart. */
export function bodyMedia(header: string | undefined): BodyMedia {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  switch (type) {
    case '':
    case 'application/json':
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.array+json':
      return 'json';
    case 'text/csv':
      return 'csv';
    case 'text/plain':
      return 'text';
    case 'text/xml':
      return 'xml';
    case 'application/octet-stream':
      return 'bytea';
    case 'application/x-www-form-urlencoded':
      return 'form';
    default:
      return 'other';
  }
}

/**
 * A body a function takes whole as its single unnamed argument: text/plain (text), text/xml
 * (xml) or application/octet-stream (bytea), as PostgREST passes it.
 */
export class RawBody {
  constructor(
    readonly media: 'text' | 'xml' | 'bytea',
    readonly data: Buffer,
  ) {}
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw parseError(`"${s}" is not a valid path segment`);
  }
}

/**
 * A request body: nothing, JSON within the nesting limit (PGRST102 otherwise), CSV as the array
 * of objects PostgREST makes of it, or a function's raw text/xml/bytea argument.
 */
export function parsePayload(buf: Buffer, media: BodyMedia = 'json'): unknown {
  if (media === 'text' || media === 'xml' || media === 'bytea') return new RawBody(media, buf);
  if (buf.length === 0) return undefined;
  if (media === 'csv') return parseCsvBody(buf.toString('utf8'));
  const parsed = parseJson(buf);
  if (!parsed.ok) throw restError(400, 'PGRST102', 'Empty or invalid json', parsed.error);
  return parsed.value;
}

/**
 * A CSV body as PostgREST reads one: the first record names the columns, each other record is
 * an object of strings (the unquoted text `NULL` is null). Quotes as RFC 4180 writes them.
 */
export function parseCsvBody(text: string): Record<string, string | null>[] {
  const records: { value: string; quoted: boolean }[][] = [];
  let record: { value: string; quoted: boolean }[] = [];
  let field = '';
  let quoted = false;
  let inQuotes = false;
  const endField = () => {
    record.push({ value: field, quoted });
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') inQuotes = false;
      else field += ch;
    } else if (ch === '"' && field === '') {
      inQuotes = true;
      quoted = true;
    } else if (ch === ',') endField();
    else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      if (ch === '\r') i++;
      endRecord();
    } else field += ch;
  }
  if (inQuotes)
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'unterminated quote in CSV');
  if (field !== '' || quoted || record.length > 0) endRecord();
  const [header, ...rows] = records;
  if (!header) throw restError(400, 'PGRST102', 'Empty or invalid json', 'CSV without a header');
  const keys = header.map((f) => f.value);
  return rows.map((r, n) => {
    if (r.length !== keys.length) {
      throw restError(
        400,
        'PGRST102',
        'Empty or invalid json',
        `CSV record ${n + 2} has ${r.length} fields, the header ${keys.length}`,
      );
    }
    return Object.fromEntries(
      r.map((f, i) => [keys[i], !f.quoted && f.value === 'NULL' ? null : f.value]),
    );
  });
}

/** A table request's query string; the first malformed parameter is the error. */
export function parseQuery(query: URLSearchParams): QueryParts {
  const parts: QueryPart[] = [];
  for (const [key, value] of query) parts.push(parseParam(key, value));
  return assembleQuery(parts);
}

/** Each parameter of a function call, parsed as a query parameter if it is one. */
function parseRpcParams(query: URLSearchParams): RpcParam[] {
  const out: RpcParam[] = [];
  for (const [key, value] of query) {
    try {
      out.push({ key, value, part: parseParam(key, value) });
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      out.push({ key, value, error: e });
    }
  }
  return out;
}

/** One `key=value` of the query string. */
export function parseParam(key: string, value: string): QueryPart {
  if (key === 'select') return { kind: 'select', select: parseSelect(value) };
  if (key === 'columns') return { kind: 'columns', columns: parseColumns(value) };
  if (key === 'on_conflict') return { kind: 'on_conflict', columns: parseColumns(value) };
  if (key === 'order') return { kind: 'order', path: '', order: parseOrder(value) };
  if (key === 'limit')
    return { kind: 'limit', path: '', value: parseNonNegativeInt(value, 'limit') };
  if (key === 'offset') {
    return { kind: 'offset', path: '', value: parseNonNegativeInt(value, 'offset') };
  }
  // `path.rest`: `rest` is a modifier or a column of the embedded resource at `path`.
  const logic = /^(?:(.*)\.)?(or|and)$/.exec(key);
  if (logic) {
    let path = logic[1] ?? '';
    let negate = false;
    if (path === 'not' || path.endsWith('.not')) {
      negate = true;
      path = path.slice(0, -3).replace(/\.$/, '');
    }
    return { kind: 'filter', path, filter: parseLogic(logic[2] as 'and' | 'or', negate, value) };
  }
  const dot = key.lastIndexOf('.');
  const path = dot >= 0 ? key.slice(0, dot) : '';
  const last = dot >= 0 ? key.slice(dot + 1) : key;
  if (last === '' || key.trim() === '') throw parseError(`"${key}" is not a valid parameter`);
  if (path && last === 'order') return { kind: 'order', path, order: parseOrder(value) };
  if (path && last === 'limit') {
    return { kind: 'limit', path, value: parseNonNegativeInt(value, 'limit') };
  }
  if (path && last === 'offset') {
    return { kind: 'offset', path, value: parseNonNegativeInt(value, 'offset') };
  }
  return { kind: 'filter', path, filter: parseCondition(last, value) };
}

/** Gathers parameters into the select list and one scope per embedded path; later wins. */
export function assembleQuery(parts: readonly QueryPart[]): QueryParts {
  const scopes = new Map<string, Scope>([['', { filters: [] }]]);
  const scope = (path: string): Scope => {
    let s = scopes.get(path);
    if (!s) {
      s = { filters: [] };
      scopes.set(path, s);
    }
    return s;
  };
  const out: QueryParts = { select: [{ kind: 'star' }], scopes };
  for (const p of parts) {
    switch (p.kind) {
      case 'select':
        out.select = p.select;
        break;
      case 'columns':
        out.columns = p.columns;
        break;
      case 'on_conflict':
        out.onConflict = p.columns;
        break;
      case 'order':
        scope(p.path).order = p.order;
        break;
      case 'limit':
        scope(p.path).limit = p.value;
        break;
      case 'offset':
        scope(p.path).offset = p.value;
        break;
      case 'filter':
        scope(p.path).filters.push(p.filter);
        break;
    }
  }
  return out;
}

/** Splits on a separator at nesting depth 0, outside double quotes. */
export function splitTopLevel(s: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (quoted) {
      cur += ch;
      if (ch === '\\' && i + 1 < s.length) {
        cur += s[++i];
      } else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') {
      depth++;
      if (depth > MAX_NESTING) {
        throw parseError(`nesting deeper than ${MAX_NESTING} levels in "${s.slice(0, 80)}..."`);
      }
    } else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`unexpected ")" in "${s}"`);
    } else if (ch === sep && depth === 0) {
      parts.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (quoted) throw parseError(`unterminated quote in "${s}"`);
  if (depth !== 0) throw parseError(`unbalanced parentheses in "${s}"`);
  parts.push(cur);
  return parts;
}

function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) {
    return s.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return s;
}

const NAME = /^[^\s,.:()!"\-<>]+$|^"[^"]+"$/;

function name(s: string, what: string): string {
  const t = s.trim();
  if (!NAME.test(t)) throw parseError(`"${s}" is not a valid ${what}`);
  return unquote(t);
}

/**
 * A column name with an optional JSON path, `data->items->0->>name`, as PostgREST's field
 * grammar reads it: keys are anything but an arrow; an integer key is an array index.
 */
export function parseField(
  s: string,
  what: string,
  check: (s: string, what: string) => string = name,
): { name: string; path?: JsonStep[] } {
  const at = s.indexOf('->');
  if (at < 0) return { name: check(s, what) };
  const parts = s.slice(at).split(/(->>?)/);
  const path: JsonStep[] = [];
  // parts: ['', arrow, key, arrow, key, ...]
  for (let i = 1; i < parts.length; i += 2) {
    const arrow = parts[i] as '->' | '->>';
    const key = parts[i + 1] ?? '';
    if (key === '') throw parseError(`"${s}" is not a valid JSON path`);
    path.push({ arrow, key, index: /^-?\d+$/.test(key) });
  }
  return { name: check(s.slice(0, at), what), path };
}

export function parseSelect(raw: string): SelectItem[] {
  const text = raw.trim();
  if (text === '') return [{ kind: 'star' }];
  return splitTopLevel(text).map((part) => parseSelectItem(part.trim()));
}

/** `count()`, `n:count()::text`, `total:amount::int.sum()::text` (PostgREST's grammar). */
function parseAggregate(part: string): SelectItem | undefined {
  const count = /^(?:([^:()]+):(?!:))?count\(\)(?:::(.+))?$/.exec(part);
  if (count) {
    const [, aliasText, aggCastText] = count;
    return {
      kind: 'column',
      name: '*',
      alias: aliasText === undefined ? undefined : name(aliasText, 'alias'),
      aggregate: 'count',
      aggregateCast: aggCastText === undefined ? undefined : checkedCast(aggCastText),
    };
  }
  const m = /^(?:([^:()]+):(?!:))?([^()]+)\.(count|sum|avg|min|max)\(\)(?:::(.+))?$/.exec(part);
  if (!m) return undefined;
  const [, aliasText, fieldText = '', fn = '', aggCastText] = m;
  const aggregate = AGGREGATE_FUNCTIONS.find((f) => f === fn);
  if (!aggregate) return undefined;
  let rest = fieldText;
  let cast: string | undefined;
  const castAt = rest.indexOf('::');
  if (castAt >= 0) {
    cast = checkedCast(rest.slice(castAt + 2));
    rest = rest.slice(0, castAt);
  }
  return {
    kind: 'column',
    ...parseField(rest, 'column name'),
    alias: aliasText === undefined ? undefined : name(aliasText, 'alias'),
    cast,
    aggregate,
    aggregateCast: aggCastText === undefined ? undefined : checkedCast(aggCastText),
  };
}

function checkedCast(text: string): string {
  const cast = text.trim().toLowerCase();
  if (!isAllowedCast(cast)) throw parseError(`"${text.trim()}" is not a valid cast`);
  return cast;
}

function parseSelectItem(whole: string): SelectItem {
  let part = whole;
  if (part === '') throw parseError('empty item in select');
  if (part === '*') return { kind: 'star' };
  const aggregate = parseAggregate(part);
  if (aggregate) return aggregate;
  const spread = part.startsWith('...');
  if (spread) part = part.slice(3);
  const paren = part.indexOf('(');
  if (spread && (paren < 0 || part.slice(0, paren).includes(':'))) {
    throw parseError(`"...${part}" is not a valid spread embedding`);
  }
  if (paren >= 0) {
    if (!part.endsWith(')')) throw parseError(`"${part}" is not a valid embedding`);
    const head = part.slice(0, paren);
    const inner = part.slice(paren + 1, -1);
    let alias: string | undefined;
    let rest = head;
    const colon = head.indexOf(':');
    if (colon >= 0) {
      alias = name(head.slice(0, colon), 'alias');
      rest = head.slice(colon + 1);
    }
    const [rel = '', ...hints] = rest.split('!');
    let hint: string | undefined;
    let isInner = false;
    for (const h of hints) {
      if (h === 'inner') isInner = true;
      else if (h === 'left') isInner = false;
      else if (hint === undefined) hint = name(h, 'embedding hint');
      else throw parseError(`"${part}" has too many hints`);
    }
    return {
      kind: 'embed',
      relation: name(rel, 'relation'),
      alias,
      hint,
      inner: isInner,
      spread: spread || undefined,
      select: inner.trim() === '' ? [] : parseSelect(inner),
    };
  }
  let alias: string | undefined;
  let rest = part;
  const aliasMatch = /^([^:]+):(?!:)(.*)$/.exec(part);
  if (aliasMatch && !part.startsWith('::')) {
    alias = name(aliasMatch[1] ?? '', 'alias');
    rest = aliasMatch[2] ?? '';
  }
  let cast: string | undefined;
  const castAt = rest.indexOf('::');
  if (castAt >= 0) {
    cast = rest.slice(castAt + 2).trim();
    rest = rest.slice(0, castAt);
    if (!isAllowedCast(cast.toLowerCase())) throw parseError(`"${cast}" is not a valid cast`);
    cast = cast.toLowerCase();
  }
  return { kind: 'column', ...parseField(rest, 'column name'), alias, cast };
}

/** Parses `op.value`, `not.op.value`, `op(mod).value` (the right-hand side of col=...). */
export function parseCondition(column: string, expr: string): Condition {
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`"${expr}" is not a valid filter`, 'expected operator.value');
  const opText = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  const m = /^([a-z]+)(?:\(([a-z_]+)\))?$/.exec(opText);
  const op = m?.[1] ?? '';
  if (!m || !isOperator(op)) {
    throw parseError(`"${opText}" is not a valid operator`, `in filter "${column}=${expr}"`);
  }
  const modifier = m[2];
  if (modifier && !(op.endsWith('fts') || QUANTIFIERS.includes(modifier as Quantifier))) {
    throw parseError(`"${opText}" is not a valid operator`);
  }
  // A filter's column is looked up as written (42703 when absent), as before JSON paths.
  const field = parseField(column, 'column name', (c) => c);
  const cond: Condition = {
    kind: 'cond',
    column: field.name,
    path: field.path,
    negate,
    op,
    modifier,
    value,
  };
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw parseError(`"${value}" is not a valid list`, 'expected (a,b,c)');
    }
    const body = value.slice(1, -1);
    cond.list = body === '' ? [] : splitTopLevel(body).map((v) => unquote(v.trim()));
  } else if (op === 'is') {
    const v = value.toLowerCase();
    if (!isIsValue(v)) {
      throw parseError(
        `"${value}" is not valid for is`,
        'expected null, not_null, true, false or unknown',
      );
    }
    cond.value = v;
  } else {
    cond.value = unquote(value);
  }
  return cond;
}

/** Parses a logic tree, e.g. `(title.ilike.%ab%,and(a.eq.1,b.eq.2))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string): Logic {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`"${raw}" is not a valid logic tree`, 'expected (filter,filter,...)');
  }
  const body = raw.slice(1, -1);
  if (body.trim() === '') throw parseError('empty logic tree');
  const children = splitTopLevel(body).map((item) => parseLogicItem(item.trim()));
  return { kind: 'logic', op, negate, children };
}

function parseLogicItem(item: string): Filter {
  const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (m) return parseLogic(m[2] as 'and' | 'or', Boolean(m[1]), m[3] ?? '');
  const dot = item.indexOf('.');
  if (dot <= 0) throw parseError(`"${item}" is not a valid filter`);
  parseField(item.slice(0, dot), 'column name');
  return parseCondition(item.slice(0, dot), item.slice(dot + 1));
}

export function parseOrder(raw: string): OrderTerm[] {
  if (raw.trim() === '') throw parseError('empty order');
  return splitTopLevel(raw).map((term) => {
    const parts = term.trim().split('.');
    const field = parseField(parts[0] ?? '', 'column name');
    const out: OrderTerm = { column: field.name, path: field.path, desc: false };
    for (const p of parts.slice(1)) {
      if (p === 'asc') out.desc = false;
      else if (p === 'desc') out.desc = true;
      else if (p === 'nullsfirst') out.nulls = 'first';
      else if (p === 'nullslast') out.nulls = 'last';
      else throw parseError(`"${term}" is not a valid order term`);
    }
    return out;
  });
}

export function parseNonNegativeInt(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"${raw}" is not a valid ${what}`);
  return Number(raw);
}

const PREFERENCES = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
} as const;

/**
 * `Prefer` is comma-separated `key=value` items, possibly over several headers (joined by the
 * HTTP layer with commas). As in PostgREST, the first occurrence of a preference wins, and items
 * it does not know are kept aside: ignored, unless handling=strict refuses them (PGRST122).
 */
export function parsePreferences(raw: string | undefined): Preferences {
  const out: Preferences = {};
  for (const part of (raw ?? '').split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const key = eq < 0 ? item : item.slice(0, eq);
    const value = eq < 0 ? '' : item.slice(eq + 1);
    if (key === 'max-affected' && /^\d{1,18}$/.test(value)) {
      out.maxAffected ??= Number(value);
      continue;
    }
    if (key === 'timezone' && eq >= 0) continue;
    const allowed: readonly string[] | undefined = Object.hasOwn(PREFERENCES, key)
      ? PREFERENCES[key as keyof typeof PREFERENCES]
      : undefined;
    if (!allowed?.includes(value)) {
      out.invalid = [...(out.invalid ?? []), item];
      continue;
    }
    const k = key as keyof typeof PREFERENCES;
    if (out[k] === undefined) (out as Record<string, unknown>)[k] = value;
  }
  return out;
}

function negotiated(
  accept: string | undefined,
  planEnabled: boolean,
): {
  single: boolean;
  media: Media;
  mediaError?: HttpError;
} {
  try {
    const media = negotiate(accept, planEnabled);
    return { single: media.kind === 'object', media };
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    return { single: false, media: { kind: 'json', stripNulls: false }, mediaError: e };
  }
}

/**
 * Content negotiation as PostgREST does it: the Accept header's media types in order of
 * preference (q), the first one served wins; none served is 406 PGRST107. application/*,
 * text/plain, the execution plan (off unless db_plan_enabled, as on hosted Supabase) and the
 * rest are not served for tables and functions with ordinary results.
 */
export function negotiate(accept: string | undefined, planEnabled = false): Media {
  if (accept === undefined || accept.trim() === '') return { kind: 'json', stripNulls: false };
  const ranked = accept
    .split(',')
    .map((t, i) => {
      const [type = '', ...params] = t.split(';').map((x) => x.trim());
      const named = new Map<string, string>();
      for (const p of params) {
        const eq = p.indexOf('=');
        if (eq > 0) {
          named.set(
            p.slice(0, eq).trim().toLowerCase(),
            p
              .slice(eq + 1)
              .trim()
              .replace(/^"|"$/g, ''),
          );
        }
      }
      const q = Number(named.get('q') ?? '1');
      const shown = [type, ...params.filter((p) => !/^q\s*=/i.test(p))].join(';');
      return { type: type.toLowerCase(), named, q: Number.isNaN(q) ? 0 : q, i, shown };
    })
    .filter((m) => m.type !== '' && m.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const m of ranked) {
    const stripNulls = m.named.get('nulls') === 'stripped';
    switch (m.type) {
      case '*/*':
      case 'application/json':
        return { kind: 'json', stripNulls: false };
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return { kind: 'json', stripNulls };
      case OBJECT_MEDIA:
      case 'application/vnd.pgrst.object':
        return { kind: 'object', stripNulls };
      case 'text/csv':
        return { kind: 'csv', stripNulls: false };
      case 'application/vnd.pgrst.plan':
      case 'application/vnd.pgrst.plan+text':
      case 'application/vnd.pgrst.plan+json': {
        // Not served unless pgrst.db_plan_enabled: the next accepted type is tried instead.
        if (!planEnabled) break;
        const forType = m.named.get('for') ?? 'application/json';
        let media: Media;
        try {
          media = negotiate(forType);
        } catch {
          break;
        }
        const format = m.type.endsWith('+json') ? 'json' : 'text';
        const asked = (m.named.get('options') ?? '').split('|');
        const options = PLAN_OPTIONS.filter((o) => asked.includes(o));
        const mime = `application/vnd.pgrst.plan+${format}; for="${forType}"${options.length > 0 ? `; options=${options.join('|')}` : ''}`;
        return { ...media, explain: { format, options, mime } };
      }
    }
  }
  throw restError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranked.map((m) => m.shown).join(', ')}`,
  );
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;

/** `columns="a","b"` or `columns=a,b`. */
export function parseColumns(raw: string): string[] {
  return splitTopLevel(raw).map((c) => name(c, 'column name'));
}
