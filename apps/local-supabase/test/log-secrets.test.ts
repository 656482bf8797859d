/**
 * No token or secret reaches the log. A `serve` process runs with everything it writes
 * captured; requests carry access and refresh tokens, the service-role key, passwords and
 * signed-URL tokens, in headers, bodies and query strings, and some of them fail in ways the
 * server logs (an internal error, a statement that overruns its timeout, a backup). None of
 * those strings may appear in what the server wrote.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeys } from '../src/config.js';
import { type ChildServer, spawnServer } from './child-server.js';
import { PNG, template } from './helpers.js';
import { RUNAWAY_RPC, supabaseDirWithRunaway } from './runaway.js';

let root: string;
let dataDir: string;
let server: ChildServer;
let output = '';
const secrets = new Map<string, string>();

function keep(label: string, value: string | undefined): string {
  if (!value || value.length < 8) throw new Error(`no usable ${label}`);
  secrets.set(label, value);
  return value;
}

async function call(
  method: string,
  p: string,
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${p}`, {
    method,
    headers: {
      ...(token ? { apikey: token, Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
      ...headers,
    },
    body:
      body === undefined
        ? undefined
        : Buffer.isBuffer(body)
          ? new Uint8Array(body)
          : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as Record<
      string,
      unknown
    >,
  };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'local-supabase-logs-'));
  dataDir = path.join(root, 'data');
  await cp(
    path.join(await template(await supabaseDirWithRunaway()), 'pgdata'),
    path.join(dataDir, 'pgdata'),
    {
      recursive: true,
    },
  );
  server = await spawnServer(dataDir);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('the server log', () => {
  it('given requests full of tokens, keys and passwords, some failing, then none of them is ever written', async () => {
    const keys = await loadKeys(dataDir);
    const service = keep('service-role key', keys.serviceRoleKey);
    const anon = keep('anon key', keys.anonKey);
    keep('JWT secret', keys.jwtSecret);
    const first = keep('password at creation', 'first-Password-4711');
    const second = keep('password set by an admin', 'second-Password-4712');
    const third = keep('password set by its user', 'third-Password-4713');
    const wrong = keep('wrong password', 'wrong-Password-0000');

    // Staff made through the admin API, with passwords in the bodies.
    const created = await call('POST', '/auth/v1/admin/users', service, {
      email: 'logs@example.org',
      password: first,
      email_confirm: true,
    });
    expect(created.status).toBe(200);
    const userId = String(created.json.id);
    await call('POST', '/rest/v1/admin_users', service, {
      user_id: userId,
      full_name: 'Logs',
      role: 'editor',
    });
    expect(
      (await call('PUT', `/auth/v1/admin/users/${userId}`, service, { password: second })).status,
    ).toBe(200);

    // Sign-ins that fail and one that works; a refresh, and a refresh token used twice.
    for (let i = 0; i < 3; i++) {
      const bad = await call('POST', '/auth/v1/token?grant_type=password', anon, {
        email: 'logs@example.org',
        password: wrong,
      });
      expect(bad.status).toBe(400);
    }
    const session = await call('POST', '/auth/v1/token?grant_type=password', anon, {
      email: 'logs@example.org',
      password: second,
    });
    const access = keep('access token', session.json.access_token as string);
    const refresh = keep('refresh token', session.json.refresh_token as string);
    const refreshed = await call('POST', '/auth/v1/token?grant_type=refresh_token', anon, {
      refresh_token: refresh,
    });
    const access2 = keep('rotated access token', refreshed.json.access_token as string);
    keep('rotated refresh token', refreshed.json.refresh_token as string);
    await call('POST', '/auth/v1/token?grant_type=refresh_token', anon, {
      refresh_token: `${refresh}x`,
    });

    // REST with tokens in headers and in query strings, answered and refused.
    expect((await call('GET', '/rest/v1/pages?select=id', access2)).status).toBe(200);
    // The gateway reads a query-string apikey and hides it from PostgREST (hide_credentials).
    expect((await call('GET', `/rest/v1/pages?select=id&apikey=${service}`, access2)).status).toBe(
      200,
    );
    expect(
      (await call('GET', `/rest/v1/pages?select=id&apikey=${service}&nope=eq.1`, access2)).status,
    ).toBe(400);
    expect((await call('GET', '/rest/v1/pages?nope=eq.1', `${access2}x`)).status).toBe(401);
    expect(
      (
        await call('POST', '/rest/v1/site_settings', access2, {
          setting_key: 'x',
          setting_value: access,
        })
      ).status,
    ).toBe(403);

    // Storage: an upload, a signed URL used well and badly.
    expect(
      (
        await call('POST', '/storage/v1/object/media/logs/a.png', service, PNG, {
          'Content-Type': 'image/png',
        })
      ).status,
    ).toBe(200);
    const signed = await call('POST', '/storage/v1/object/sign/media/logs/a.png', access2, {
      expiresIn: 60,
    });
    const signedUrl = String(signed.json.signedURL);
    const urlToken = keep(
      'signed-URL token',
      new URL(signedUrl, server.url).searchParams.get('token') ?? '',
    );
    expect((await call('GET', `/storage/v1${signedUrl}`, undefined)).status).toBe(200);
    expect(
      (await call('GET', `/storage/v1/object/sign/media/logs/b.png?token=${urlToken}`, undefined))
        .status,
    ).toBe(400);

    // The user changes their password, then signs out.
    // The current password is asked again (issue 26): one more secret in a body.
    expect(
      (await call('PUT', '/auth/v1/user', access2, { password: third, current_password: second }))
        .status,
    ).toBe(200);
    expect((await call('POST', '/auth/v1/logout?scope=local', access2)).status).toBe(204);

    // Failures the server does log: a statement over the anonymous timeout (the database
    // thread restarts), a backup, and an internal error (the bucket's directory made a file).
    const bomb = `/rest/v1/${RUNAWAY_RPC}`;
    expect((await call('GET', bomb, anon, undefined, { 'X-Refresh-Token': refresh })).status).toBe(
      504,
    );
    expect((await call('POST', '/_local/backup', service)).status).toBe(200);
    await rm(path.join(dataDir, 'storage', 'media'), { recursive: true, force: true });
    await writeFile(path.join(dataDir, 'storage', 'media'), 'not a directory');
    const failed = await call(
      'POST',
      `/storage/v1/object/media/logs/c.png?token=${urlToken}&apikey=${service}`,
      service,
      PNG,
      { 'Content-Type': 'image/png', 'X-Access-Token': access },
    );
    expect(failed.status).toBe(500);

    await server.stop();
    output = server.output();
    // The failures above did reach the log (so the check below looks at real log lines).
    expect(output).toContain('internal error on POST /storage/v1/object/media/logs/c.png');
    expect(output).toMatch(/overran its role statement_timeout/);
    expect(output).toMatch(/backup: database and \d+ stored file/);
    const leaked = [...secrets]
      .filter(([, value]) => output.includes(value))
      .map(([label]) => label);
    console.log(
      `log-secrets: ${output.split('\n').length} log lines checked for ${secrets.size} secrets`,
    );
    expect(leaked).toEqual([]);
  }, 180_000);
});
