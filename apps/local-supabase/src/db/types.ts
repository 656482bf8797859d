/**
 * The database as the rest of the server sees it: something that runs statements, and a
 * database that also runs transactions. PGlite and PostgreSQL both hide behind it (index.ts).
 */
export type Row = Record<string, unknown>;

/** Something that can run one statement with bound parameters. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * The caller role's statement_timeout in milliseconds (0 = none). PostgreSQL enforces it
   * itself (db/role.ts sets it per transaction); for PGlite, which cannot interrupt a
   * statement, the database thread's watchdog does.
   */
  statementTimeoutMs?: number | undefined;
}

/**
 * A consistent copy of the whole database: PGlite's data directory as a gzip'd tarball
 * (dumpDataDir), or pg_dump's plain SQL of the schemas this server manages.
 */
export type DatabaseDump =
  | { kind: 'pglite'; tarball: Uint8Array<ArrayBuffer> }
  | { kind: 'postgres'; sql: string };

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** statement_timeout per API role, read from the roles' settings (db/role.ts). */
  readonly roleTimeoutsMs: Map<string, number>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  /**
   * One statement run as `role` (a platform role: db/service-role.ts), in a transaction of its
   * own. On PGlite the database thread does the steps itself, so the statement costs one
   * message, not four.
   */
  queryAs<T extends Row = Row>(role: string, sql: string, params?: unknown[]): Promise<T[]>;
  /** Taken between units of work, so no transaction is half in it. */
  dump(): Promise<DatabaseDump>;
  /**
   * Calls `fn` with the payload of each `NOTIFY pgrst` (PostgREST's channel: `reload schema`,
   * `reload config`), from a LISTEN on the database's own connection (PGlite) or on a
   * connection of its own (PostgreSQL).
   */
  onPgrstNotify?(fn: (payload: string) => void): void;
  close(): Promise<void>;
}

/** The shape both drivers use for server errors (pg-protocol's DatabaseError). */
export interface PgError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPgError(e: unknown): e is PgError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((e as { code: string }).code)
  );
}
