/**
 * What the bucket routes share: storage-api's checks on a bucket's name and options
 * (src/storage/limits.ts and Storage.createBucket/updateBucket) and its SQL for them.
 */
import type { Queryable } from '../db/types.js';
import {
  entityTooLarge,
  invalidBucketName,
  invalidFileSizeLimit,
  invalidInput,
  invalidMimeType,
} from './errors.js';

/** config.toml's [storage] file_size_limit, the most any bucket may take. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
/** S3's reserved suffixes for directory and access-point buckets. */
const RESERVED_SUFFIXES = ['--x-s3', '--ol-s3', '--table-s3'];

export function checkBucketName(name: string): string {
  if (name.length === 0 || name.length > 100 || !VALID_BUCKET_NAME.test(name)) {
    throw invalidBucketName();
  }
  return name;
}

/** A new bucket's name: no surrounding spaces, no reserved suffix. */
export function checkNewBucketName(name: string): string {
  if (name.trim() !== name || RESERVED_SUFFIXES.some((s) => name.endsWith(s))) {
    throw invalidBucketName();
  }
  return checkBucketName(name);
}

/** `20MB`, `1.5GB` or a number of bytes, as storage-api's parseFileSizeToBytes reads them. */
export function fileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  let bytes: number;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) {
      throw invalidInput('body/file_size_limit must be integer');
    }
    bytes = value;
  } else if (typeof value === 'string') {
    const m = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
    if (!m) throw invalidFileSizeLimit();
    const n = +Number.parseFloat(m[1] ?? '0').toPrecision(3);
    const unit = (m[2] ?? '').toUpperCase();
    bytes = unit === 'GB' ? n * 1e9 : unit === 'MB' ? n * 1e6 : unit === 'KB' ? n * 1000 : n;
  } else {
    throw invalidInput('body/file_size_limit must be integer');
  }
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw entityTooLarge();
  return bytes;
}

/** storage-api's validateMimeType; empty entries are dropped first, as its routes do. */
export function allowedMimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!Array.isArray(value) || !value.every((t) => typeof t === 'string')) {
    throw invalidInput('body/allowed_mime_types must be array');
  }
  const types = value.filter((t) => t !== '');
  for (const t of types) {
    if (
      t.length > 1000 ||
      !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(t)
    ) {
      throw invalidMimeType(t);
    }
  }
  return types;
}

export interface BucketOptions {
  public?: boolean | undefined;
  file_size_limit?: number | null | undefined;
  allowed_mime_types?: string[] | null | undefined;
}

/** The options of a create or update body, checked. */
export function bucketOptions(body: Record<string, unknown>): BucketOptions {
  if (body.public !== undefined && typeof body.public !== 'boolean') {
    throw invalidInput('body/public must be boolean');
  }
  return {
    public: body.public,
    file_size_limit: fileSizeLimit(body.file_size_limit),
    allowed_mime_types: allowedMimeTypes(body.allowed_mime_types),
  };
}

/** Whether a bucket holds any object (the platform looks, whatever the caller may see). */
export async function countObjects(db: Queryable, bucketId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from (select 1 from storage.objects where bucket_id = $1 limit 1) o',
    [bucketId],
  );
  return Number(rows[0]?.n ?? 0);
}
