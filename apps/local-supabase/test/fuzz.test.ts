/**
 * Fuzzing: seeded random requests (random select lists, filters, logic trees, orders and
 * ranges; random JSON bodies and Prefer headers against REST; random paths, methods and bodies
 * against storage and auth), each as anon, a signed-in editor, the service role or a forged
 * token. The server must answer every one below 500, and still be healthy after. The seed is
 * printed; FUZZ_SEED=<n> replays a run (FUZZ_SEED=random picks one), FUZZ_CASES=<n> changes
 * its size (400 per area by default), FUZZ_DEBUG=1 also counts the error codes answered, to
 * see which paths a run reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, PNG, signedIn, startTestServer, type TestServer } from './helpers.js';

// A fixed seed by default, so a shared CI run is repeatable; FUZZ_SEED=random explores.
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Date.now() % 1_000_000
    : Number(process.env.FUZZ_SEED ?? 20_261_122);
const CASES = Number(process.env.FUZZ_CASES ?? 400);

/** mulberry32: small, fast, and the same sequence for the same seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

type Rng = ReturnType<typeof rng>;

/** The app's tables and their columns: most generated requests use real names, so they get
 * past parsing and planning and exercise the SQL and the policies. */
const SCHEMA: Record<string, string[]> = {
  pages: ['id', 'title', 'slug', 'status', 'content', 'meta_title', 'template_name', 'created_at'],
  media_library: ['id', 'file_name', 'file_path', 'file_size', 'mime_type', 'width', 'alt_text'],
  site_settings: ['id', 'setting_key', 'setting_value', 'updated_at'],
  admin_users: ['id', 'user_id', 'full_name', 'role', 'created_at'],
};
const TABLES = [...Object.keys(SCHEMA), 'nope', 'rpc/nope'];
const pickTable = (r: Rng) => (r.chance(0.9) ? r.pick(Object.keys(SCHEMA)) : r.pick(TABLES));
const BAD_COLUMNS = ['nope', '"quoted name"', 'x->y', '*', 'a.b', ''];
const OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is'];
const MORE_OPS = ['isdistinct', 'cs', 'cd', 'ov', 'fts', 'plfts', 'phfts', 'wfts', 'like(any)'];
const BAD_OPS = ['eq(all)', 'fts(english)', 'fts(nope)', 'zz', '', 'not'];
const CASTS = ['text', 'int', 'json', 'uuid', 'date', 'regclass', 'text[]', 'nope'];
/** Values a column could hold, and values it could not. */
const PLAUSIBLE = [
  'draft',
  'published',
  'x',
  'about-us',
  '1',
  '0',
  '2024-01-01',
  '2024-01-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  '{}',
  '{"a":1}',
  'admin',
  'image/png',
  '*a*',
  '%b%',
];
const ATOMS = [
  '',
  '-1',
  '3.5',
  'null',
  'true',
  'not_null',
  '%',
  "'",
  '"',
  '\\',
  '(',
  ')',
  ',',
  '.',
  ':',
  '{a,b}',
  '[1]',
  'not-a-date',
  'zzzz-uuid',
  'é☃𝄞',
  '%00',
  '%E0%A4%A',
  '1e9999',
  '9'.repeat(30),
  'a'.repeat(300),
  'or(',
  '(a*)*b',
];

function value(r: Rng): string {
  if (r.chance(0.6)) return r.pick(PLAUSIBLE);
  const n = 1 + r.int(3);
  return Array.from({ length: n }, () => r.pick(ATOMS)).join(r.pick(['', ',', '.', ' ']));
}

function column(r: Rng, table: string): string {
  const cols = SCHEMA[table];
  return cols && r.chance(0.85) ? r.pick(cols) : r.pick(BAD_COLUMNS);
}

