/**
 * The last of REST's differences from PostgREST 13/14, measured with the real supabase-js: other
 * schemas (Accept-Profile / Content-Profile with `[api] schemas`), `rpc()` with counts, `head`
 * and `get`, counts the planner estimates (`planned`, `estimated`), and `explain()` with its
 * options, each with PostgREST's status, headers and body. On the PostgREST fixture (two exposed
 * schemas, plans on, `max_rows` 50 here) and on the grammar fixture (PostgREST's and hosted
 * Supabase's defaults: one schema, plans off). The `server-pg15` project runs it on PostgreSQL 15.
 */
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from './helpers.js';

const fixture = fileURLToPath(new URL('./fixtures/postgrest', import.meta.url));
const defaultsFixture = fileURLToPath(new URL('./fixtures/grammar', import.meta.url));
const MAX_ROWS = 50;

let server: TestServer | undefined;
let defaults: TestServer | undefined;
let db: SupabaseClient;
let plain: SupabaseClient;

// One after the other: on PostgreSQL both servers create the cluster's roles on start. Building
// two fixtures' PGlite templates on a busy machine can take minutes the first time.
beforeAll(async () => {
  server = await startTestServer({ supabaseDir: fixture, maxRows: MAX_ROWS });
  defaults = await startTestServer({ supabaseDir: defaultsFixture });
  db = client(server.url, server.anonKey);
  plain = client(defaults.url, defaults.anonKey);
}, 300_000);

afterAll(async () => {
  await server?.cleanup();
  await defaults?.cleanup();
});

function rest(target: TestServer | undefined, pathAndQuery: string, init: RequestInit = {}) {
  if (!target) throw new Error('no server');
  const headers = new Headers(init.headers);
  headers.set('apikey', target.anonKey);
  return fetch(`${target.url}/rest/v1/${pathAndQuery}`, { ...init, headers });
}
const raw = (pathAndQuery: string, init: RequestInit = {}) => rest(server, pathAndQuery, init);
const rawDefaults = (pathAndQuery: string, init: RequestInit = {}) =>
  rest(defaults, pathAndQuery, init);
const json = { 'Content-Type': 'application/json' };

