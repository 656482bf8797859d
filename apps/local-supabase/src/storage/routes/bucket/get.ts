/**
 * GET /bucket (listBuckets, with storage-api's limit, offset, sortColumn, sortOrder, search) and
 * GET /bucket/<id> (getBucket), as the caller: the storage.buckets SELECT policy decides.
 */
import { asCaller } from '../../../db/role.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { caller, type StorageDeps } from '../../context.js';
import { bucketNotFound, invalidInput } from '../../errors.js';
import { bucketShape } from '../../shapes.js';

const COLUMNS =
  'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';
const SORTABLE = ['id', 'name', 'created_at', 'updated_at'];

function intParam(query: URLSearchParams, name: string, min: number): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw invalidInput(`querystring/${name} must be >= ${min}`);
  }
  return Number(raw);
}

export async function getBucket(
  deps: StorageDeps,
  req: ServiceRequest,
  id: string,
): Promise<Reply> {
  const claims = await caller(deps, req);
  const info = { method: 'GET', path: '/bucket', readOnly: true };
  const rows = await asCaller(deps.db, claims, info, (tx) =>
    tx.query<{ json: string }>(
      `select row_to_json(b)::text as json from (select ${COLUMNS} from storage.buckets where id = $1) b`,
      [id],
    ),
  );
  const row = rows[0];
  if (!row) throw bucketNotFound();
  return json(200, bucketShape(JSON.parse(row.json) as Record<string, unknown>));
}

export async function listBuckets(deps: StorageDeps, req: ServiceRequest): Promise<Reply> {
  const claims = await caller(deps, req);
  const q = req.query;
  const limit = intParam(q, 'limit', 1);
  const offset = intParam(q, 'offset', 0);
  const sortColumn = q.get('sortColumn');
  if (sortColumn !== null && !SORTABLE.includes(sortColumn)) {
    throw invalidInput(
      `querystring/sortColumn must be equal to one of the allowed values: ${SORTABLE.join(', ')}`,
    );
  }
  const sortOrder = q.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const search = q.get('search') ?? '';
  const values: unknown[] = [];
  let where = '';
  if (search !== '') {
    values.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where = `where name ilike $${values.length}`;
  }
  const order = sortColumn ? `order by ${sortColumn} ${sortOrder}` : '';
  let page = '';
  if (limit !== undefined) {
    values.push(limit);
    page += ` limit $${values.length}`;
  }
  if (offset !== undefined) {
    values.push(offset);
    page += ` offset $${values.length}`;
  }
  const info = { method: 'GET', path: '/bucket', readOnly: true };
  const rows = await asCaller(deps.db, claims, info, (tx) =>
    tx.query<{ json: string }>(
      `select row_to_json(b)::text as json from (
         select ${COLUMNS}, type from storage.buckets ${where} ${order} ${page}) b`,
      values,
    ),
  );
  return json(
    200,
    rows.map((r) => bucketShape(JSON.parse(r.json) as Record<string, unknown>)),
  );
}