function operatorValue(r: Rng): string {
  const roll = r.int(20);
  const op = roll < 14 ? r.pick(OPS) : roll < 18 ? r.pick(MORE_OPS) : r.pick(BAD_OPS);
  let v = value(r);
  if (op === 'in' && r.chance(0.8)) v = `(${value(r)},${value(r)})`;
  if (op === 'is' && r.chance(0.8)) v = r.pick(['null', 'not_null', 'true', 'false', 'unknown']);
  if ((op === 'cs' || op === 'cd' || op === 'ov') && r.chance(0.6))
    v = r.pick(['{}', '{a}', '{"a":1}']);
  return `${r.chance(0.15) ? 'not.' : ''}${op}.${v}`;
}

function logic(r: Rng, table: string, depth: number): string {
  const n = 1 + r.int(3);
  const items = Array.from({ length: n }, () =>
    depth > 0 && r.chance(0.3)
      ? `${r.chance(0.2) ? 'not.' : ''}${r.pick(['and', 'or'])}${logic(r, table, depth - 1)}`
      : `${column(r, table)}.${operatorValue(r).replace(/[,()]/g, r.chance(0.8) ? '' : ',')}`,
  );
  return `(${items.join(',')})`;
}

function selectList(r: Rng, table: string, depth: number): string {
  const n = 1 + r.int(4);
  const items = Array.from({ length: n }, () => {
    const roll = r.int(10);
    if (roll === 0 && depth > 0) {
      const other = r.pick(TABLES);
      const hint = r.chance(0.3) ? `!${r.pick(['inner', 'left', 'nope', 'user_id'])}` : '';
      return `${r.chance(0.3) ? 'al:' : ''}${other}${hint}(${selectList(r, other, depth - 1)})`;
    }
    if (roll === 1) return `${column(r, table)}::${r.pick(CASTS)}`;
    if (roll === 2) return `${r.pick(['a', 'b', '"x y"', ''])}:${column(r, table)}`;
    if (roll === 3) return value(r);
    return column(r, table);
  });
  return items.join(r.chance(0.9) ? ',' : r.pick([', ', ',,']));
}

function queryString(r: Rng, table: string): string {
  const params: string[] = [];
  const enc = encodeURIComponent;
  for (let i = r.int(4); i > 0; i--) {
    const roll = r.int(10);
    if (roll < 2) params.push(`select=${enc(selectList(r, table, 2))}`);
    else if (roll === 2) {
      params.push(`${r.pick(['or', 'and', 'not.or', 'pages.or'])}=${enc(logic(r, table, 3))}`);
    } else if (roll === 3) {
      const dir = r.pick(['asc', 'desc', 'desc.nullslast', 'asc.nullsfirst', 'x']);
      params.push(`order=${enc(`${column(r, table)}.${dir}`)}`);
    } else if (roll === 4) {
      const n = r.chance(0.8) ? String(r.int(20)) : value(r);
      params.push(`${r.pick(['limit', 'offset', 'x.limit'])}=${enc(n)}`);
    } else if (roll === 5) {
      params.push(`${r.pick(['columns', 'on_conflict'])}=${enc(column(r, table))}`);
    } else if (roll === 6 && r.chance(0.3)) params.push(`${enc(value(r))}=${enc(value(r))}`);
    else params.push(`${enc(column(r, table))}=${enc(operatorValue(r))}`);
  }
  return params.length ? `?${params.join('&')}` : '';
}

function json(r: Rng, depth: number, table = 'pages'): unknown {
  const roll = r.int(depth > 0 ? 9 : 5);
  if (roll === 0) return null;
  if (roll === 1) return r.chance(0.5);
  if (roll === 2) return r.pick([0, -1, 1.5, 1e308, 2 ** 53 + 1]);
  if (roll === 3 || roll === 4) return value(r).replace('%00', '\u0000');
  if (roll === 5) return Array.from({ length: r.int(4) }, () => json(r, depth - 1, table));
  const obj: Record<string, unknown> = {};
  for (let i = 1 + r.int(4); i > 0; i--) {
    obj[r.chance(0.85) ? column(r, table) : value(r)] = json(r, depth - 1, table);
  }
  return obj;
}

