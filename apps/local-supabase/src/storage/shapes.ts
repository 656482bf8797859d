/**
 * Rows as storage-api sends them: its response schemas (src/storage/schemas/bucket.ts and
 * object.ts) through Fastify's serializer, which keeps only the schema's properties, in the
 * schema's order, writes a null where the schema says `string` as "" (a bucket's `owner`), and a
 * timestamp as JavaScript's ISO form (`2026-11-27T10:00:00.123Z`, as node-postgres hands them
 * over as Dates).
 */

/** A timestamp column as storage-api's JSON has it; null stays null. */
export function isoTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const d = new Date(String(value));
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString();
}

type Kind = 'string' | 'nullable' | 'time' | 'raw' | 'integer';

function serialize(
  row: Record<string, unknown>,
  schema: [string, Kind][],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, kind] of schema) {
    if (!(key in row) || row[key] === undefined) continue;
    const v = row[key];
    if (kind === 'string') out[key] = v === null ? '' : String(v);
    else if (kind === 'time') out[key] = isoTime(v);
    else if (kind === 'integer') out[key] = v === null ? null : Number(v);
    else out[key] = v;
  }
  return out;
}

const BUCKET: [string, Kind][] = [
  ['id', 'string'],
  ['name', 'string'],
  ['owner', 'string'],
  ['owner_id', 'string'],
  ['public', 'raw'],
  ['type', 'string'],
  ['file_size_limit', 'integer'],
  ['allowed_mime_types', 'raw'],
  ['created_at', 'time'],
  ['updated_at', 'time'],
];

const OBJECT: [string, Kind][] = [
  ['name', 'string'],
  ['bucket_id', 'string'],
  ['owner', 'string'],
  ['owner_id', 'string'],
  ['version', 'string'],
  ['id', 'nullable'],
  ['updated_at', 'time'],
  ['created_at', 'time'],
  ['last_accessed_at', 'time'],
  ['metadata', 'raw'],
  ['user_metadata', 'raw'],
];

/** storage-api's bucketSchema (the columns a route selected, nothing else). */
export function bucketShape(row: Record<string, unknown>): Record<string, unknown> {
  return serialize(row, BUCKET);
}

/** storage-api's objectSchema. */
export function objectShape(row: Record<string, unknown>): Record<string, unknown> {
  return serialize(row, OBJECT);
}