describe('exposed schemas: Accept-Profile and Content-Profile', () => {
  const invalid = (schema: string, exposed: string) => ({
    code: 'PGRST106',
    details: null,
    hint: `Only the following schemas are exposed: ${exposed}`,
    message: `Invalid schema: ${schema}`,
  });

  it('given a schema not exposed, when read, written or called, then 406 PGRST106 names it and lists the exposed', async () => {
    const hidden = db.schema('hidden');
    for (const r of [
      await hidden.from('people').select('*'),
      await hidden.from('people').insert({ id: 9, name: 'X' }),
      await hidden.from('people').update({ name: 'X' }).eq('id', 1),
      await hidden.from('people').delete().eq('id', 1),
      await hidden.rpc('people_count'),
    ]) {
      expect(r.status).toBe(406);
      expect(r.error).toEqual(invalid('hidden', 'public, reporting'));
    }
    const head = await raw('people', { method: 'HEAD', headers: { 'Accept-Profile': 'hidden' } });
    expect(head.status).toBe(406);
    const people = await db.from('people').select('id').eq('id', 1);
    expect(people.data).toEqual([{ id: 1 }]);
  });

  it('given PostgREST defaults, when another schema is asked for, then the hint names public alone', async () => {
    const r = await plain.schema('reporting').from('people').select('*');
    expect(r.status).toBe(406);
    expect(r.error).toEqual(invalid('reporting', 'public'));
  });

  it('given GET, then Accept-Profile picks the schema and Content-Profile is not read', async () => {
    const viaAccept = await raw('people?select=name&order=id', {
      headers: { 'Accept-Profile': 'reporting', 'Content-Profile': 'hidden' },
    });
    expect(viaAccept.status).toBe(200);
    expect(await viaAccept.json()).toEqual([{ name: 'Report A' }, { name: 'Report B' }]);
    const ignored = await raw('people?select=name&id=eq.1', {
      headers: { 'Content-Profile': 'reporting' },
    });
    expect(await ignored.json()).toEqual([{ name: 'Ada' }]);
  });

  it('given POST, PATCH and DELETE, then Content-Profile picks the schema and Accept-Profile is not read', async () => {
    const inserted = await raw('people?select=id,name', {
      method: 'POST',
      headers: {
        ...json,
        'Content-Profile': 'reporting',
        'Accept-Profile': 'hidden',
        Prefer: 'return=representation',
      },
      body: JSON.stringify({ id: 30, name: 'Report C' }),
    });
    expect(inserted.status).toBe(201);
    expect(inserted.headers.get('content-profile')).toBe('reporting');
    expect(await inserted.json()).toEqual([{ id: 30, name: 'Report C' }]);
    const patched = await raw('people?id=eq.30', {
      method: 'PATCH',
      headers: { ...json, 'Content-Profile': 'reporting', 'Accept-Profile': 'hidden' },
      body: JSON.stringify({ name: 'Report D' }),
    });
    expect(patched.status).toBe(204);
    const reporting = db.schema('reporting');
    expect((await reporting.from('people').select('name').eq('id', 30)).data).toEqual([
      { name: 'Report D' },
    ]);
    const deleted = await raw('people?id=eq.30', {
      method: 'DELETE',
      headers: { 'Content-Profile': 'reporting', 'Accept-Profile': 'hidden' },
    });
    expect(deleted.status).toBe(204);
    expect((await reporting.from('people').select('id').eq('id', 30)).data).toEqual([]);
    // Accept-Profile on a write is not read: the write goes to the default schema.
    const unprofiled = await raw('tags', {
      method: 'POST',
      headers: { ...json, 'Accept-Profile': 'reporting' },
      body: JSON.stringify({ id: 70, label: 'profile-less' }),
    });
    expect(unprofiled.status).toBe(201);
    expect((await db.from('tags').select('label').eq('id', 70)).data).toEqual([
      { label: 'profile-less' },
    ]);
  });

  it('given several exposed schemas, then every representation names its schema in Content-Profile', async () => {
    const reporting = await raw('people?select=id', { headers: { 'Accept-Profile': 'reporting' } });
    expect(reporting.headers.get('content-profile')).toBe('reporting');
    // With more than one schema, the default one counts as negotiated too.
    const unnamed = await raw('people?select=id');
    expect(unnamed.headers.get('content-profile')).toBe('public');
    const head = await raw('people?select=id', { method: 'HEAD' });
    expect(head.headers.get('content-profile')).toBe('public');
    const called = await raw('rpc/people_count', { headers: { 'Accept-Profile': 'reporting' } });
    expect(called.status).toBe(200);
    expect(called.headers.get('content-profile')).toBe('reporting');
  });

  it('given an answer with no representation or an error, then there is no Content-Profile', async () => {
    const minimal = await raw('tags', {
      method: 'POST',
      headers: { ...json, 'Content-Profile': 'public' },
      body: JSON.stringify({ id: 71, label: 'minimal' }),
    });
    expect(minimal.status).toBe(201);
    expect(minimal.headers.get('content-profile')).toBeNull();
    const missing = await raw('nowhere', { headers: { 'Accept-Profile': 'reporting' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-profile')).toBeNull();
  });

  it('given one exposed schema, then Content-Profile answers only a profile that was asked for', async () => {
    const unnamed = await rawDefaults('authors?select=id&limit=1');
    expect(unnamed.status).toBe(200);
    expect(unnamed.headers.get('content-profile')).toBeNull();
    const named = await rawDefaults('authors?select=id&limit=1', {
      headers: { 'Accept-Profile': 'public' },
    });
    expect(named.headers.get('content-profile')).toBe('public');
  });

  it('given a path that names nothing, then its 404 PGRST125 comes before the schema', async () => {
    const r = await raw('a/b/c', { headers: { 'Accept-Profile': 'hidden' } });
    expect(r.status).toBe(404);
    expect((await r.json()).code).toBe('PGRST125');
  });
});

describe('rpc() with count, head and get', () => {
  it('given head and an exact count, then HEAD answers the total and no rows', async () => {
    const r = await db.rpc('list_people', {}, { count: 'exact', head: true });
    expect(r.error).toBeNull();
    expect(r.status).toBe(200);
    expect(r.data).toBeNull();
    expect(r.count).toBe(4);
    const ranged = await db.rpc('list_people', {}, { count: 'exact', head: true }).range(0, 1);
    expect(ranged.status).toBe(206);
    expect(ranged.count).toBe(4);
  });

  it('given get and a count, then GET calls it with its arguments and counts what the filters leave', async () => {
    const r = await db
      .rpc('people_by_status', { s: 'active' }, { get: true, count: 'exact' })
      .select('id')
      .order('id')
      .range(0, 0);
    expect(r.error).toBeNull();
    expect(r.status).toBe(206);
    expect(r.data).toEqual([{ id: 1 }]);
    expect(r.count).toBe(3);
    const res = await raw('rpc/people_by_status?s=active&select=id&limit=1', {
      headers: { Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('0-0/3');
    expect(res.headers.get('preference-applied')).toBe('count=exact');
  });

  it('given a function returning one value, then it counts as one row (Content-Range 0-0/1)', async () => {
    const r = await db.rpc('add', { a: 2, b: 3 }, { count: 'exact' });
    expect(r.error).toBeNull();
    expect([r.status, r.data, r.count]).toEqual([200, 5, 1]);
    const counted = await raw('rpc/add?a=2&b=3', { headers: { Prefer: 'count=exact' } });
    expect(counted.headers.get('content-range')).toBe('0-0/1');
    const uncounted = await raw('rpc/add?a=2&b=3');
    expect(uncounted.headers.get('content-range')).toBe('0-0/*');
    const head = await db.rpc('add', { a: 2, b: 3 }, { head: true });
    expect([head.status, head.data, head.count, head.error]).toEqual([200, null, null, null]);
  });

  it('given head with an object argument, then the client POSTs with return=minimal and it still answers', async () => {
    const r = await db.rpc(
      'greet_person',
      { person: { id: 8, name: 'Eve', status: 'active' } },
      { head: true, count: 'exact' },
    );
    expect(r.error).toBeNull();
    expect(r.status).toBe(200);
    expect(r.count).toBe(1);
  });

  it('given a void function with a count, then 204 and the one call counted', async () => {
    const res = await raw('rpc/touch', {
      method: 'POST',
      headers: { ...json, Prefer: 'count=exact' },
      body: JSON.stringify({ counter: 'a' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('0-0/1');
    expect(await res.text()).toBe('');
  });

  it('given planned or estimated counts, then a function is not estimated: planned has no total (`*`), estimated is exact', async () => {
    const planned = await db.rpc('list_people', {}, { count: 'planned' });
    expect(planned.error).toBeNull();
    expect(planned.status).toBe(200);
    expect(planned.data).toHaveLength(4);
    // `0-3/*`: supabase-js reads the `*` as a number, as it does from PostgREST.
    expect(planned.count).toBeNaN();
    const res = await raw('rpc/list_people', { headers: { Prefer: 'count=planned' } });
    expect(res.headers.get('content-range')).toBe('0-3/*');
    const estimated = await db.rpc('list_people', {}, { count: 'estimated' }).range(0, 1);
    expect([estimated.status, estimated.count]).toEqual([206, 4]);
  });

  it('given an offset past an exact total, then 416 PGRST103 as PostgREST answers it', async () => {
    const r = await db.rpc('list_people', {}, { count: 'exact' }).range(6, 8);
    expect(r.status).toBe(416);
    expect(r.error).toEqual({
      code: 'PGRST103',
      details: 'An offset of 6 was requested, but there are only 4 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });
});

describe('count=planned and count=estimated', () => {
  // tallies: 150 rows, 200 by the planner's statistics (grp = 1: 38, planner 50); tallies_grown:
  // 100 rows, 10 by the planner's (fixtures/postgrest/migrations/20260103000000_postgrest_counts.sql).
  it('given count=planned, then the total is the planner estimate and the page is partial', async () => {
    const r = await db.from('tallies').select('id', { count: 'planned' }).order('id').range(0, 9);
    expect(r.error).toBeNull();
    expect(r.status).toBe(206);
    expect(r.count).toBe(200);
    expect(r.data).toHaveLength(10);
    const exact = await db.from('tallies').select('id', { count: 'exact', head: true });
    expect(exact.count).toBe(150);
    const res = await raw('tallies?select=id&order=id&limit=10', {
      headers: { Prefer: 'count=planned' },
    });
    expect(res.headers.get('content-range')).toBe('0-9/200');
    expect(res.headers.get('preference-applied')).toBe('count=planned');
  });

  it('given count=planned with a filter, then the planner estimates the filtered rows', async () => {
    const planned = await db
      .from('tallies')
      .select('id', { count: 'planned', head: true })
      .eq('grp', 1);
    expect(planned.count).toBe(50);
    expect(planned.status).toBe(206);
    const exact = await db
      .from('tallies')
      .select('id', { count: 'exact', head: true })
      .eq('grp', 1);
    expect([exact.status, exact.count]).toEqual([200, 38]);
  });

  it('given count=estimated within max_rows, then the count is exact', async () => {
    const r = await db.from('tallies').select('id', { count: 'estimated' }).eq('grp', 1);
    expect(r.error).toBeNull();
    expect([r.status, r.count]).toEqual([200, 38]);
    expect(r.data).toHaveLength(38);
  });

  it('given count=estimated beyond max_rows, then the planner estimate when it is larger', async () => {
    const r = await db.from('tallies').select('id', { count: 'estimated' }).order('id');
    expect(r.error).toBeNull();
    expect(r.status).toBe(206);
    expect(r.data).toHaveLength(MAX_ROWS);
    expect(r.count).toBe(200);
  });

  it('given count=estimated beyond max_rows, then max_rows + 1 when the planner guesses fewer', async () => {
    const r = await db.from('tallies_grown').select('id', { count: 'estimated', head: true });
    expect([r.status, r.count]).toEqual([206, MAX_ROWS + 1]);
    const planned = await db.from('tallies_grown').select('id', { count: 'planned', head: true });
    expect(planned.count).toBe(10);
  });

  it('given a write with count=planned, then it is not counted (`*`); estimated counts it', async () => {
    const planned = await db.from('tags').insert([{ id: 80, label: 'p1' }], { count: 'planned' });
    expect(planned.status).toBe(201);
    expect(planned.count).toBeNaN(); // `*/*`, read as a number by supabase-js
    expect((await db.from('tags').select('id').eq('id', 80)).data).toEqual([{ id: 80 }]);
    const estimated = await db.from('tags').insert(
      [
        { id: 81, label: 'e1' },
        { id: 82, label: 'e2' },
      ],
      { count: 'estimated' },
    );
    expect([estimated.status, estimated.count]).toEqual([201, 2]);
  });

  it('given an offset at the exact total, then 206 with no rows; past it, 416', async () => {
    const at = await db.from('people').select('id', { count: 'exact' }).order('id').range(4, 9);
    expect([at.status, at.count, at.data]).toEqual([206, 4, []]);
    const past = await raw('people?select=id&offset=5', { headers: { Prefer: 'count=exact' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('*/4');
    expect(await past.json()).toEqual({
      code: 'PGRST103',
      details: 'An offset of 5 was requested, but there are only 4 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });
});

describe('explain() (pgrst.db_plan_enabled on for the PostgREST fixture)', () => {
  /** What postgrest-js sends for `.explain(...)`. */
  const explainAccept = (format: 'text' | 'json', options = '', forType = 'application/json') =>
    `application/vnd.pgrst.plan+${format}; for="${forType}"; options=${options};`;

  it("given explain(), then the text plan of the read, in PostgREST's media type", async () => {
    const r = await db.from('people').select('name').eq('id', 1).explain();
    expect(r.error).toBeNull();
    expect(r.status).toBe(200);
    expect(String(r.data)).toMatch(/^Aggregate/);
    const res = await raw('people?select=name&id=eq.1', {
      headers: { Accept: explainAccept('text') },
    });
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    );
    expect(res.headers.get('content-profile')).toBe('public');
  });

  it('given every option, then the JSON plan carries what each adds, and the media type names them', async () => {
    const r = await db.from('people').select('name').explain({
      analyze: true,
      verbose: true,
      settings: true,
      buffers: true,
      wal: true,
      format: 'json',
    });
    expect(r.error).toBeNull();
    const [plan] = r.data as unknown as Record<string, Record<string, unknown>>[];
    expect(plan?.Plan).toMatchObject({
      'Actual Rows': 1,
      Output: expect.any(Array),
      'Shared Hit Blocks': expect.any(Number),
      'WAL Records': expect.any(Number),
    });
    expect(plan?.Settings).toHaveProperty('search_path');
    const res = await raw('people?select=name', {
      headers: { Accept: explainAccept('json', 'analyze|verbose|settings|buffers|wal') },
    });
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose|settings|buffers|wal; charset=utf-8',
    );
  });

  it('given a function, then its call is explained', async () => {
    const r = await db.rpc('list_people').explain({ format: 'json' });
    expect(r.error).toBeNull();
    expect((r.data as unknown as { Plan: unknown }[])[0]?.Plan).toBeDefined();
  });

  it('given the plan for one object, then the media type names the object type as PostgREST writes it', async () => {
    const res = await raw('people?select=name&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object"' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; charset=utf-8',
    );
  });

  it("given an analyzed write, then it runs and stays written, as PostgreSQL's EXPLAIN ANALYZE; rollback() undoes it", async () => {
    const kept = await db
      .from('tags')
      .insert({ id: 90, label: 'explained' })
      .explain({ analyze: true, format: 'json' });
    expect(kept.error).toBeNull();
    expect(kept.status).toBe(200);
    expect((await db.from('tags').select('id').eq('id', 90)).data).toEqual([{ id: 90 }]);
    const undone = await db
      .from('tags')
      .insert({ id: 91, label: 'explained, rolled back' })
      .rollback()
      .explain({ analyze: true });
    expect(undone.error).toBeNull();
    expect((await db.from('tags').select('id').eq('id', 91)).data).toEqual([]);
  });

  it('given a plan for a media type nobody serves, then 406 lists it as PostgREST writes it', async () => {
    const res = await raw('people', {
      headers: { Accept: explainAccept('json', 'verbose', 'text/html') },
    });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message:
        'None of these media types are available: application/vnd.pgrst.plan+json; for="text/html"; options=verbose',
    });
  });

  it('given several types of one quality, then the more specific one is tried first', async () => {
    const res = await raw('people?select=id&id=eq.1', { headers: { Accept: '*/*, text/csv' } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});

describe("explain() with plans off (PostgREST's and hosted Supabase's default)", () => {
  const off = (media: string) => ({
    code: 'PGRST107',
    details: null,
    hint: null,
    message: `None of these media types are available: ${media}`,
  });

  it('given explain() on a read, a call or a write, then 406 PGRST107 and nothing runs', async () => {
    const read = await plain.from('authors').select('id').explain();
    expect(read.status).toBe(406);
    expect(read.error).toEqual(off('application/vnd.pgrst.plan+text; for="application/json"'));
    const called = await plain
      .rpc('add', { a: 1, b: 2 })
      .explain({ format: 'json', analyze: true });
    expect(called.status).toBe(406);
    expect(called.error).toEqual(
      off('application/vnd.pgrst.plan+json; for="application/json"; options=analyze'),
    );
    const deleted = await plain
      .from('profiles')
      .delete()
      .gt('author_id', 0)
      .explain({ analyze: true });
    expect(deleted.status).toBe(406);
    const after = await plain.from('profiles').select('author_id');
    expect(after.data).toEqual([{ author_id: 1 }]);
  });
});

describe('odd and hostile profile, Accept and plan headers', () => {
  it('given the platform schemas or a forged name as the profile, then 406 names it and nothing else is reached', async () => {
    for (const schema of ['auth', 'storage', 'pg_catalog', 'public"; drop table people; --', '']) {
      const res = await raw('people?select=id', { headers: { 'Accept-Profile': schema } });
      expect(res.status).toBe(406);
      expect(await res.json()).toEqual({
        code: 'PGRST106',
        details: null,
        hint: 'Only the following schemas are exposed: public, reporting',
        message: `Invalid schema: ${schema}`,
      });
    }
    const write = await raw('people', {
      method: 'PUT',
      headers: { ...json, 'Content-Profile': 'auth' },
      body: JSON.stringify({ id: 1, name: 'X' }),
    });
    expect(write.status).toBe(406);
    expect((await db.from('people').select('id').eq('id', 1)).data).toEqual([{ id: 1 }]);
  });

  it('given plan options with SQL in them, then only the known options are used', async () => {
    const res = await raw('people?select=id', {
      headers: {
        Accept:
          'application/vnd.pgrst.plan+json; options=analyze|drop table people|format xml; for="application/json"',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; options=analyze; charset=utf-8',
    );
    expect((await db.from('people').select('id', { count: 'exact', head: true })).count).toBe(4);
  });

  it('given a long Accept of junk, q-values out of range and repeated types, then 406 or a served type, never 5xx', async () => {
    const junk = Array.from({ length: 300 }, (_, i) => `x/y${i};q=${i % 3 === 0 ? 'NaN' : -i}`);
    const refused = await raw('people?select=id', { headers: { Accept: junk.join(', ') } });
    expect(refused.status).toBe(406);
    expect((await refused.json()).code).toBe('PGRST107');
    const served = await raw('people?select=id&id=eq.1', {
      headers: { Accept: `${junk.slice(0, 50).join(',')},application/json;q=0, text/csv;q=2` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});
