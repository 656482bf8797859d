/**
 * A stateful stand-in for Supabase: in-memory tables, password sign-in and a media bucket, so
 * a story or test can walk a whole journey (sign in, create a page, see it listed, upload an
 * image and see it in the library). It speaks the same wire format as the scenarios and is no
 * authority on permissions: the real RLS is tested against local-supabase.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import type { AuthUser } from '../repositories/types';
import type { AdminUser, MediaFile, Page, SiteSettingRow } from '../types';
import {
  fixtureAdminUsers,
  fixtureMedia,
  fixturePages,
  fixtureSettingRows,
  fixtureUsers,
} from './fixtures';
import {
  authError,
  authJson,
  insertedRow,
  type Row,
  restCount,
  restError,
  restNoContent,
  restRows,
  sessionFor,
  storageError,
} from './wire';

export interface MockAccount {
  user: AuthUser;
  password: string;
}

export interface StoredObject {
  bytes: Uint8Array;
  type: string;
}

export interface MockDatabase {
  accounts: MockAccount[];
  admin_users: AdminUser[];
  pages: Page[];
  media_library: MediaFile[];
  site_settings: SiteSettingRow[];
  /** Stored files of the media bucket by object name. */
  objects: Map<string, StoredObject>;
}

/** The password every fixture account signs in with. */
export const MOCK_PASSWORD = 'password123';

/** A database holding the fixtures (or the given tables); accounts for admin, editor, newcomer. */
export function createMockDatabase(seed: Partial<MockDatabase> = {}): MockDatabase {
  return {
    accounts: seed.accounts ?? [
      { user: structuredClone(fixtureUsers.admin), password: MOCK_PASSWORD },
      { user: structuredClone(fixtureUsers.editor), password: MOCK_PASSWORD },
      { user: structuredClone(fixtureUsers.newcomer), password: MOCK_PASSWORD },
    ],
    admin_users: seed.admin_users ?? structuredClone(Object.values(fixtureAdminUsers)),
    pages: seed.pages ?? structuredClone(fixturePages),
    media_library: seed.media_library ?? structuredClone(fixtureMedia),
    site_settings: seed.site_settings ?? structuredClone(fixtureSettingRows),
    objects: seed.objects ?? new Map(),
  };
}

type TableName = 'admin_users' | 'pages' | 'media_library' | 'site_settings';
const TABLES: TableName[] = ['admin_users', 'pages', 'media_library', 'site_settings'];

function matches(row: Row, url: URL): boolean {
  for (const [column, expression] of url.searchParams) {
    if (['select', 'order', 'limit', 'offset', 'on_conflict', 'columns'].includes(column)) continue;
    const value = row[column];
    const dot = expression.indexOf('.');
    const op = expression.slice(0, dot);
    const operand = expression.slice(dot + 1);
    if (op === 'eq' && String(value) !== operand) return false;
    if (op === 'neq' && String(value) === operand) return false;
    if (op === 'is' && operand === 'null' && value !== null) return false;
    if (op === 'like' || op === 'ilike') {
      const pattern = operand.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[%*]/g, '.*');
      if (!new RegExp(`^${pattern}$`, op === 'ilike' ? 'i' : '').test(String(value ?? '')))
        return false;
    }
  }
  return true;
}

function ordered(rows: Row[], url: URL): Row[] {
  const order = url.searchParams.get('order');
  if (!order) return rows;
  const keys = order.split(',').map((part) => {
    const [column = '', direction = 'asc'] = part.split('.');
    return { column, descending: direction === 'desc' };
  });
  return [...rows].sort((a, b) => {
    for (const { column, descending } of keys) {
      const x = String(a[column] ?? '');
      const y = String(b[column] ?? '');
      if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
    }
    return 0;
  });
}

function tableOf(db: MockDatabase, name: TableName): Row[] {
  return db[name] as unknown as Row[];
}

function setTable(db: MockDatabase, name: TableName, rows: Row[]): void {
  (db as unknown as Record<TableName, Row[]>)[name] = rows;
}

