/**
 * POST /object/list-v2/<bucket> {prefix?, limit?, cursor?, with_delimiter?, sortBy?} (listV2), as
 * storage-api's listObjectsV2: the objects the caller can see whose names start with the prefix,
 * or with the delimiter one level of them (folders as `prefix/sub/`), at most `limit` (1000) a
 * page, then `hasNext` and an opaque `nextCursor` that carries the sort and the last name.
 */
import { asCaller } from '../../../db/role.js';
import { json } from '../../../http/reply.js';
import { isPlainObject } from '../../../http/util.js';
import { type BucketRoute, callerAndBody } from '../../context.js';
import { getBucket, objectsUnder } from '../../db.js';
import { invalidInput, invalidParameter } from '../../errors.js';
import { isoTime } from '../../shapes.js';

type Column = 'name' | 'created_at' | 'updated_at';
interface Cursor {
  startAfter: string;
  sortOrder: 'asc' | 'desc';
  sortColumn?: Column | undefined;
  sortColumnAfter?: string | undefined;
}
interface Entry {
  name: string;
  id: string | null;
  key?: string;
  updated_at?: string | null;
  created_at?: string | null;
  last_accessed_at?: string | null;
  metadata?: unknown;
}

/** storage-api's continuation token: `l:<last name>\no:<order>\nc:<column>\na:<value>`, base64. */
const PARTS: [string, keyof Cursor][] = [
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
];

function encodeCursor(c: Cursor): string {
  const lines = PARTS.filter(([, k]) => c[k]).map(([p, k]) => `${p}:${c[k]}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const out: Record<string, string> = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const m = /^(\S):(.*)/.exec(line);
    const field = PARTS.find(([p]) => p === m?.[1])?.[1];
    if (!m || !field) throw invalidParameter('continuation token');
    out[field] = m[2] ?? '';
  }
  return out as unknown as Cursor;
}

/** Byte order, as `collate "C"`. */
const cmp = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

export const listObjectsV2: BucketRoute = async (deps, req, bucketId) => {
  const { claims, body } = await callerAndBody(deps, req);
  const prefix = typeof body.prefix === 'string' ? body.prefix : '';
  if (body.limit !== undefined && (!Number.isInteger(body.limit) || Number(body.limit) < 1)) {
    throw invalidInput('body/limit must be >= 1');
  }
  const limit = Math.min(Number(body.limit) || 1000, 1000);
  const sortBy = isPlainObject(body.sortBy) ? body.sortBy : {};
  const cursor =
    typeof body.cursor === 'string' && body.cursor ? decodeCursor(body.cursor) : undefined;
  const askedColumn = ['name', 'created_at', 'updated_at'].includes(String(sortBy.column))
    ? (sortBy.column as Column)
    : undefined;
  const column: Column = cursor?.sortColumn ?? askedColumn ?? 'name';
  const order =
    (cursor?.sortOrder ?? String(sortBy.order ?? 'asc')).toLowerCase() === 'desc' ? 'desc' : 'asc';
  const delimited = body.with_delimiter === true;
  await getBucket(deps.db, bucketId);
  const info = { method: 'POST', path: `/object/list-v2/${bucketId}`, readOnly: true };
  const rows = await asCaller(deps.db, claims, info, (tx) => objectsUnder(tx, bucketId, prefix));

  let entries: Entry[] = [];
  const folders = new Set<string>();
  for (const o of rows) {
    const rel = o.name.slice(prefix.length);
    const slash = rel.indexOf('/');
    if (delimited && slash >= 0) {
      folders.add(prefix + rel.slice(0, slash + 1));
      continue;
    }
    entries.push({
      ...(delimited ? { key: rel } : {}),
      name: o.name,
      id: o.id,
      updated_at: isoTime(o.updated_at),
      created_at: isoTime(o.created_at),
      last_accessed_at: isoTime(o.last_accessed_at),
      metadata: o.metadata,
    });
  }
  entries.push(...[...folders].map((name) => ({ name, id: null })));
  const sign = order === 'desc' ? -1 : 1;
  const value = (e: Entry) => (column === 'name' ? e.name : (e[column] ?? ''));
  entries.sort((a, b) => {
    if (column !== 'name' && (a.id === null) !== (b.id === null)) return a.id === null ? -1 : 1;
    return (cmp(value(a), value(b)) || cmp(a.name, b.name)) * sign;
  });
  if (cursor?.startAfter) {
    const after: Entry = { name: cursor.startAfter, id: '' };
    if (column !== 'name') after[column] = cursor.sortColumnAfter ?? '';
    entries = entries.filter(
      (e) => (cmp(value(e), value(after)) || cmp(e.name, after.name)) * sign > 0,
    );
  }
  const hasNext = entries.length > limit;
  const page = entries.slice(0, limit);
  const last = page[page.length - 1];
  return json(200, {
    hasNext,
    ...(hasNext && last
      ? {
          nextCursor: encodeCursor({
            startAfter: last.name,
            sortOrder: order,
            sortColumn: cursor?.sortColumn ?? askedColumn,
            sortColumnAfter: column !== 'name' ? (last[column] ?? undefined) : undefined,
          }),
          nextCursorKey: last.name,
        }
      : {}),
    folders: page.filter((e) => e.id === null),
    objects: page.filter((e) => e.id !== null),
  });
};