/** A row for `table` that might well be accepted. */
function row(r: Rng, table: string): Record<string, unknown> {
  const slug = `fuzz-${r.int(1e6)}`;
  const rows: Record<string, Record<string, unknown>> = {
    pages: {
      title: value(r),
      slug: r.chance(0.8) ? slug : value(r),
      status: r.pick(['draft', 'published', 'nope']),
    },
    media_library: {
      file_name: 'a.png',
      original_name: 'a.png',
      file_path: `fuzz/${slug}.png`,
      file_size: 1,
      mime_type: 'image/png',
    },
    site_settings: {
      setting_key: r.chance(0.7) ? 'site_name' : value(r),
      setting_value: json(r, 1),
    },
    admin_users: { full_name: value(r), role: r.pick(['editor', 'admin', 'nope']) },
  };
  const base = rows[table] ?? {};
  if (r.chance(0.3)) base[column(r, table)] = json(r, 1, table);
  return base;
}

function body(r: Rng, table = 'pages'): string | undefined {
  const roll = r.int(14);
  if (roll === 0) return undefined;
  if (roll === 1) return value(r);
  if (roll === 2) return '{"a":'.repeat(r.int(80));
  if (roll < 6) return JSON.stringify(json(r, 3, table));
  if (roll < 9) return JSON.stringify([row(r, table), row(r, table)]);
  return JSON.stringify(row(r, table));
}

let server: TestServer;
let userToken = '';

