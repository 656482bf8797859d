/**
 * The filter operators, declared once. The parser accepts exactly these names; the SQL writer
 * renders each by its kind, so adding an operator here is the whole change.
 */
export const OPERATORS = {
  eq: { kind: 'compare', sql: '=' },
  neq: { kind: 'compare', sql: '<>' },
  gt: { kind: 'compare', sql: '>' },
  gte: { kind: 'compare', sql: '>=' },
  lt: { kind: 'compare', sql: '<' },
  lte: { kind: 'compare', sql: '<=' },
  like: { kind: 'pattern', sql: 'like' },
  ilike: { kind: 'pattern', sql: 'ilike' },
  match: { kind: 'regex', sql: '~' },
  imatch: { kind: 'regex', sql: '~*' },
  in: { kind: 'list', sql: 'in' },
  is: { kind: 'is', sql: 'is' },
  isdistinct: { kind: 'typed', sql: 'is distinct from' },
  cs: { kind: 'typed', sql: '@>' },
  cd: { kind: 'typed', sql: '<@' },
  ov: { kind: 'typed', sql: '&&' },
  sl: { kind: 'typed', sql: '<<' },
  sr: { kind: 'typed', sql: '>>' },
  nxr: { kind: 'typed', sql: '&<' },
  nxl: { kind: 'typed', sql: '&>' },
  adj: { kind: 'typed', sql: '-|-' },
  fts: { kind: 'fts', sql: 'to_tsquery' },
  plfts: { kind: 'fts', sql: 'plainto_tsquery' },
  phfts: { kind: 'fts', sql: 'phraseto_tsquery' },
  wfts: { kind: 'fts', sql: 'websearch_to_tsquery' },
} as const satisfies Record<string, { kind: OperatorKind; sql: string }>;

/**
 * compare: `col op value` (or `op any/all(array)`); pattern: like with `*` as `%`; regex: `~`;
 * list: `in (...)`; is: the fixed IS_VALUES; typed: `col op value` cast to the column type;
 * fts: a text-search query function, its modifier the configuration.
 */
export type OperatorKind = 'compare' | 'pattern' | 'regex' | 'list' | 'is' | 'typed' | 'fts';

export type Operator = keyof typeof OPERATORS;

export function isOperator(name: string): name is Operator {
  return Object.hasOwn(OPERATORS, name);
}

/** `any` / `all` quantify compare and pattern operators over an array value. */
export const QUANTIFIERS = ['any', 'all'] as const;
export type Quantifier = (typeof QUANTIFIERS)[number];

/** The right-hand sides `is` accepts, and the SQL each becomes. */
export const IS_VALUES = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
} as const;
export type IsValue = keyof typeof IS_VALUES;

export function isIsValue(v: string): v is IsValue {
  return Object.hasOwn(IS_VALUES, v);
}
