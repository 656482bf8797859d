/**
 * What the REST front door refuses before anything reaches the database, for the reasons
 * hosted Supabase refuses it in front of PostgREST or inside PostgreSQL:
 *
 * - regex filters that can stall the database (guardRegexFilters): the embedded PGlite has one
 *   connection, so one anonymous `match` with backreferences held every other caller for the
 *   anon role's whole 3 s budget plus the database thread's restart. Patterns that cost
 *   exponential time (backreferences, a repeated group that itself repeats) or compile to huge
 *   automata (`(.{1,255}){1,255}`, which PGlite answers with `XX000 bad buffer ID: 0`) are refused
 *   for every caller but the service role, as PostgreSQL's own 2201B "invalid regular
 *   expression". The service role is trusted server code, as it is trusted with RLS.
 * - request bodies that are not JSON (guardContentType): PostgREST answers 415 for a media type it
 *   cannot read, and a plain cross-site form can only send text/plain, urlencoded or multipart.
 * - UPDATE and DELETE with no filter (guardSafeUpdate): hosted Supabase loads pg-safeupdate for
 *   PostgREST's connections, which answers 21000 "UPDATE requires a WHERE clause".
 */
import type { ServiceRequest } from '../http/request.js';
import type { ApiRole } from '../identity/claims.js';
import { restError } from './errors.js';
import { parseParam } from './parse.js';
import type { Filter } from './request.js';

/** Longer patterns are refused outright: nothing a visitor's search needs is this long. */
export const MAX_REGEX_LENGTH = 256;

/**
 * The most pattern atoms after expanding bounded repetitions (`a{1,100}` counts 100). PostgreSQL
 * compiles each repetition into its own copy of the atom; this keeps the automaton small.
 */
export const MAX_REGEX_WEIGHT = 1000;

function invalidRegex(reason: string) {
  return restError(
    400,
    '2201B',
    `invalid regular expression: ${reason}`,
    null,
    'Filters from the anon and authenticated roles may not use back references, nested or very large repetitions, or patterns over 256 characters.',
  );
}

interface Frame {
  /** Atoms inside, with bounded repetitions expanded. */
  weight: number;
  /** True once something inside repeats more than once. */
  repeats: boolean;
}

interface Atom {
  weight: number;
  /** The atom is a group with a repetition inside. */
  repeatsInside: boolean;
}

