/**
 * The small pieces of PostgREST's query grammar every parameter shares: splitting at the top
 * level of parentheses and quotes, names, JSON paths into a column, counts and column lists.
 */
import { parseError } from '../errors.js';
import type { JsonStep } from '../request.js';

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

export function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) {
    return s.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return s;
}

const NAME = /^[^\s,.:()!"\-<>]+$|^"[^"]+"$/;

export function name(s: string, what: string): string {
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

export function parseNonNegativeInt(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"${raw}" is not a valid ${what}`);
  return Number(raw);
}

/** `columns="a","b"` or `columns=a,b`. */
export function parseColumns(raw: string): string[] {
  return splitTopLevel(raw).map((c) => name(c, 'column name'));
}
