/** PostgREST-shaped errors: {code, details, hint, message}, null rather than missing keys. */
import type { PgError } from '../db/types.js';
import { HttpError } from '../http/errors.js';
import type { ApiRole } from '../identity/claims.js';

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { code, details, hint, message }, headers);
}

/** A query-string or select-list parse error (PGRST100). */
export function parseError(message: string, details: string | null = null): HttpError {
  return restError(400, 'PGRST100', message, details);
}

export function unknownColumn(table: string, column: string): HttpError {
  return restError(400, '42703', `column ${table}.${column} does not exist`);
}

/**
 * SQLSTATE to HTTP status, following PostgREST's table. 42501 depends on who asked: an
 * anonymous caller should authenticate (401), a signed-in one is forbidden (403).
 */
export function statusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '40001') return 409;
  const cls = code.slice(0, 2);
  switch (cls) {
    case '08':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '21':
    case '22':
    case '23':
    case '42':
    case '2F':
      return 400;
    case '53':
      return 503;
    case '54':
      return 413;
    case '57':
      return code === '57014' ? 504 : 500;
    default:
      return 500;
  }
}

export function fromPgError(e: PgError, role: ApiRole): HttpError {
  if (e.code === 'PGRST') return raisedError(e);
  return restError(
    statusForSqlState(e.code, role),
    e.code,
    e.message,
    e.detail ?? null,
    e.hint ?? null,
  );
}

function jsonObject(text: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * PostgREST's custom errors from SQL: `RAISE sqlstate 'PGRST' USING message = '{"code":..,
 * "message":..,"details":..,"hint":..}', detail = '{"status":429,"headers":{..}}'` answers with
 * that status, body and headers. Malformed JSON is PostgREST's PGRST121 (500).
 */
function raisedError(e: PgError): HttpError {
  const body = jsonObject(e.message);
  const meta = jsonObject(e.detail);
  const status = meta?.status;
  if (!body || !meta || typeof status !== 'number' || !Number.isInteger(status)) {
    return restError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      `Invalid JSON value for MESSAGE or DETAIL: ${e.message}`,
    );
  }
  const headers: Record<string, string> = {};
  const given = meta.headers;
  if (typeof given === 'object' && given !== null) {
    for (const [name, value] of Object.entries(given)) {
      if (typeof value === 'string' && /^[A-Za-z0-9-]+$/.test(name)) headers[name] = value;
    }
  }
  return restError(
    status >= 100 && status <= 599 ? status : 500,
    textOrNull(body.code) ?? 'PGRST',
    textOrNull(body.message) ?? '',
    textOrNull(body.details),
    textOrNull(body.hint),
    headers,
  );
}
