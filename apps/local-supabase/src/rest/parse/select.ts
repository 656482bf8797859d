/**
 * The `select` parameter (PostgREST's select grammar): columns with aliases, casts and JSON
 * paths, `*`, aggregates, embeddings with hints, `!inner` and spreads.
 */
import { parseError } from '../errors.js';
import { AGGREGATE_FUNCTIONS, type SelectItem } from '../request.js';
import { name, parseField, splitTopLevel } from './tokens.js';

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