/** The reason a pattern is refused, or undefined when it is safe to run. */
export function unsafeRegexReason(pattern: string): string | undefined {
  let p = pattern;
  if (p.length > MAX_REGEX_LENGTH) {
    return `pattern longer than ${MAX_REGEX_LENGTH} characters`;
  }
  // `***=` makes the rest a literal string.
  if (p.startsWith('***=')) return undefined;
  if (p.startsWith('***:')) p = p.slice(4);
  const options = /^\(\?([a-z]+)\)/.exec(p);
  if (options) {
    const flags = options[1] ?? '';
    if (flags.includes('q')) return undefined;
    // Basic and extended syntax read `\(` and `{` differently; only the default is checked.
    if (flags.includes('b') || flags.includes('e'))
      return 'only advanced regular expression syntax is allowed';
    p = p.slice(options[0].length);
  }
  const stack: Frame[] = [{ weight: 0, repeats: false }];
  let last: Atom | undefined;
  const top = () => stack[stack.length - 1] as Frame;
  const addAtom = (atom: Atom) => {
    top().weight += atom.weight;
    last = atom;
  };
  let i = 0;
  while (i < p.length) {
    const c = p[i] as string;
    if (c === '\\') {
      const next = p[i + 1] ?? '';
      if (/[1-9]/.test(next)) return 'back references are not allowed';
      addAtom({ weight: 1, repeatsInside: false });
      i += 2;
      continue;
    }
    if (c === '[') {
      i = skipBracket(p, i);
      addAtom({ weight: 1, repeatsInside: false });
      continue;
    }
    if (c === '(') {
      stack.push({ weight: 0, repeats: false });
      const lookaround = /^\(\?(?::|=|!|<=|<!)/.exec(p.slice(i));
      i += lookaround ? lookaround[0].length : 1;
      last = undefined;
      continue;
    }
    if (c === ')') {
      if (stack.length === 1) {
        // Unbalanced: PostgreSQL refuses it itself, cheaply.
        addAtom({ weight: 1, repeatsInside: false });
        i += 1;
        continue;
      }
      const inner = stack.pop() as Frame;
      addAtom({ weight: Math.max(1, inner.weight), repeatsInside: inner.repeats });
      i += 1;
      continue;
    }
    const quantifier = readQuantifier(p, i);
    if (quantifier) {
      i = quantifier.end;
      if (!last) continue; // PostgreSQL refuses a quantifier with nothing before it.
      const many = quantifier.max === undefined || quantifier.max > 1;
      if (many && last.repeatsInside) return 'nested quantifiers are not allowed';
      // A loop (`*`, `+`, `{m,}`) compiles once plus its minimum copies; a bound to its maximum.
      const copies = quantifier.max === undefined ? Math.max(1, quantifier.min) : quantifier.max;
      top().weight += last.weight * (copies - 1);
      if (many) top().repeats = true;
      last = undefined;
      if (top().weight > MAX_REGEX_WEIGHT) return 'regular expression is too complex';
      continue;
    }
    if (c === '|') {
      last = undefined;
      i += 1;
      continue;
    }
    addAtom({ weight: 1, repeatsInside: false });
    i += 1;
    if (top().weight > MAX_REGEX_WEIGHT) return 'regular expression is too complex';
  }
  for (const frame of stack)
    if (frame.weight > MAX_REGEX_WEIGHT) return 'regular expression is too complex';
  return undefined;
}

/** The index just past the bracket expression that starts at `start`. */
function skipBracket(p: string, start: number): number {
  let i = start + 1;
  if (p[i] === '^') i += 1;
  if (p[i] === ']') i += 1;
  while (i < p.length && p[i] !== ']') {
    const two = p.slice(i, i + 2);
    if (two === '[:' || two === '[=' || two === '[.') {
      const close = p.indexOf(`${two[1]}]`, i + 2);
      i = close < 0 ? p.length : close + 2;
      continue;
    }
    if (p[i] === '\\') i += 1;
    i += 1;
  }
  return i + 1;
}

function readQuantifier(
  p: string,
  i: number,
): { min: number; max: number | undefined; end: number } | undefined {
  const c = p[i];
  let q: { min: number; max: number | undefined; end: number } | undefined;
  if (c === '*') q = { min: 0, max: undefined, end: i + 1 };
  else if (c === '+') q = { min: 1, max: undefined, end: i + 1 };
  else if (c === '?') q = { min: 0, max: 1, end: i + 1 };
  else if (c === '{') {
    const m = /^\{(\d{1,6})(,(\d{0,6}))?\}/.exec(p.slice(i));
    if (!m) return undefined;
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : m[3] === '' ? undefined : Number(m[3]);
    q = { min, max, end: i + m[0].length };
  }
  // A trailing `?` makes it non-greedy: the same automaton.
  if (q && p[q.end] === '?') q.end += 1;
  return q;
}

function* regexValues(filter: Filter): Generator<string> {
  if (filter.kind === 'logic') {
    for (const child of filter.children) yield* regexValues(child);
    return;
  }
  if (filter.op === 'match' || filter.op === 'imatch') yield filter.value;
}

/**
 * Refuses an unsafe regex in any filter of the query string (embedded ones and logic trees
 * included) unless the caller is the service role. Parameters that do not parse are left to the
 * parser, which answers them with its own error.
 */
export function guardRegexFilters(query: URLSearchParams, role: ApiRole): void {
  if (role === 'service_role') return;
  for (const [key, value] of query) {
    let part: ReturnType<typeof parseParam>;
    try {
      part = parseParam(key, value);
    } catch {
      continue;
    }
    if (part.kind !== 'filter') continue;
    for (const pattern of regexValues(part.filter)) {
      const reason = unsafeRegexReason(pattern);
      if (reason) throw invalidRegex(reason);
    }
  }
}

/**
 * The media types a REST body may have. PostgREST also reads CSV and urlencoded bodies; this
 * server reads JSON only, and answering 415 is what PostgREST does for any type it cannot read.
 */
const JSON_BODY_TYPES = new Set([
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.array+json',
]);

const RAW_FUNCTION_BODIES = new Set(['text/plain', 'text/xml', 'application/octet-stream']);

/** A request that carries a body must say it is JSON (or CSV rows, or a function's raw argument). */
export function guardContentType(req: ServiceRequest): void {
  const length = req.header('content-length');
  const chunked = req.header('transfer-encoding');
  const hasBody = (length !== undefined && length !== '0') || chunked !== undefined;
  if (!hasBody) return;
  const type = (req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (JSON_BODY_TYPES.has(type)) return;
  // CSV rows insert as JSON ones do. A function takes a text/plain, text/xml or octet-stream
  // body whole as its single unnamed argument; nothing else reads one (the gateway has already
  // refused a request without an API key, so a cross-site form post never gets this far).
  if (type === 'text/csv' && !req.route.startsWith('/rpc/')) return;
  if (RAW_FUNCTION_BODIES.has(type) && req.route.startsWith('/rpc/')) return;
  throw restError(
    415,
    'PGRST107',
    `Content-Type not acceptable: ${type || '(none)'}`,
    null,
    'Send the body as application/json.',
  );
}

/** Query parameters that are not filters: they leave an UPDATE or DELETE unbounded. */
const NOT_FILTERS = new Set(['select', 'columns', 'on_conflict', 'order']);

/** UPDATE and DELETE of a table need at least one filter, as pg-safeupdate requires. */
export function guardSafeUpdate(req: ServiceRequest): void {
  const statement = req.method === 'PATCH' ? 'UPDATE' : req.method === 'DELETE' ? 'DELETE' : '';
  if (!statement || req.route.startsWith('/rpc/')) return;
  for (const key of req.query.keys()) if (!NOT_FILTERS.has(key)) return;
  throw restError(400, '21000', `${statement} requires a WHERE clause`);
}