beforeAll(async () => {
  server = await startTestServer();
  await createStaff(server, 'fuzz-editor@example.org', 'editor');
  const c = await signedIn(server, 'fuzz-editor@example.org');
  userToken = (await c.auth.getSession()).data.session?.access_token ?? '';
  // Something to read, sign and remove.
  await fetch(`${server.url}/storage/v1/object/media/fuzz/a.png`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.serviceRoleKey}`, 'Content-Type': 'image/png' },
    body: PNG,
  });
});

afterAll(async () => {
  await server?.cleanup();
});

interface Tally {
  cases: number;
  /** How many answers had each status class: a fuzzer that only ever hits 400 finds little. */
  classes: Record<string, number>;
  serverErrors: string[];
}
const tallies = new Map<string, Tally>();

/** Mostly callers who may act (a signed-in editor, the service role), sometimes not. */
function bearer(r: Rng): Record<string, string> {
  const token = r.chance(0.7)
    ? r.pick([userToken, userToken, server.serviceRoleKey])
    : r.pick([undefined, server.anonKey, `${userToken.slice(0, -4)}AAAA`, 'not-a-jwt']);
  return token ? { Authorization: `Bearer ${token}`, apikey: server.anonKey } : {};
}

async function send(area: string, method: string, p: string, init: RequestInit = {}) {
  const tally = tallies.get(area) ?? { cases: 0, classes: {}, serverErrors: [] };
  tallies.set(area, tally);
  tally.cases += 1;
  let status: number;
  let text: string;
  try {
    // fetch itself refuses a body on GET and HEAD.
    const sendable = method === 'GET' || method === 'HEAD' ? { ...init, body: undefined } : init;
    const res = await fetch(`${server.url}${p}`, { method, ...sendable });
    status = res.status;
    text = await res.text();
  } catch (e) {
    status = 599;
    text = `no answer: ${(e as Error).message}`;
  }
  const cls = `${String(status)[0]}xx`;
  tally.classes[cls] = (tally.classes[cls] ?? 0) + 1;
  if (process.env.FUZZ_DEBUG && status >= 400) {
    const code = /"code":"?([^",]+)/.exec(text)?.[1] ?? '?';
    tally.classes[`${area}:${status}:${code}`] =
      (tally.classes[`${area}:${status}:${code}`] ?? 0) + 1;
  }
  if (status >= 500) tally.serverErrors.push(`${status} ${method} ${p} -> ${text.slice(0, 200)}`);
}

describe(`fuzzing (seed ${SEED}, ${CASES} cases per area)`, () => {
  it('given random REST reads, then no answer is a 5xx', async () => {
    const r = rng(SEED);
    for (let i = 0; i < CASES; i++) {
      const table = pickTable(r);
      await send(
        'rest reads',
        r.pick(['GET', 'GET', 'HEAD']),
        `/rest/v1/${table}${queryString(r, table)}`,
        {
          headers: {
            ...bearer(r),
            ...(r.chance(0.3) ? { Prefer: r.pick(['count=exact', 'count=planned', 'x=y']) } : {}),
            ...(r.chance(0.2) ? { Accept: 'application/vnd.pgrst.object+json' } : {}),
            ...(r.chance(0.1) ? { 'Accept-Profile': r.pick(['public', 'auth', '']) } : {}),
          },
        },
      );
    }
    expect(tallies.get('rest reads')?.serverErrors).toEqual([]);
  }, 600_000);

  it('given random REST writes with random JSON bodies, then no answer is a 5xx', async () => {
    const r = rng(SEED + 1);
    for (let i = 0; i < CASES; i++) {
      const table = pickTable(r);
      const prefer = [
        r.chance(0.5) ? 'return=representation' : '',
        r.chance(0.2)
          ? r.pick(['resolution=merge-duplicates', 'resolution=ignore-duplicates'])
          : '',
        r.chance(0.2) ? 'missing=default' : '',
        r.chance(0.3) ? 'tx=rollback' : '',
        r.chance(0.2) ? 'count=exact' : '',
      ]
        .filter(Boolean)
        .join(',');
      await send(
        'rest writes',
        r.pick(['POST', 'POST', 'POST', 'PATCH', 'PATCH', 'DELETE', 'PUT']),
        `/rest/v1/${table}${queryString(r, table)}`,
        {
          headers: {
            ...bearer(r),
            'Content-Type': 'application/json',
            Prefer: prefer,
            ...(r.chance(0.2) ? { Accept: 'application/vnd.pgrst.object+json' } : {}),
          },
          body: body(r, table),
        },
      );
    }
    expect(tallies.get('rest writes')?.serverErrors).toEqual([]);
  }, 600_000);

  it('given random storage paths, methods and bodies, then no answer is a 5xx', async () => {
    const r = rng(SEED + 2);
    const keys = [
      'fuzz/a.png',
      'fuzz/b.png',
      'a.png',
      'x/y/z.png',
      '..',
      '%2e%2e/x',
      '%2F',
      '%00',
      '%E0%A4%A',
      ' ',
      'x'.repeat(1100),
    ];
    const bucket = () => (r.chance(0.85) ? 'media' : r.pick(['nope', '', '..']));
    const routes = [
      () => `object/${bucket()}/${r.pick(keys)}`,
      () => `object/authenticated/${bucket()}/${r.pick(keys)}`,
      () => `object/public/${bucket()}/${r.pick(keys)}`,
      () => `object/info/${bucket()}/${r.pick(keys)}`,
      () => `object/sign/${bucket()}/${r.pick(keys)}`,
      () => `object/sign/${bucket()}`,
      () => `object/list/${bucket()}`,
      () => 'object/move',
      () => `object/${bucket()}`,
      () => r.pick(['bucket', 'bucket/media', 'bucket/nope', 'nope', 'object']),
      () =>
        Array.from({ length: 1 + r.int(4) }, () => r.pick(['object', 'sign', ...keys])).join('/'),
    ];
    const jsonBody = () =>
      JSON.stringify(
        r.chance(0.8)
          ? {
              prefix: r.pick(['', 'fuzz', 'fuzz/', '/', value(r)]),
              limit: r.pick([10, 0, -1, 'x', 1e9]),
              offset: r.pick([0, 5, -1]),
              search: r.pick(['', 'a', value(r)]),
              sortBy: r.chance(0.5)
                ? { column: r.pick(['name', 'created_at', 'nope']), order: r.pick(['asc', 'desc']) }
                : value(r),
              expiresIn: r.pick([60, 0, -1, 'soon', 1e12]),
              paths: r.chance(0.5) ? [r.pick(keys), r.pick(keys)] : value(r),
              prefixes: r.chance(0.5) ? [r.pick(keys)] : value(r),
              bucketId: bucket(),
              sourceKey: r.pick(keys),
              destinationKey: r.pick(keys),
            }
          : json(r, 2),
      );
    for (let i = 0; i < CASES; i++) {
      const q = r.chance(0.3)
        ? `?${r.pick(['token', 'download'])}=${encodeURIComponent(value(r))}`
        : '';
      const raw = r.chance(0.4);
      const multipart = `--x\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n${r.int(9999)}\r\n--x\r\nContent-Disposition: form-data; name=""; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      await send(
        'storage',
        r.pick(['GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE']),
        `/storage/v1/${r.pick(routes)()}${q}`,
        {
          headers: {
            ...bearer(r),
            'Content-Type': raw
              ? r.pick(['image/png', 'multipart/form-data; boundary=x', 'text/plain'])
              : 'application/json',
            ...(r.chance(0.2) ? { 'x-upsert': 'true' } : {}),
            ...(r.chance(0.1) ? { 'If-None-Match': encodeURIComponent(value(r)) } : {}),
          },
          body: raw
            ? Buffer.concat([
                Buffer.from(r.chance(0.3) ? multipart : ''),
                r.chance(0.6) ? PNG : Buffer.alloc(0),
                Buffer.from(r.chance(0.5) ? '\r\n--x--\r\n' : value(r)),
              ])
            : jsonBody(),
        },
      );
    }
    expect(tallies.get('storage')?.serverErrors).toEqual([]);
  }, 600_000);

  it('given random auth paths and bodies, then no answer is a 5xx', async () => {
    const r = rng(SEED + 3);
    const paths = [
      'token?grant_type=password',
      'token?grant_type=refresh_token',
      'token?grant_type=nope',
      'token',
      'user',
      'logout?scope=local',
      'logout?scope=nope',
      'admin/users',
      'admin/users?page=-1&per_page=1e9',
      'admin/users/00000000-0000-0000-0000-000000000000',
      'admin/users/not-a-uuid',
      'admin/users/%E0%A4%A',
      'signup',
      'settings',
      'health',
      'nope',
    ];
    const fields: Record<string, () => unknown> = {
      email: () => r.pick(['fuzz-editor@example.org', `fuzz-${r.int(1e6)}@example.org`, value(r)]),
      password: () =>
        r.pick(['correct-horse-battery', 'wrong-password', 'short', '€'.repeat(40), value(r)]),
      refresh_token: () => value(r),
      data: () => json(r, 2),
      user_metadata: () => json(r, 2),
      app_metadata: () => json(r, 2),
      ban_duration: () => r.pick(['1h', 'none', '0s', value(r)]),
      email_confirm: () => r.chance(0.5),
    };
    for (let i = 0; i < CASES; i++) {
      const b = r.chance(0.8)
        ? JSON.stringify(
            Object.fromEntries(
              Array.from({ length: 1 + r.int(4) }, () => {
                const [k, make] = r.pick(Object.entries(fields));
                return [k, r.chance(0.8) ? make() : json(r, 2)];
              }),
            ),
          )
        : body(r);
      await send(
        'auth',
        r.pick(['GET', 'POST', 'POST', 'PUT', 'DELETE']),
        `/auth/v1/${r.pick(paths)}`,
        {
          headers: { ...bearer(r), 'Content-Type': 'application/json' },
          body: b,
        },
      );
    }
    expect(tallies.get('auth')?.serverErrors).toEqual([]);
  }, 600_000);

  it('given every case above, then the server answered all of them below 500 and is still healthy', async () => {
    const all = [...tallies.entries()];
    const cases = all.reduce((n, [, t]) => n + t.cases, 0);
    const serverErrors = all.flatMap(([, t]) => t.serverErrors);
    console.log(
      `fuzz (seed ${SEED}): ${cases} cases, ${serverErrors.length} server errors; ${all
        .map(([area, t]) => `${area} ${t.cases} (${JSON.stringify(t.classes)})`)
        .join(', ')}`,
    );
    expect(cases).toBe(CASES * 4);
    expect(serverErrors).toEqual([]);
    const health = await fetch(`${server.url}/_local/health`);
    expect(health.status).toBe(200);
  });
});