function restHandlers(db: MockDatabase): HttpHandler[] {
  return TABLES.flatMap((name) => {
    const path = `*/rest/v1/${name}`;
    return [
      http.head(path, ({ request }) => {
        const url = new URL(request.url);
        return restCount(tableOf(db, name).filter((row) => matches(row, url)).length);
      }),
      http.get(path, ({ request }) => {
        const url = new URL(request.url);
        return restRows(
          request,
          ordered(
            tableOf(db, name).filter((row) => matches(row, url)),
            url,
          ),
        );
      }),
      http.post(path, async ({ request }) => {
        const url = new URL(request.url);
        const body: unknown = await request.json();
        const incoming = (Array.isArray(body) ? body : [body]) as Row[];
        const conflict = url.searchParams.get('on_conflict');
        const rows = tableOf(db, name);
        const written: Row[] = [];
        for (const values of incoming) {
          const existing = conflict
            ? rows.find((row) => row[conflict] === values[conflict])
            : undefined;
          if (existing) {
            Object.assign(existing, values, { updated_at: new Date().toISOString() });
            written.push(existing);
            continue;
          }
          const unique = name === 'pages' ? 'slug' : name === 'admin_users' ? 'user_id' : null;
          if (unique && rows.some((row) => row[unique] === values[unique])) {
            return restError(
              `duplicate key value violates unique constraint "${name}_${unique}_key"`,
              409,
              '23505',
            );
          }
          const row = insertedRow(values);
          rows.unshift(row);
          written.push(row);
        }
        return url.searchParams.has('select')
          ? restRows(request, written, 201)
          : restNoContent(201);
      }),
      http.patch(path, async ({ request }) => {
        const url = new URL(request.url);
        const changes = (await request.json()) as Row;
        const hit = tableOf(db, name).filter((row) => matches(row, url));
        for (const row of hit)
          Object.assign(row, changes, { updated_at: new Date().toISOString() });
        return url.searchParams.has('select') ? restRows(request, hit) : restNoContent();
      }),
      http.delete(path, ({ request }) => {
        const url = new URL(request.url);
        setTable(
          db,
          name,
          tableOf(db, name).filter((row) => !matches(row, url)),
        );
        return restNoContent();
      }),
    ];
  });
}

// A 1x1 grey PNG for fixture images that have no stored bytes, so library stories show tiles.
const PLACEHOLDER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mO4ceMGAAXKAuTnfPPbAAAAAElFTkSuQmCC';

function placeholder(): Response {
  const bytes = Uint8Array.from(atob(PLACEHOLDER_PNG), (c) => c.charCodeAt(0));
  return new HttpResponse(bytes, { headers: { 'Content-Type': 'image/png' } });
}

function storageHandlers(db: MockDatabase): HttpHandler[] {
  const objectName = (url: URL, prefix: string) =>
    decodeURIComponent(url.pathname.slice(url.pathname.indexOf(prefix) + prefix.length));
  return [
    http.post('*/storage/v1/object/media/*', async ({ request }) => {
      const name = objectName(new URL(request.url), '/storage/v1/object/media/');
      if (db.objects.has(name))
        return storageError('The resource already exists', '409', 'Duplicate');
      const type = request.headers.get('content-type') ?? '';
      // Bytes, not a Blob: the test environment's Blob (jsdom) and fetch's (undici) differ.
      let file: StoredObject;
      if (type.startsWith('multipart/form-data')) {
        const part = (await request.formData()).get('');
        file =
          typeof part === 'object' && part !== null
            ? { bytes: new Uint8Array(await part.arrayBuffer()), type: part.type }
            : { bytes: new Uint8Array(), type: '' };
      } else {
        file = { bytes: new Uint8Array(await request.arrayBuffer()), type };
      }
      db.objects.set(name, file);
      return HttpResponse.json({ Key: `media/${name}`, Id: crypto.randomUUID() });
    }),
    http.delete('*/storage/v1/object/media', async ({ request }) => {
      const { prefixes = [] } = (await request.json()) as { prefixes?: string[] };
      const removed = prefixes.filter((name) => db.objects.delete(name));
      return HttpResponse.json(removed.map((name) => ({ bucket_id: 'media', name })));
    }),
    http.get('*/storage/v1/object/public/media/*', ({ request }) => {
      const name = objectName(new URL(request.url), '/storage/v1/object/public/media/');
      const stored = db.objects.get(name);
      if (stored)
        return new HttpResponse(stored.bytes, { headers: { 'Content-Type': stored.type } });
      const row = db.media_library.find((file) => file.file_path === name);
      if (row?.mime_type.startsWith('image/')) return placeholder();
      return storageError('Object not found', '404', 'not_found');
    }),
  ];
}

function authHandlers(db: MockDatabase): HttpHandler[] {
  const byToken = (token: string | null | undefined) =>
    db.accounts.find((account) => token?.endsWith(`.${account.user.id}`));
  return [
    http.post('*/auth/v1/token', async ({ request }) => {
      const grant = new URL(request.url).searchParams.get('grant_type');
      const body = (await request.json()) as {
        email?: string;
        password?: string;
        refresh_token?: string;
      };
      if (grant === 'password') {
        const account = db.accounts.find(
          (a) =>
            a.user.email?.toLowerCase() === body.email?.toLowerCase() &&
            a.password === body.password,
        );
        return account
          ? authJson(sessionFor(account.user))
          : authError('Invalid login credentials');
      }
      const account = byToken(body.refresh_token);
      return account
        ? authJson(sessionFor(account.user))
        : authError(
            'Invalid Refresh Token: Refresh Token Not Found',
            400,
            'refresh_token_not_found',
          );
    }),
    http.get('*/auth/v1/user', ({ request }) => {
      const account = byToken(request.headers.get('authorization'));
      return account ? authJson(account.user) : authError('invalid JWT', 403, 'bad_jwt');
    }),
    http.post('*/auth/v1/logout', () => restNoContent()),
  ];
}

/** Handlers answering every call from the given in-memory database. */
export function mockSupabaseHandlers(db: MockDatabase = createMockDatabase()): HttpHandler[] {
  return [...authHandlers(db), ...restHandlers(db), ...storageHandlers(db)];
}
