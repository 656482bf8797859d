/** POST /object/list/<bucket>: one folder level of the objects the caller can see. */
import { asCaller } from '../../../db/role.js';
import { json } from '../../../http/reply.js';
import { isPlainObject } from '../../../http/util.js';
import { type BucketRoute, callerAndBody } from '../../context.js';
import { getBucket, objectInfo, objectsUnder } from '../../db.js';

const SORTABLE = ['name', 'created_at', 'updated_at', 'last_accessed_at'];

export const listObjects: BucketRoute = async (deps, req, bucketId) => {
  const { claims, body } = await callerAndBody(deps, req);
  const prefixRaw = typeof body.prefix === 'string' ? body.prefix : '';
  const prefix = prefixRaw.replace(/^\/+|\/+$/g, '');
  const limit = Math.min(1000, Math.max(1, Number(body.limit) || 100));
  const offset = Math.max(0, Number(body.offset) || 0);
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = isPlainObject(body.sortBy) ? body.sortBy : {};
  const column = SORTABLE.includes(String(sortBy.column)) ? String(sortBy.column) : 'name';
  const desc = String(sortBy.order).toLowerCase() === 'desc';
  await getBucket(deps.db, bucketId);
  const start = prefix ? `${prefix}/` : '';
  const info = { method: 'POST', path: `/object/list/${bucketId}`, readOnly: true };
  const rows = await asCaller(deps.db, claims, info, (tx) => objectsUnder(tx, bucketId, start));
  // Names are relative to the prefix; anything deeper shows as a folder entry (id null).
  const files = new Map<string, Record<string, unknown>>();
  const folders = new Set<string>();
  for (const o of rows) {
    const rel = o.name.slice(start.length);
    const slash = rel.indexOf('/');
    if (slash >= 0) folders.add(rel.slice(0, slash));
    else files.set(rel, { ...objectInfo(o), name: rel });
  }
  let entries: Record<string, unknown>[] = [
    ...[...folders].map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...files.values(),
  ];
  if (search)
    entries = entries.filter((e) => String(e.name).toLowerCase().startsWith(search.toLowerCase()));
  entries.sort((a, b) => {
    // Folders first, as Storage does, then by the requested column.
    if ((a.id === null) !== (b.id === null)) return a.id === null ? -1 : 1;
    const av = String(a[column] ?? a.name);
    const bv = String(b[column] ?? b.name);
    return (av < bv ? -1 : av > bv ? 1 : 0) * (desc ? -1 : 1);
  });
  return json(200, entries.slice(offset, offset + limit));
};
