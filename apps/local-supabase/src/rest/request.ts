/**
 * What `parse` makes of a REST request: one typed value holding everything the query string and
 * headers say, before anything is looked up in the schema cache (PostgREST's ApiRequest).
 */
import type { HttpError } from '../http/errors.js';
import type { Operator, Quantifier } from './operators.js';

/** One step of a JSON path: `->key`, `->>key`, `->0` (an array index when `index`). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';
export const AGGREGATE_FUNCTIONS: readonly AggregateFunction[] = [
  'count',
  'sum',
  'avg',
  'min',
  'max',
];

export interface SelectField {
  kind: 'column';
  /** The column; `*` only for `count()`. */
  name: string;
  /** `data->a->>b`: the path into a json/jsonb column (or into to_jsonb of another). */
  path?: JsonStep[] | undefined;
  alias?: string | undefined;
  /** One of the allowed casts (parse.ts ALLOWED_CASTS), lower-cased. */
  cast?: string | undefined;
  /** `amount.sum()`, `count()`: an aggregate of the column, the other columns grouping. */
  aggregate?: AggregateFunction | undefined;
  /** `amount.sum()::text`: a cast of the aggregate's value. */
  aggregateCast?: string | undefined;
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
  /** `...author(name)`: the relation's columns are lifted into the parent row. */
  spread?: boolean | undefined;
  /** Empty for `author()`: the relation filters its parent but adds no key to the rows. */
  select: SelectItem[];
}
export type SelectItem = SelectField | SelectStar | SelectEmbed;

/**
 * The filter and order types are written once for both stages: `C` is the column as parse reads
 * it (a name) and as plan resolves it (the schema cache's Column).
 */
export interface Condition<C = string> {
  kind: 'cond';
  column: C;
  path?: JsonStep[] | undefined;
  negate: boolean;
  op: Operator;
  /** A quantifier for compare/pattern operators, or the text-search configuration for fts. */
  modifier?: Quantifier | string | undefined;
  value: string;
  /** For `in`: the parsed list. */
  list?: string[] | undefined;
}
export interface Logic<C = string> {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Filter<C>[];
}
export type Filter<C = string> = Condition<C> | Logic<C>;

export interface OrderTerm<C = string> {
  column: C;
  path?: JsonStep[] | undefined;
  desc: boolean;
  nulls?: 'first' | 'last' | undefined;
}

/** Filters and modifiers for the root (path '') or one embedded resource (path `a.b`). */
export interface Scope {
  filters: Filter[];
  order?: OrderTerm[] | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface QueryParts {
  select: SelectItem[];
  scopes: Map<string, Scope>;
  columns?: string[] | undefined;
  onConflict?: string[] | undefined;
}

/** One query-string parameter, understood. */
export type QueryPart =
  | { kind: 'select'; select: SelectItem[] }
  | { kind: 'columns'; columns: string[] }
  | { kind: 'on_conflict'; columns: string[] }
  | { kind: 'order'; path: string; order: OrderTerm[] }
  | { kind: 'limit'; path: string; value: number }
  | { kind: 'offset'; path: string; value: number }
  | { kind: 'filter'; path: string; filter: Filter };

/**
 * A function call's query parameter. Whether `key` is an argument or a filter depends on the
 * function's signature, known only to the plan; so it is parsed both ways, its error kept.
 */
export type RpcParam = { key: string; value: string } & (
  | { part: QueryPart; error?: undefined }
  | { part?: undefined; error: HttpError }
);

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only' | undefined;
  count?: 'exact' | 'planned' | 'estimated' | undefined;
  resolution?: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missing?: 'default' | 'null' | undefined;
  tx?: 'commit' | 'rollback' | undefined;
  handling?: 'strict' | 'lenient' | undefined;
  /** max-affected=N: with handling=strict, a write touching more rows fails (PGRST124). */
  maxAffected?: number | undefined;
  params?: 'single-object' | undefined;
  /** Preferences PostgREST does not know (refused with handling=strict, PGRST122). */
  invalid?: string[] | undefined;
}

/**
 * The representation the Accept header settled on: `object` is application/vnd.pgrst.object+json
 * (`.single()`), `stripNulls` its or the array's `nulls=stripped` parameter.
 */
export interface Media {
  kind: 'json' | 'object' | 'csv';
  stripNulls: boolean;
  /**
   * application/vnd.pgrst.plan(+text|+json): the execution plan of the statement that would
   * answer in this media type (`for=`), served when `pgrst.db_plan_enabled` is on.
   */
  explain?: Explain | undefined;
}

export interface Explain {
  format: 'text' | 'json';
  options: ('analyze' | 'verbose' | 'settings' | 'buffers' | 'wal')[];
  /** The Content-Type, as PostgREST writes it back. */
  mime: string;
}

/** What a request body is, from its Content-Type (PostgREST's content media types). */
export type BodyMedia = 'json' | 'csv' | 'text' | 'xml' | 'bytea' | 'form' | 'other';

interface RequestBase {
  method: string;
  /** The schema the request is for: Accept-Profile / Content-Profile, else the first exposed. */
  schema: string;
  /**
   * Whether the schema counts as negotiated (a profile header named it, or several schemas are
   * exposed): then a representation names it in Content-Profile, as PostgREST answers.
   */
  negotiatedByProfile: boolean;
  /** The body's media type (json when no Content-Type is given). */
  contentType: BodyMedia;
  preferences: Preferences;
  /** Accept: application/vnd.pgrst.object+json (`.single()`). */
  single: boolean;
  media: Media;
  /**
   * Accept named nothing that is served (406 PGRST107). Kept, not thrown: as in PostgREST,
   * the names in the request are resolved first, and their errors win.
   */
  mediaError?: HttpError | undefined;
}

export interface TableRequest extends RequestBase {
  kind: 'table';
  table: string;
  query: QueryParts;
}

export interface RpcRequest extends RequestBase {
  kind: 'rpc';
  fn: string;
  params: RpcParam[];
}

export type ApiRequest = TableRequest | RpcRequest;
