/**
 * The SQL of the storage service: storage.buckets and storage.objects. Object rows are read and
 * written through the caller's transaction (so the bucket policies decide); the platform reads
 * buckets and public or signed objects itself.
 */
import type { Queryable } from '../db/types.js';
import { bucketNotFound, notFound } from './errors.js';

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  owner: string | null;
  created_at: string;
  updated_at: string;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

function parseRows<T>(rows: { json: string }[]): T[] {
  return rows.map((r) => JSON.parse(r.json) as T);
}

export async function getBucket(db: Queryable, id: string): Promise<Bucket> {
  const rows = await db.query<{ json: string }>(
    'select row_to_json(b)::text as json from storage.buckets b where b.id = $1',
    [id],
  );
  const bucket = parseRows<Bucket>(rows)[0];
  if (!bucket) throw bucketNotFound();
  return bucket;
}

export async function listBuckets(db: Queryable, id?: string): Promise<Bucket[]> {
  const rows = await db.query<{ json: string }>(
    id
      ? 'select row_to_json(b)::text as json from storage.buckets b where b.id = $1'
      : 'select row_to_json(b)::text as json from storage.buckets b order by b.id',
    id ? [id] : [],
  );
  return parseRows<Bucket>(rows);
}

export async function findObject(db: Queryable, bucketId: string, key: string): Promise<ObjectRow> {
  const rows = await db.query<{ json: string }>(
    'select row_to_json(o)::text as json from storage.objects o where o.bucket_id = $1 and o.name = $2',
    [bucketId, key],
  );
  const row = parseRows<ObjectRow>(rows)[0];
  if (!row) throw notFound();
  return row;
}

export interface ObjectWrite {
  bucketId: string;
  key: string;
  /** PUT: the object must exist. */
  update: boolean;
  /** x-upsert: an existing object is replaced. */
  upsert: boolean;
  owner: string | null;
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

/** storage-api keeps a non-UUID subject in owner_id only (its owner column is a uuid). */
const OWNER = `case when $3 ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then $3::uuid end`;

/** Inserts, upserts or updates an object's row; returns its id. */
export async function writeObjectRow(tx: Queryable, w: ObjectWrite): Promise<string> {
  const values = [
    w.bucketId,
    w.key,
    w.owner,
    JSON.stringify(w.metadata),
    w.userMetadata === null ? null : JSON.stringify(w.userMetadata),
    w.version,
  ];
  let rows: { id: string }[];
  if (w.update) {
    rows = await tx.query<{ id: string }>(
      `update storage.objects set metadata = $4::jsonb, user_metadata = $5::jsonb, version = $6,
              owner = ${OWNER}, owner_id = $3, updated_at = now(), last_accessed_at = now()
        where bucket_id = $1 and name = $2 returning id::text`,
      values,
    );
    if (rows.length === 0) throw notFound();
  } else {
    const conflict = w.upsert
      ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, version = excluded.version,
           owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(),
           last_accessed_at = now()`
      : '';
    rows = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, ${OWNER}, $3, $4::jsonb, $5::jsonb, $6) ${conflict} returning id::text`,
      values,
    );
  }
  return rows[0]?.id ?? '';
}

export async function deleteObjects(
  tx: Queryable,
  bucketId: string,
  keys: readonly string[],
): Promise<ObjectRow[]> {
  const rows = await tx.query<{ json: string }>(
    `delete from storage.objects o
      where o.bucket_id = $1 and o.name in (select jsonb_array_elements_text($2::jsonb))
      returning row_to_json(o)::text as json`,
    [bucketId, JSON.stringify(keys)],
  );
  return parseRows<ObjectRow>(rows);
}

/** The names among `keys` the caller may see. */
export async function visibleNames(
  tx: Queryable,
  bucketId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  const rows = await tx.query<{ name: string }>(
    `select o.name from storage.objects o
      where o.bucket_id = $1 and o.name in (select jsonb_array_elements_text($2::jsonb))`,
    [bucketId, JSON.stringify(keys)],
  );
  return new Set(rows.map((r) => r.name));
}

/** Every object whose name starts with `start`. */
export async function objectsUnder(
  tx: Queryable,
  bucketId: string,
  start: string,
): Promise<ObjectRow[]> {
  const rows = await tx.query<{ json: string }>(
    `select row_to_json(o)::text as json from storage.objects o
      where o.bucket_id = $1 and left(o.name, length($2)) = $2`,
    [bucketId, start],
  );
  return parseRows<ObjectRow>(rows);
}

/** The move's own update (storage-api's updateObject): the row takes its new bucket and name. */
export async function relocateObject(
  tx: Queryable,
  from: { bucketId: string; key: string },
  to: { bucketId: string; key: string },
  owner: string | null,
  version: string,
): Promise<ObjectRow> {
  const rows = await tx.query<{ json: string }>(
    `update storage.objects o set name = $4, bucket_id = $3,
            owner = case when $5 ~* '^[0-9a-f-]{36}$' then $5::uuid end, owner_id = $5,
            version = $6
      where o.bucket_id = $1 and o.name = $2
      returning row_to_json(o)::text as json`,
    [from.bucketId, from.key, to.bucketId, to.key, owner, version],
  );
  const row = parseRows<ObjectRow>(rows)[0];
  if (!row) throw notFound();
  return row;
}

export interface CopyTarget {
  bucketId: string;
  key: string;
  owner: string | null;
  metadata: Record<string, unknown> | null;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

/**
 * A copy's row (storage-api's createObject, or upsertObject with x-upsert): a new object, or the
 * destination's row taking the copy's metadata. Returns the row (its id names the file).
 */
export async function writeCopyRow(
  tx: Queryable,
  t: CopyTarget,
  opts: { upsert: boolean; returning: boolean },
): Promise<ObjectRow | undefined> {
  const conflict = opts.upsert
    ? `on conflict (name, bucket_id) do update set metadata = excluded.metadata,
         user_metadata = excluded.user_metadata, version = excluded.version,
         owner = excluded.owner, owner_id = excluded.owner_id`
    : '';
  const rows = await tx.query<{ json: string }>(
    `insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, ${OWNER}, $3, $4::jsonb, $5::jsonb, $6) ${conflict}
     ${opts.returning ? 'returning row_to_json(o)::text as json' : ''}`,
    [
      t.bucketId,
      t.key,
      t.owner,
      t.metadata === null ? null : JSON.stringify(t.metadata),
      t.userMetadata === null ? null : JSON.stringify(t.userMetadata),
      t.version,
    ],
  );
  return parseRows<ObjectRow>(rows)[0];
}
