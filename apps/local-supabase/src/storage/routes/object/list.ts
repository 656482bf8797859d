/**
 * POST /object/list/<bucket> {prefix, limit, offset, search, sortBy} (list): one folder level of
 * the objects the caller can see, as storage-api's storage.search answers it: rows of
 * {name, id, updated_at, created_at, last_accessed_at, metadata}, folders with nulls; sorted by
 * name, folders and files together, or by a time column with the folders first; `search` keeps
 * the names that start with it, whatever the case.
 */
import { asCaller } from '../../../db/role.js';
import { json } from '../../../http/reply.js';
import { isPlainObject } from '../../../http/util.js';
import { type BucketRoute, callerAndBody } from '../../context.js';
import { getBucket, objectsUnder } from '../../db.js';
import { isoTime } from '../../shapes.js';

const SORTABLE = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
type Column = (typeof SORTABLE)[number];
type Entry = Record<Column, string | null> & { name: string; id: string | null; metadata: unknown };

export const listObjects: BucketRoute = async (deps, req, bucketId) => {
  const { claims, body } = await callerAndBody(deps, req);
  const prefixRaw = typeof body.prefix === 'string' ? body.prefix : '';
  const prefix = prefixRaw.replace(/^\/+|\/+$/g, '');
  const limit = Math.min(1500, Math.max(1, Number(body.limit) || 100));
  const offset = Math.max(0, Number(body.offset) || 0);
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const sortBy = isPlainObject(body.sortBy) ? body.sortBy : {};
  const asked = String(sortBy.column ?? 'name').toLowerCase();
  const column: Column = (SORTABLE as readonly string[]).includes(asked)
    ? (asked as Column)
    : 'name';
  const desc = String(sortBy.order ?? 'asc').toLowerCase() === 'desc';
  await getBucket(deps.db, bucketId);
  const start = prefix ? `${prefix}/` : '';
  const info = { method: 'POST', path: `/object/list/${bucketId}`, readOnly: true };
  const rows = await asCaller(deps.db, claims, info, (tx) => objectsUnder(tx, bucketId, start));
  // Names are relative to the prefix; anything deeper shows as a folder entry (id null).
  const files: Entry[] = [];
  const folders = new Set<string>();
  for (const o of rows) {
    const rel = o.name.slice(start.length);
    if (!rel.toLowerCase().startsWith(search)) continue;
    const slash = rel.indexOf('/');
    if (slash >= 0) folders.add(rel.slice(0, slash));
    else {
      files.push({
        name: rel,
        id: o.id,
        updated_at: isoTime(o.updated_at),
        created_at: isoTime(o.created_at),
        last_accessed_at: isoTime(o.last_accessed_at),
        metadata: o.metadata,
      });
    }
  }
  const entries: Entry[] = [
    ...[...folders].map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...files,
  ];
  const sign = desc ? -1 : 1;
  entries.sort((a, b) => {
    if (column !== 'name' && (a.id === null) !== (b.id === null)) return a.id === null ? -1 : 1;
    const av = column === 'name' || a.id === null ? a.name : (a[column] ?? '');
    const bv = column === 'name' || b.id === null ? b.name : (b[column] ?? '');
    return (av < bv ? -1 : av > bv ? 1 : 0) * sign;
  });
  return json(200, entries.slice(offset, offset + limit));
};
