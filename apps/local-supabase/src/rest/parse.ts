/**
 * The PostgREST query grammar subset of supabase-wire.md section 6, parsed into plain data.
 * Nothing here touches SQL; identifiers are resolved against the schema cache later.
 */
import { parseError } from './errors.js';

export interface SelectField {
  kind: 'column';
  name: string;
  alias?: string | undefined;
  cast?: string | undefined;
}
export interface SelectStar {
  kind: 'star';
}
export interface SelectEmbed {
  kind: 'embed';
  relation: string;
  alias?: string | undefined;
  hint?: string | undefined;
  inner: boolean;
  select: SelectItem[];
}
export type SelectItem = SelectField | SelectStar | SelectEmbed;

export type Operator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'in'
  | 'is'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

const OPERATORS = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

export interface Condition {
  kind: 'cond';
  column: string;
  negate: boolean;
  op: Operator;
  /** `any` / `all` for like/ilike/eq..., or the text-search configuration for fts ops. */
  modifier?: string | undefined;
  value: string;
  /** For `in`: the parsed list. */
  list?: string[] | undefined;
}
export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Filter[];
}
export type Filter = Condition | Logic;

export interface OrderTerm {
  column: string;
  desc: boolean;
  nulls?: 'first' | 'last' | undefined;
}

/** Embeddings and and/or trees nest at most this deep: deeper is refused, never recursed. */
export const MAX_NESTING = 32;

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

/** Casts allowed in select lists: a fixed list, so a cast can never smuggle in SQL. */
const CASTS = new Set([
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

export function parseSelect(raw: string): SelectItem[] {
  const text = raw.trim();
  if (text === '') return [{ kind: 'star' }];
  return splitTopLevel(text).map((part) => parseSelectItem(part.trim()));
}

function parseSelectItem(part: string): SelectItem {
  if (part === '') throw parseError('empty item in select');
  if (part === '*') return { kind: 'star' };
  if (part.startsWith('...')) throw parseError('spread embedding is not supported');
  const paren = part.indexOf('(');
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
      select: parseSelect(inner),
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
    if (!CASTS.has(cast.replace(/\[\]$/, '').toLowerCase())) {
      throw parseError(`"${cast}" is not a valid cast`);
    }
    cast = cast.toLowerCase();
  }
  if (rest.includes('->')) throw parseError('JSON paths in select are not supported');
  return { kind: 'column', name: name(rest, 'column name'), alias, cast };
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
  if (!m || !OPERATORS.has(m[1] ?? '')) {
    throw parseError(`"${opText}" is not a valid operator`, `in filter "${column}=${expr}"`);
  }
  const op = m[1] as Operator;
  const modifier = m[2];
  if (modifier && !(op.endsWith('fts') || modifier === 'any' || modifier === 'all')) {
    throw parseError(`"${opText}" is not a valid operator`);
  }
  const cond: Condition = { kind: 'cond', column, negate, op, modifier, value };
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw parseError(`"${value}" is not a valid list`, 'expected (a,b,c)');
    }
    const body = value.slice(1, -1);
    cond.list = body === '' ? [] : splitTopLevel(body).map((v) => unquote(v.trim()));
  } else if (op === 'is') {
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
      throw parseError(
        `"${value}" is not valid for is`,
        'expected null, not_null, true, false or unknown',
      );
    }
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
  return parseCondition(name(item.slice(0, dot), 'column name'), item.slice(dot + 1));
}

export function parseOrder(raw: string): OrderTerm[] {
  if (raw.trim() === '') throw parseError('empty order');
  return splitTopLevel(raw).map((term) => {
    const parts = term.trim().split('.');
    const column = name(parts[0] ?? '', 'column name');
    const out: OrderTerm = { column, desc: false };
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

/** `Prefer` values are comma-joined `key=value` pairs. */
export function parsePrefer(raw: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!raw) return out;
  for (const part of raw.split(',')) {
    const [k, v] = part.trim().split('=');
    if (k) out.set(k.trim().toLowerCase(), (v ?? '').trim().toLowerCase());
  }
  return out;
}

/** `columns="a","b"` or `columns=a,b`. */
export function parseColumns(raw: string): string[] {
  return splitTopLevel(raw).map((c) => name(c, 'column name'));
}
