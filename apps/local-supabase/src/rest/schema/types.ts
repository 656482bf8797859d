/**
 * What the schema cache holds (PostgREST's SchemaCache Table and Routine): tables and views
 * with their columns, keys and relationships, and the functions that can be called.
 */
import type { Queryable } from '../../db/types.js';

export interface Column {
  name: string;
  /** format_type() output, safe to splice into a cast because it comes from the catalog. */
  type: string;
  /** A computed field: the function of this name taking the table's row. */
  computed?: boolean | undefined;
}

export interface Relationship {
  /** Constraint name, usable as a `!hint`. */
  name: string;
  /** Columns in the table holding the foreign key, and the columns they reference. */
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface Table {
  name: string;
  /** A view (or materialized view): its keys are derived from its base tables'. */
  view?: boolean | undefined;
  columns: Map<string, Column>;
  primaryKey: string[];
  uniques: string[][];
  /** Foreign keys from this table to another table in the exposed schema. */
  foreignKeys: Relationship[];
  /**
   * Computed fields: functions in the exposed schema taking only this table's row and returning
   * one value. Selectable, filterable and orderable by name, never part of `*`, as in PostgREST.
   */
  computed?: Map<string, Column> | undefined;
  /**
   * Computed relationships: functions taking this table's row and returning rows (setof) or one
   * row of a table in the schema, embeddable by the function's name, as in PostgREST.
   */
  computedRelations?: Map<string, ComputedRelation> | undefined;
}

export interface ComputedRelation {
  /** The function's name (also the embedding's name). */
  name: string;
  /** The table or view whose rows it returns. */
  target: string;
  /** Returns one row (not setof, or setof with `rows 1`): a to-one embedding. */
  toOne: boolean;
}

export interface FunctionArg {
  /** Empty for an unnamed argument (callable only as a function's single json/text/bytea one). */
  name: string;
  /** The type as regtype prints it (`integer`, `text[]`, `people`), spliced only as a cast. */
  type: string;
  /** False when the argument has a default, so a call may leave it out. */
  required: boolean;
}

export interface RpcFunction {
  name: string;
  /** The schema the function lives in (every overload of a name is in the same schema). */
  schema: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** True when the result is a row type (table or composite), rendered as objects. */
  returnsComposite: boolean;
  /** `returns void`: answered 204 with no body, as PostgREST does. */
  returnsVoid: boolean;
  /** The result's columns when it is a row type (a table's, a composite's or `returns table`). */
  resultColumns: Column[];
  /** The table or view whose row type the function returns, for embedding from its result. */
  resultTable?: string | undefined;
}

export interface SchemaCache {
  schema: string;
  tables: Map<string, Table>;
  /** Functions by name: each overload of the name, in catalog (oid) order. */
  functions: Map<string, RpcFunction[]>;
  reload(db: Queryable): Promise<void>;
}
