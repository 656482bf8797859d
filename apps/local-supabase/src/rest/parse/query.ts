/**
 * The query string (PostgREST's QueryParams): each `key=value` understood as a select list,
 * a filter, an order or a range of the root or of an embedded resource, then gathered.
 */
import { HttpError } from '../../http/errors.js';
import { parseError } from '../errors.js';
import type { QueryPart, QueryParts, RpcParam, Scope } from '../request.js';
import { parseCondition, parseLogic, parseOrder } from './filter.js';
import { parseSelect } from './select.js';
import { parseColumns, parseNonNegativeInt } from './tokens.js';

/** A table request's query string; the first malformed parameter is the error. */
export function parseQuery(query: URLSearchParams): QueryParts {
  const parts: QueryPart[] = [];
  for (const [key, value] of query) parts.push(parseParam(key, value));
  return assembleQuery(parts);
}

/** Each parameter of a function call, parsed as a query parameter if it is one. */
export function parseRpcParams(query: URLSearchParams): RpcParam[] {
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
