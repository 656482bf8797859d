/**
 * [api] max_rows from supabase/config.toml, enforced as PostgREST's db-max-rows: no read answers
 * with more rows, a larger limit is capped, Content-Range and counts stay truthful; embedded
 * resources and writes are not capped. The fixture schema has 4 books; max_rows here is 3.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig, readTomlValues } from '../src/api-config.js';
import { startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let supabaseDir: string;

beforeAll(async () => {
  supabaseDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-max-rows-'));
  await cp(fileURLToPath(new URL('./fixtures/grammar', import.meta.url)), supabaseDir, {
    recursive: true,
  });
  await writeFile(
    path.join(supabaseDir, 'config.toml'),
    '[api]\nenabled = true\nmax_rows = 3 # small, so 4 books are too many\n',
  );
  server = await startTestServer({ supabaseDir });
});

afterAll(async () => {
  await server?.cleanup();
  await rm(supabaseDir, { recursive: true, force: true });
});

async function rest(pathAndQuery: string, init: RequestInit & { prefer?: string } = {}) {
  const res = await fetch(`${server.url}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: server.anonKey,
      'Content-Type': 'application/json',
      ...(init.prefer ? { Prefer: init.prefer } : {}),
    },
  });
  const text = await res.text();
  return {
    status: res.status,
    range: res.headers.get('content-range'),
    body: (text ? JSON.parse(text) : undefined) as unknown,
  };
}

const ids = (body: unknown) => (body as { id: number }[]).map((r) => r.id);

describe('given max_rows = 3 in config.toml and 4 books', () => {
  it('when all books are read, then 3 come back and the range says 0-2', async () => {
    const r = await rest('books?select=id&order=id');
    expect([r.status, ids(r.body), r.range]).toEqual([200, [1, 2, 3], '0-2/*']);
  });

  it('when the count is asked, then it is the true total and the answer is partial (206)', async () => {
    const r = await rest('books?select=id&order=id', { prefer: 'count=exact' });
    expect([r.status, ids(r.body), r.range]).toEqual([206, [1, 2, 3], '0-2/4']);
  });

  it('when a larger limit is asked, then it is capped at 3', async () => {
    const r = await rest('books?select=id&order=id&limit=10');
    expect(ids(r.body)).toEqual([1, 2, 3]);
  });

  it('when a smaller limit is asked, then it stands', async () => {
    const r = await rest('books?select=id&order=id&limit=2', { prefer: 'count=exact' });
    expect([ids(r.body), r.range]).toEqual([[1, 2], '0-1/4']);
  });

  it('when an offset is asked, then the rest of the rows come within the cap', async () => {
    const r = await rest('books?select=id&order=id&offset=2', { prefer: 'count=exact' });
    expect([r.status, ids(r.body), r.range]).toEqual([206, [3, 4], '2-3/4']);
  });

  it('when a HEAD request counts, then the total is still 4', async () => {
    const res = await fetch(`${server.url}/rest/v1/books?select=id`, {
      method: 'HEAD',
      headers: { apikey: server.anonKey, Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('0-2/4');
  });

  it('when a set-returning function returns more, then it is capped too', async () => {
    await rest('books', {
      method: 'POST',
      body: JSON.stringify([
        { id: 20, title: 'Extra one', author_id: 1 },
        { id: 21, title: 'Extra two', author_id: 1 },
      ]),
    });
    const r = await rest('rpc/books_by', { method: 'POST', body: JSON.stringify({ author: 1 }) });
    expect(ids(r.body)).toEqual([1, 2, 20]);
  });

  it('when rows are embedded, then the embedding is not capped (as PostgREST)', async () => {
    const r = await rest('authors?select=id,books!author_id(id)&id=eq.1');
    expect((r.body as { books: unknown[] }[])[0]?.books).toHaveLength(4);
  });

  it('when a write returns its rows, then all of them come back (writes are not capped)', async () => {
    const r = await rest('books?select=id', {
      method: 'POST',
      prefer: 'return=representation',
      body: JSON.stringify([30, 31, 32, 33].map((id) => ({ id, title: `Book ${id}` }))),
    });
    expect(ids(r.body)).toEqual([30, 31, 32, 33]);
  });
});

describe('reading config.toml', () => {
  it('given the repository supabase/config.toml, then max_rows is 1000 as written there, and the schemas as listed', async () => {
    const repoSupabase = fileURLToPath(new URL('../../../supabase', import.meta.url));
    expect(await loadApiConfig(repoSupabase)).toEqual({
      maxRows: 1000,
      schemas: ['public'],
      extraSearchPath: ['public', 'extensions'],
    });
  });

  it('given a directory without config.toml, then nothing is capped', async () => {
    expect(await loadApiConfig(tmpdir())).toEqual({});
  });

  it('given tables, comments and other keys, then only their own table holds a key', () => {
    const values = readTomlValues(
      'max_rows = 5\n[db]\nmax_rows = 7\n[api]\n# comment\nmax_rows = 9 # trailing\n',
    );
    expect([values.get('max_rows'), values.get('db.max_rows'), values.get('api.max_rows')]).toEqual(
      ['5', '7', '9'],
    );
  });

  it('given a max_rows that is not a positive integer, then the server refuses to start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'local-supabase-bad-config-'));
    await writeFile(path.join(dir, 'config.toml'), '[api]\nmax_rows = "lots"\n');
    await expect(loadApiConfig(dir)).rejects.toThrow(/max_rows .* must be a positive integer/);
    await rm(dir, { recursive: true, force: true });
  });
});
