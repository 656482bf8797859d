/**
 * Robustness: hostile or broken input gets a 4xx in PostgREST's shape, never a 5xx or a
 * crash; a kill -9 mid-stream loses no committed write; 200 concurrent requests all succeed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signedIn, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;
/** Every answer `call` got, so the last test can say how many there were and that none was a 5xx. */
const answered = { requests: 0, serverErrors: [] as string[] };

beforeAll(async () => {
  server = await startTestServer();
  await createStaff(server, 'editor@example.org', 'editor');
  const c = await signedIn(server, 'editor@example.org');
  token = (await c.auth.getSession()).data.session?.access_token ?? '';
});

afterAll(async () => {
  await server?.cleanup();
});

async function call(
  method: string,
  pathAndQuery: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${pathAndQuery}`, {
    method,
    headers: {
      apikey: server.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body,
  });
  const text = await res.text();
  answered.requests += 1;
  if (res.status >= 500)
    answered.serverErrors.push(`${res.status} ${method} ${pathAndQuery}: ${text}`);
  return { status: res.status, text };
}

function expectPostgrestError(r: { status: number; text: string }) {
  expect(r.status, r.text).toBeGreaterThanOrEqual(400);
  expect(r.status, r.text).toBeLessThan(500);
  const body = JSON.parse(r.text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
}

describe('malformed REST requests get 4xx PostgREST errors', () => {
  const badQueries = [
    // filters
    'pages?id=eq',
    'pages?id=nope.1',
    'pages?id=eq.not-a-uuid',
    'pages?created_at=gt.not-a-date',
    'pages?status=in.(a,b',
    'pages?status=in.a,b',
    'pages?status=is.maybe',
    'pages?or=title.eq.x',
    'pages?or=(title.eq.x',
    'pages?or=()',
    'pages?or=(nope.eq.1)',
    'pages?or=(and(title.eq.x,slug.zz.y))',
    'pages?title=like(some).x',
    'pages?title=fts(not_a_config).x',
    'pages?content=cs.{not json',
    'pages?title=match.(unclosed',
    'pages?%22weird%22=eq.1',
    'pages?=eq.1',
    'pages?title.=eq.1',
    'pages?nope.title=eq.x',
    'pages?title=eq.%00',
    // order, limit, offset
    'pages?order=nope.asc',
    'pages?order=title.sideways',
    'pages?order=',
    'pages?order=title.asc,,',
    'pages?limit=-1',
    'pages?limit=abc',
    'pages?offset=1e9999',
    // select lists
    'pages?select=nope',
    'pages?select=id,',
    'pages?select=(',
    'pages?select=id)',
    'pages?select=a:b:c',
    'pages?select=id::not a type!',
    'pages?select=id::text from pg_authid where true or',
    'pages?select=id::regclass',
    'pages?select=nope(*)',
    'pages?select=...pages(*)',
    'pages?select=content->>',
    'pages?select="unterminated',
    // paths
    'nope',
    'pages/extra',
    'rpc/nope',
    '%E0%A4%A',
    'pages%2F..%2Fauth.users',
  ];
  for (const q of badQueries) {
    it(`GET /rest/v1/${q}`, async () => {
      expectPostgrestError(await call('GET', `/rest/v1/${q}`));
    });
  }

  const badBodies: [string, string, string][] = [
    ['POST', 'pages', '{not json'],
    ['POST', 'pages', '"a string"'],
    ['POST', 'pages', '[1,2,3]'],
    ['POST', 'pages', 'null'],
    ['POST', 'pages', ''],
    ['POST', 'pages', '{"title": "t", "slug": "x-y", "template_name": 5}'],
    ['POST', 'pages', '{"title": "t", "slug": "x-z", "status": ["published"]}'],
    ['POST', 'pages', '{"title": "t", "slug": "Not A Slug!"}'],
    ['POST', 'pages', '{"title": "t", "slug": "ok-slug", "content": "not an object"}'],
    ['POST', 'pages', '{"title": "t", "slug": "ok-slug-2", "created_at": "not a date"}'],
    ['POST', 'pages', '{"title": "t", "id": 12}'],
    ['POST', 'pages?columns=nope', '{"title": "t"}'],
    ['POST', 'pages?on_conflict=nope', '{"title": "t", "slug": "s"}'],
    ['PATCH', 'pages?id=eq.00000000-0000-0000-0000-000000000000', '[]'],
    ['PATCH', 'pages?id=eq.00000000-0000-0000-0000-000000000000', '{"nope": 1}'],
    ['PATCH', 'pages?id=eq.00000000-0000-0000-0000-000000000000', '{bad'],
    ['POST', 'rpc/nope', '{}'],
    ['PUT', 'pages', '{}'],
  ];
  for (const [method, q, body] of badBodies) {
    it(`${method} /rest/v1/${q} ${body}`, async () => {
      const headers = q.includes('on_conflict')
        ? { Prefer: 'resolution=merge-duplicates' }
        : undefined;
      expectPostgrestError(await call(method, `/rest/v1/${q}`, body, headers));
    });
  }

  it('a wrong schema profile is 406 PGRST106', async () => {
    const r = await call('GET', '/rest/v1/pages', undefined, { 'Accept-Profile': 'auth' });
    expect(r.status).toBe(406);
    expectPostgrestError(r);
  });

  it('values are bound, never spliced: an injection attempt matches nothing', async () => {
    const r = await call('GET', `/rest/v1/pages?slug=eq.${encodeURIComponent("x' or '1'='1")}`);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual([]);
  });

  it('auth and storage reject junk without a 5xx', async () => {
    const cases: [string, string, string | undefined][] = [
      ['POST', '/auth/v1/token?grant_type=password', '{bad'],
      ['POST', '/auth/v1/token?grant_type=password', '[]'],
      ['POST', '/auth/v1/token?grant_type=nope', '{}'],
      ['POST', '/auth/v1/token?grant_type=refresh_token', '{"refresh_token": 5}'],
      ['GET', '/auth/v1/admin/users', undefined],
      ['PUT', '/auth/v1/admin/users/not-a-uuid', '{}'],
      ['POST', '/storage/v1/object/media/..%2F..%2Fetc%2Fpasswd', 'x'],
      ['POST', '/storage/v1/object/media/a/../b.png', 'x'],
      ['DELETE', '/storage/v1/object/media', '{"prefixes": "x"}'],
      ['POST', '/storage/v1/object/list/media', '{bad'],
      ['POST', '/storage/v1/object/sign/media/x.png', '{"expiresIn": "soon"}'],
      ['GET', '/storage/v1/object/sign/media/x.png?token=garbage', undefined],
      ['GET', '/storage/v1/object/public/nope/x.png', undefined],
      ['GET', '/nowhere', undefined],
    ];
    for (const [method, p, body] of cases) {
      const r = await call(method, p, body);
      expect(r.status, `${method} ${p}: ${r.text}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${method} ${p}: ${r.text}`).toBeLessThan(500);
    }
  });
});

describe('load', () => {
  it('200 concurrent requests all succeed', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 4 === 3
          ? call(
              'POST',
              '/rest/v1/pages',
              JSON.stringify({ title: `Load ${i}`, slug: `load-${i}` }),
            )
          : call('GET', '/rest/v1/pages?select=id,title&order=title.asc&limit=10'),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
    const count = await call('GET', '/rest/v1/pages?select=id&slug=like.load-*', undefined, {
      Prefer: 'count=exact',
    });
    expect(JSON.parse(count.text)).toHaveLength(50);
  });
});

describe('durability', () => {
  const bin = fileURLToPath(new URL('../bin/local-supabase.mjs', import.meta.url));

  function spawnServer(
    dataDir: string,
    port: number,
  ): Promise<{ child: ChildProcess; url: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [bin, 'serve'], {
        env: {
          ...process.env,
          LOCAL_SUPABASE_DATA_DIR: dataDir,
          LOCAL_SUPABASE_PORT: String(port),
          ADMIN_PASSWORD: 'durable-password',
          LOCAL_SUPABASE_NO_ENV_FILE: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      const onData = (d: Buffer) => {
        out += d.toString();
        const m = /local-supabase ready at (http:\/\/\S+)/.exec(out);
        if (m?.[1]) resolve({ child, url: m[1] });
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
    });
  }

  it('a kill -9 during a stream of writes loses no committed write', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-kill-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    try {
      const first = await spawnServer(dataDir, port);
      const { loadKeys } = await import('../src/config.js');
      const { serviceRoleKey } = await loadKeys(dataDir);
      const headers = {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      };
      const committed: string[] = [];
      let stop = false;
      const writer = (async () => {
        for (let i = 0; !stop; i++) {
          const slug = `durable-${i}`;
          try {
            const res = await fetch(`${first.url}/rest/v1/pages`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ title: `Durable ${i}`, slug }),
            });
            if (res.status === 201) committed.push(slug);
          } catch {
            return; // the server is gone
          }
        }
      })();
      await new Promise((r) => setTimeout(r, 1500));
      first.child.kill('SIGKILL');
      stop = true;
      await writer;
      expect(committed.length).toBeGreaterThan(5);

      const second = await spawnServer(dataDir, port);
      const res = await fetch(`${second.url}/rest/v1/pages?select=slug&slug=like.durable-*`, {
        headers,
      });
      const rows = (await res.json()) as { slug: string }[];
      const present = new Set(rows.map((r) => r.slug));
      expect(committed.filter((s) => !present.has(s))).toEqual([]);
      second.child.kill('SIGTERM');
      await new Promise((r) => second.child.once('exit', r));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // two child-process start-ups; generous for a loaded CI machine
});

describe('all of the above', () => {
  it('given every request this suite sent, then none was answered with a 5xx', () => {
    console.log(
      `robustness: ${answered.requests} requests, ${answered.serverErrors.length} server errors`,
    );
    expect(answered.serverErrors).toEqual([]);
  });
});
