/**
 * Filters and orders (PostgREST's filter grammar): `op.value`, `not.`, modifiers, lists,
 * `and`/`or` trees, and `order` terms.
 */
import { parseError } from '../errors.js';
import { isIsValue, isOperator, QUANTIFIERS, type Quantifier } from '../operators.js';
import type { Condition, Filter, Logic, OrderTerm } from '../request.js';
import { parseField, splitTopLevel, unquote } from './tokens.js';

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
