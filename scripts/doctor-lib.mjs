// What `npm run doctor`'s checks are made of: the check records, reading addresses and keys,
// requests that never throw, and the repository's migrations. The checks are in doctor.mjs.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const TIMEOUT_MS = 10_000;

/**
 * @typedef {{ status: 'ok' | 'fail' | 'info', title: string, detail?: string }} Check
 * @typedef {Record<string, string | undefined>} Env
 */

/** @param {string} title @param {string} [detail] @returns {Check} */
export const ok = (title, detail) => ({ status: 'ok', title, detail });
/** @param {string} title @param {string} [detail] @returns {Check} */
export const fail = (title, detail) => ({ status: 'fail', title, detail });
/** @param {string} title @param {string} [detail] @returns {Check} */
export const info = (title, detail) => ({ status: 'info', title, detail });

/** @param {string | undefined} value */
export const clean = (value) => value?.trim() || undefined;

/** An http(s) address without query, fragment or credentials, no trailing slash; or an error. */
export function address(value, setting) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return { error: `${setting} is not an address: "${value}"` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { error: `${setting} must start with https:// (or http:// on your own machine)` };
  }
  if (url.search || url.hash || url.username || url.password) {
    return { error: `${setting} must be the address only, with no query, fragment or password` };
  }
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** The role a key carries: a legacy JWT's `role` claim, or the kind of a new-style key. */
export function keyRole(key) {
  if (key.startsWith('sb_publishable_')) return 'anon';
  if (key.startsWith('sb_secret_')) return 'service_role';
  const payload = key.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}

/** fetch with a time limit; a network failure is returned as `{ error }`, never thrown. */
export async function request(url, init = {}) {
  try {
    return { res: await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }) };
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : '';
    return { error: `${e instanceof Error ? e.message : String(e)}${cause ? ` (${cause})` : ''}` };
  }
}

export const headers = (key) => ({ apikey: key, Authorization: `Bearer ${key}` });

/** The versions of supabase/migrations, as `supabase db push` records them. */
export async function repoMigrations(supabaseDir) {
  return (await readdir(path.join(supabaseDir, 'migrations')))
    .map((f) => /^(\d+)_.*\.sql$/.exec(f))
    .filter((m) => m !== null)
    .map((m) => ({ version: m[1], file: m[0] }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/** The report as a person reads it. @param {Check[]} checks */
export function report(checks) {
  const mark = { ok: '✓', fail: '✗', info: 'i' };
  const lines = checks.map(
    (c) => `${mark[c.status]} ${c.title}${c.detail ? `\n    ${c.detail}` : ''}`,
  );
  const failed = checks.filter((c) => c.status === 'fail').length;
  lines.push(
    '',
    failed
      ? `${failed} problem${failed === 1 ? '' : 's'} to fix before visitors find ${failed === 1 ? 'it' : 'them'}.`
      : 'Everything checked is in order.',
  );
  return lines.join('\n');
}
