/**
 * The PostgREST grammar subset (supabase-wire.md section 6) against a fixture schema with
 * relationships: embedding, the filter operators, ordering, ranges, RPC and Prefer options.
 */
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({
    supabaseDir: fileURLToPath(new URL('./fixtures/grammar', import.meta.url)),
  });
  db = client(server.url, server.anonKey);
});

afterAll(async () => {
  await server?.cleanup();
});

async function get(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/rest/v1/${query}`, {
    headers: { apikey: server.anonKey, ...headers },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

const titles = (data: unknown) => (data as { title: string }[]).map((b) => b.title);

describe('embedding', () => {
  it('to-one through a constraint hint or a column name', async () => {
    const r = await db
      .from('books')
      .select('title, author:authors!books_author_id_fkey(name)')
      .order('id');
    expect(r.error).toBeNull();
    expect(r.data?.[0]).toEqual({ title: 'Alpha, the first', author: { name: 'Ann' } });
    const byColumn = await db.from('books').select('title, editor:editor_id(name)').order('id');
    expect(byColumn.data?.map((b) => b.editor)).toEqual([
      { name: 'Bob' },
      null,
      { name: 'Ann' },
      null,
    ]);
  });

  it('to-many with embedded order and limit', async () => {
    const r = await db
      .from('authors')
      .select('name, books!author_id(title)')
      .order('id')
      .order('title', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' });
    expect(r.error).toBeNull();
    expect(r.data).toEqual([
      { name: 'Ann', books: [{ title: 'Beta' }] },
      { name: 'Bob', books: [{ title: 'Gamma' }] },
      { name: 'Cy', books: [] },
    ]);
  });

  it('a one-to-one reverse relation renders as an object', async () => {
    const r = await db.from('authors').select('name, profiles(bio)').order('id').limit(2);
    expect(r.data).toEqual([
      { name: 'Ann', profiles: { bio: 'Writes about letters' } },
      { name: 'Bob', profiles: null },
    ]);
  });

  it('!inner with an embedded filter restricts the parents', async () => {
    const r = await db
      .from('authors')
      .select('name, books!author_id!inner(title)')
      .eq('books.title', 'Gamma');
    expect(r.data).toEqual([{ name: 'Bob', books: [{ title: 'Gamma' }] }]);
  });

  it('ambiguous and missing relationships are PGRST201 and PGRST200', async () => {
    const amb = await db.from('books').select('title, authors(name)');
    expect(amb.status).toBe(300);
    expect(amb.error?.code).toBe('PGRST201');
    const none = await db.from('books').select('title, profiles(bio)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
  });
});

describe('filters and ordering', () => {
  it('comparison, like, in, is, not, or/and, arrays, regex, full text', async () => {
    const cases: [string, string[]][] = [
      ['books?select=title&year=gte.2005&order=id', ['Beta', 'Gamma']],
      ['books?select=title&year=lt.2005', ['Alpha, the first']],
      ['books?select=title&title=like.*et*&order=id', ['Beta']],
      [
        'books?select=title&title=ilike.%25A%25&order=id',
        ['Alpha, the first', 'Beta', 'Gamma', 'Delta'],
      ],
      [
        'books?select=title&title=in.(Beta,%22Alpha,%20the%20first%22)&order=id',
        ['Alpha, the first', 'Beta'],
      ],
      ['books?select=title&id=not.in.(1,2)&order=id', ['Gamma', 'Delta']],
      ['books?select=title&year=is.null', ['Delta']],
      ['books?select=title&published=is.true&order=id', ['Alpha, the first', 'Gamma']],
      ['books?select=title&editor_id=isdistinct.1&order=id', ['Alpha, the first', 'Beta', 'Delta']],
      ['books?select=title&tags=cs.{b}&order=id', ['Alpha, the first', 'Beta']],
      [
        'books?select=title&tags=cd.{a,b,c}&order=id',
        ['Alpha, the first', 'Beta', 'Gamma', 'Delta'],
      ],
      ['books?select=title&tags=ov.{c,z}', ['Gamma']],
      ['books?select=title&title=match.^[AB]&order=id', ['Alpha, the first', 'Beta']],
      ['books?select=title&title=imatch.^g', ['Gamma']],
      [
        'books?select=title&or=(id.eq.4,and(year.gt.2000,year.lt.2002))&order=id',
        ['Alpha, the first', 'Delta'],
      ],
      ['books?select=title&not.or=(id.eq.1,id.eq.2)&order=id', ['Gamma', 'Delta']],
      ['books?select=title&body=wfts(english).fox&order=id', ['Alpha, the first', 'Gamma']],
      ['books?select=title&body=plfts.dogs&order=id', ['Beta', 'Gamma']],
      ['books?select=title&title=like(any).{A*,D*}&order=id', ['Alpha, the first', 'Delta']],
      ['books?select=title&year=gt.2000&year=lt.2006&order=id', ['Alpha, the first', 'Beta']],
      [
        'books?select=title&order=year.desc.nullslast,id',
        ['Gamma', 'Beta', 'Alpha, the first', 'Delta'],
      ],
      [
        'books?select=title&order=year.asc.nullsfirst',
        ['Delta', 'Alpha, the first', 'Beta', 'Gamma'],
      ],
    ];
    for (const [q, expected] of cases) {
      const r = await get(q);
      expect(r.status, q).toBe(200);
      expect(titles(r.body), q).toEqual(expected);
    }
  });

  it('form-decodes + as a space', async () => {
    const r = await get('books?select=title&title=eq.Alpha,+the+first');
    expect(titles(r.body)).toEqual(['Alpha, the first']);
  });
});

describe('ranges and counts', () => {
  it('offset/limit with exact counts, 206, and 416 beyond the end', async () => {
    const r = await get('books?select=id&order=id&offset=1&limit=2', { Prefer: 'count=exact' });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe('1-2/4');
    const beyond = await get('books?select=id&offset=10', { Prefer: 'count=exact' });
    expect(beyond.status).toBe(416);
    expect((beyond.body as { code: string }).code).toBe('PGRST103');
    const empty = await get('books?select=id&id=eq.99', { Prefer: 'count=exact' });
    expect(empty.headers.get('content-range')).toBe('*/0');
  });
});

describe('rpc', () => {
  it('scalar and set-returning functions, POST and GET', async () => {
    expect((await db.rpc('add', { a: 1, b: 2 })).data).toBe(3);
    expect((await db.rpc('add', { a: 5, b: 5 }, { get: true })).data).toBe(10);
    const set = await db.rpc('books_by', { author: 2 }).select('title');
    expect(titles(set.data)).toEqual(['Gamma', 'Delta']);
    const missing = await db.rpc('nope', {});
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
  });
});

describe('prefer options', () => {
  it('missing=default fills absent keys with column defaults', async () => {
    const r = await db
      .from('books')
      .insert(
        [
          { id: 10, title: 'Ten', tags: ['x'] },
          { id: 11, title: 'Eleven' },
        ],
        { defaultToNull: false },
      )
      .select('id, tags')
      .order('id');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([
      { id: 10, tags: ['x'] },
      { id: 11, tags: [] },
    ]);
    const nulls = await db.from('books').insert([
      { id: 12, title: 'Twelve', tags: ['y'] },
      { id: 13, title: 'T' },
    ]);
    expect(nulls.status).toBe(400); // tags is NOT NULL and the missing key became NULL
    expect(nulls.error?.code).toBe('23502');
  });

  it('tx=rollback answers but keeps nothing', async () => {
    const res = await fetch(`${server.url}/rest/v1/authors`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'Content-Type': 'application/json',
        Prefer: 'tx=rollback, return=representation',
      },
      body: JSON.stringify({ id: 50, name: 'Ghost' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 50, name: 'Ghost' }]);
    expect((await db.from('authors').select('id').eq('id', 50)).data).toEqual([]);
  });

  it('upsert merges or ignores duplicates', async () => {
    const merge = await db.from('authors').upsert({ id: 3, name: 'Cyrus' }).select();
    expect(merge.data).toEqual([{ id: 3, name: 'Cyrus' }]);
    const ignore = await db
      .from('authors')
      .upsert({ id: 3, name: 'Ignored' }, { ignoreDuplicates: true })
      .select();
    expect(ignore.data).toEqual([]);
    expect((await db.from('authors').select('name').eq('id', 3).single()).data).toEqual({
      name: 'Cyrus',
    });
  });

  it('.single() on a mutation matching several rows is 406 and rolls back', async () => {
    const r = await db.from('books').update({ year: 1999 }).in('id', [1, 2]).select().single();
    expect(r.status).toBe(406);
    const years = await db.from('books').select('year').in('id', [1, 2]).order('id');
    expect(years.data).toEqual([{ year: 2001 }, { year: 2005 }]);
  });
});
