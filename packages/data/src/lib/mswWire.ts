/**
 * Responses in the wire format @supabase/supabase-js expects (shared/supabase-wire.md), so
 * the real client code paths run in stories and tests.
 */
import type { Session, User } from '@supabase/supabase-js';
import { HttpResponse } from 'msw';
import type { Json } from './database.types';

export type Row = Record<string, unknown>;

/** The X-Supabase-Api-Version header makes the client read `code` from auth errors. */
const AUTH_HEADERS = { 'X-Supabase-Api-Version': '2024-01-01' };

/** The password grant's answer: a session the client stores and announces as SIGNED_IN. */
export function sessionFor(user: User, now = Date.now()): Session {
  const expiresIn = 3600;
  return {
    access_token: `mock-access-token.${user.id}`,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(now / 1000) + expiresIn,
    refresh_token: `mock-refresh-token.${user.id}`,
    user,
  };
}

export function authJson(body: unknown, status = 200) {
  return HttpResponse.json(body as Json, { status, headers: AUTH_HEADERS });
}

/** Auth errors as GoTrue sends them: `{ code, message }`. */
export function authError(message: string, status = 400, code = 'invalid_credentials') {
  return HttpResponse.json({ code, message }, { status, headers: AUTH_HEADERS });
}

/** PostgREST errors: `{ code, details, hint, message }` with nulls, not missing keys. */
export function restError(message: string, status = 400, code = 'P0001') {
  return HttpResponse.json({ code, details: null, hint: null, message }, { status });
}

/** Storage errors: HTTP 400 with the real status as a string in statusCode. */
export function storageError(message: string, statusCode = '400', error = 'Error') {
  return HttpResponse.json({ statusCode, error, message }, { status: 400 });
}

export function wantsObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');
}

/** `select=id,title` as a column list, or null for `*` / none. */
export function selectedColumns(url: URL): string[] | null {
  const select = url.searchParams.get('select');
  if (!select || select.trim() === '*') return null;
  return select.split(',').map((c) => c.trim());
}

export function project(row: Row, columns: string[] | null): Row {
  if (!columns) return row;
  return Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
}

/** Rows answered as PostgREST would: an array, or one object (406 otherwise) for `.single()`. */
export function restRows(request: Request, rows: readonly Row[], status = 200) {
  const url = new URL(request.url);
  const shaped = rows.map((row) => project(row, selectedColumns(url)));
  if (wantsObject(request)) {
    if (shaped.length !== 1) {
      return HttpResponse.json(
        {
          code: 'PGRST116',
          details: `The result contains ${shaped.length} rows`,
          hint: null,
          message: 'Cannot coerce the result to a single JSON object',
        },
        { status: 406 },
      );
    }
    return HttpResponse.json(shaped[0] as Json, {
      status,
      headers: { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' },
    });
  }
  return HttpResponse.json(shaped as Json, { status });
}

/** A write without `.select()`: no body. */
export function restNoContent(status = 204) {
  return new HttpResponse(null, { status });
}

/** A count-only HEAD answer: the total in Content-Range. */
export function restCount(total: number) {
  return new HttpResponse(null, {
    status: 200,
    headers: { 'Content-Range': total === 0 ? '*/0' : `0-${total - 1}/${total}` },
  });
}

/** `col=eq.value` filters of a request, as a map. */
export function eqFilters(url: URL): Map<string, string> {
  const filters = new Map<string, string>();
  for (const [key, value] of url.searchParams) {
    if (value.startsWith('eq.')) filters.set(key, value.slice(3));
  }
  return filters;
}

/** A new row as the database would return it: generated id and timestamps over the body. */
export function insertedRow(body: Row): Row {
  const now = new Date().toISOString();
  return { id: crypto.randomUUID(), created_at: now, updated_at: now, ...body };
}

export async function jsonBody(request: Request): Promise<Row> {
  const text = await request.text();
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Row)
    : {};
}
