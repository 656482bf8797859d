/**
 * PostgREST compatibility: what a developer's supabase-js queries get from hosted Supabase,
 * they get here, on the fixture schema in fixtures/postgrest (tables, a self-reference, a join
 * table, functions of every shape). Runs on PGlite, and on PostgreSQL 15 when its binaries are
 * installed, with the same expectations query for query.
 */
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import pgClient from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from './helpers.js';
import { hasPg15, type Pg15, startPg15 } from './pg15.js';

const supabaseDir = fileURLToPath(new URL('./fixtures/postgrest', import.meta.url));
/** A fixture with no config.toml and no pgrst settings: PostgREST's (and hosted Supabase's) defaults. */
const defaultsDir = fileURLToPath(new URL('./fixtures/grammar', import.meta.url));

/**
 * supabase-js offers maxAffected() only when the Database type declares PostgREST 13; these
 * tests use an untyped client, so the builder's method is reached through this narrow type.
 */
function maxAffected<B>(builder: B, rows: number): B {
  return (builder as unknown as { maxAffected(n: number): B }).maxAffected(rows);
}

interface World {
  server: TestServer;
  db: SupabaseClient;
  /** A server on the grammar fixture, with PostgREST's defaults. */
  defaults: TestServer;
  plain: SupabaseClient;
}

function defineSuite(getWorld: () => World) {
  const db = () => getWorld().db;
  const raw = (pathAndQuery: string, init: RequestInit = {}) => {
    const { server } = getWorld();
    const headers = new Headers(init.headers);
    headers.set('apikey', server.anonKey);
    return fetch(`${server.url}/rest/v1/${pathAndQuery}`, { ...init, headers });
  };
  const counters = async () => {
    const r = await db().from('counters').select('name, value').order('name');
    return r.data;
  };

  describe('functions read like tables', () => {
    it('given a set-returning function, when filtered, then only the matching rows come back', async () => {
      const r = await db().rpc('list_people').neq('status', 'active').select('name');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ name: 'Cai' }]);
    });

    it('given a GET call, when arguments and filters are mixed, then arguments call and filters filter', async () => {
      const r = await db()
        .rpc('people_by_status', { s: 'active' }, { get: true })
        .gt('id', 1)
        .select('id');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ id: 2 }, { id: 4 }]);
    });

    it('when ordered and ranged with a count, then the page and the total are as PostgREST sends them', async () => {
      const r = await db()
        .rpc('list_people', {}, { count: 'exact' })
        .select('name')
        .order('name', { ascending: false })
        .range(1, 2);
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ name: 'Cai' }, { name: 'Ben' }]);
      expect(r.count).toBe(4);
      expect(r.status).toBe(206);
    });

    it('when limited, then a scalar set is cut to the limit', async () => {
      const r = await db().rpc('numbers', { n: 5 }).limit(2);
      expect(r.data).toEqual([1, 2]);
    });

    it('when the result rows are a table, then its relationships embed', async () => {
      const r = await db()
        .rpc('list_people')
        .select('name, messages!person_id(body)')
        .eq('id', 3)
        .single();
      expect(r.error).toBeNull();
      expect(r.data).toEqual({ name: 'Cai', messages: [{ body: 'away message' }] });
    });

    it('given returns table(...), when a column is selected and filtered, then it reads like a table', async () => {
      const r = await db()
        .rpc('person_summary', { p_id: 1 })
        .select('message_count')
        .gte('message_count', 2);
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ message_count: 2 }]);
    });

    it('when a filter names a column the result lacks, then it is 42703 and no rows', async () => {
      const r = await db().rpc('list_people').eq('colour', 'red');
      expect(r.status).toBe(400);
      expect(r.error?.code).toBe('42703');
      expect(r.data).toBeNull();
    });

    it('when a scalar result is filtered, then it is refused, never answered unfiltered', async () => {
      const r = await db().rpc('add', { a: 1, b: 2 }).eq('x', 3);
      expect(r.status).toBe(400);
      expect(r.error?.code).toBe('42703');
    });

    it('given a void function, when called, then it answers 204 with no body and does its work', async () => {
      const before = (await counters())?.find((c) => c.name === 'c')?.value as number;
      const r = await db().rpc('touch', { counter: 'c' });
      expect(r.status).toBe(204);
      expect(r.data).toBeNull();
      expect(r.error).toBeNull();
      expect((await counters())?.find((c) => c.name === 'c')?.value).toBe(before + 1);
    });

    it('given a scalar function, then its value is the body', async () => {
      const r = await db().rpc('add', { a: 2, b: 3 });
      expect(r.data).toBe(5);
    });
  });

  describe('overloaded functions and their arguments', () => {
    it('given overloads told apart by argument names, then each call reaches its own', async () => {
      expect((await db().rpc('area', { w: 3 })).data).toBe(9);
      expect((await db().rpc('area', { w: 3, h: 2 })).data).toBe(6);
      const get = await db().rpc('area', { w: 4, h: 5 }, { get: true });
      expect(get.data).toBe(20);
    });

    it('given overloads with the same argument names, then PGRST203 lists the candidates', async () => {
      const r = await db().rpc('describe', { a: 1 });
      expect(r.status).toBe(300);
      expect(r.error).toEqual({
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.describe(a => integer), public.describe(a => text)',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      });
    });

    it('given an optional argument, then it may be left out or given', async () => {
      expect((await db().rpc('greet', { name: 'Ada' })).data).toBe('Hello, Ada');
      expect((await db().rpc('greet', { name: 'Ada', greeting: 'Hi' })).data).toBe('Hi, Ada');
    });

    it('given arguments no overload takes, then PGRST202 says what was searched for', async () => {
      const r = await db().rpc('area', { width: 3 });
      expect(r.status).toBe(404);
      expect(r.error).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function public.area(width) in the schema cache',
        details:
          'Searched for the function public.area with parameter width or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.area(w)',
      });
      const none = await db().rpc('are', { w: 1 });
      expect(none.error?.hint).toBe('Perhaps you meant to call the function public.area');
      const get = await db().rpc('nowhere', {}, { get: true });
      expect(get.error).toMatchObject({
        message:
          'Could not find the function public.nowhere without parameters in the schema cache',
        details:
          'Searched for the function public.nowhere without parameters, but no matches were found in the schema cache.',
      });
    });

    it('given a single unnamed json or jsonb argument, then the whole body is passed', async () => {
      const r = await raw('rpc/echo_json', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify([1, { a: 'b' }]),
      });
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual([1, { a: 'b' }]);
      expect((await db().rpc('count_keys', { x: 1, y: 2, z: 3 })).data).toBe(3);
    });

    it('given a single unnamed text or bytea argument, then a text/plain or octet-stream body is it', async () => {
      const text = await raw('rpc/shout', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'quiet, please',
      });
      expect(text.status).toBe(200);
      expect(await text.json()).toBe('QUIET, PLEASE');
      const bytes = await raw('rpc/byte_length', {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array([0, 1, 2, 255]),
      });
      expect(await bytes.json()).toBe(4);
      const wrong = await raw('rpc/area', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'x',
      });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function public.area in the schema cache',
        details:
          'Searched for the function public.area with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      });
    });

    it('given Prefer: params=single-object, then the body is the one json argument', async () => {
      const r = await raw('rpc/wrap', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object' },
        body: JSON.stringify({ a: 1, b: [2] }),
      });
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ got: { a: 1, b: [2] } });
      expect(r.headers.get('preference-applied')).toBe('params=single-object');
    });

    it('given row, composite and array arguments, then JSON objects and arrays become them', async () => {
      expect((await db().rpc('greet_person', { person: { name: 'x' } })).data).toBe('Hi x');
      expect((await db().rpc('manhattan', { p: { x: -3, y: 4 } })).data).toBe(7);
      expect((await db().rpc('total', { nums: [1, 2, 3] })).data).toBe(6);
      expect((await db().rpc('total', { nums: '{4,5}' }, { get: true })).data).toBe(9);
      const people = await db().rpc('names_of', { people: [{ name: 'a' }, { name: 'b' }] });
      expect(people.data).toBe('a,b');
    });

    it('given a wrongly typed argument, then PostgreSQL says so (400)', async () => {
      const r = await db().rpc('area', { w: 'wide' });
      expect(r.status).toBe(400);
      expect(r.error?.code).toBe('22P02');
    });
  });

  describe('aggregates (pgrst.db_aggregates_enabled on for this fixture)', () => {
    it('given count() alone, then the rows are counted', async () => {
      const r = await db().from('donations').select('count()');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ count: 4 }]);
    });

    it('given other columns beside aggregates, then they group', async () => {
      const r = await db()
        .from('donations')
        .select('method, count(), amount.sum(), amount.max(), amount.min()')
        .order('method');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([
        { method: 'card', count: 3, sum: 35.25, max: 20, min: 5.25 },
        { method: 'cash', count: 1, sum: 15.5, max: 15.5, min: 15.5 },
      ]);
    });

    it('given aliases and casts, then the cast applies to the column or to the aggregate', async () => {
      const r = await db()
        .from('donations')
        .select('total:amount.sum()::text, average:amount::int.avg()::int, n:count()::text');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ total: '50.75', average: 13, n: '4' }]);
    });

    it('given filters, then they apply before the aggregate', async () => {
      const r = await db().from('donations').select('amount.sum()').eq('method', 'card');
      expect(r.data).toEqual([{ sum: 35.25 }]);
    });

    it("given an aggregate in an embed, then it aggregates each parent's children", async () => {
      const r = await db()
        .from('people')
        .select('name, donations(amount.sum(), count())')
        .in('id', [1, 4])
        .order('id');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([
        { name: 'Ada', donations: [{ sum: 25.5, count: 2 }] },
        { name: 'Dee', donations: [{ sum: null, count: 0 }] },
      ]);
    });

    it('given a to-one embed beside an aggregate, then the embedded object groups', async () => {
      const r = await db().from('donations').select('amount.sum(), people(name)');
      expect(r.error).toBeNull();
      type Row = { sum: number; people: { name: string } };
      const rows = (r.data ?? []) as unknown as Row[];
      expect(rows.sort((a, b) => a.people.name.localeCompare(b.people.name))).toEqual([
        { sum: 25.5, people: { name: 'Ada' } },
        { sum: 20, people: { name: 'Ben' } },
        { sum: 5.25, people: { name: 'Cai' } },
      ]);
    });

    it("given a function's rows, then they aggregate as a table's do", async () => {
      const r = await db().rpc('list_people').select('status, count()').order('status');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([
        { status: 'active', count: 3 },
        { status: 'away', count: 1 },
      ]);
    });

    it('given the bare count of an embed (no aggregates needed), then each parent has its count', async () => {
      const r = await db().from('people').select('name, messages!person_id(count)').order('id');
      expect(r.error).toBeNull();
      expect(r.data?.map((p) => p.messages)).toEqual([
        [{ count: 2 }],
        [{ count: 1 }],
        [{ count: 1 }],
        [{ count: 0 }],
      ]);
    });
  });

  describe('spreads', () => {
    it('given a to-one spread, then its columns are in the parent row', async () => {
      const r = await db()
        .from('messages')
        .select('id, ...people!person_id(author:name, status)')
        .in('id', [1, 3])
        .order('id');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([
        { id: 1, author: 'Ada', status: 'active' },
        { id: 3, author: 'Ben', status: 'active' },
      ]);
    });

    it("given a to-many spread, then each column is an array of the children's values", async () => {
      const r = await db()
        .from('people')
        .select('name, ...messages!person_id(body, id)')
        .in('id', [1, 4])
        .order('id')
        .order('id', { referencedTable: 'messages', ascending: false });
      expect(r.error).toBeNull();
      expect(r.data).toEqual([
        { name: 'Ada', body: ['again', 'hello'], id: [2, 1] },
        { name: 'Dee', body: [], id: [] },
      ]);
    });

    it('given a nested spread and !inner, then parents without a match are left out', async () => {
      const r = await db()
        .from('messages')
        .select('id, ...people!person_id!inner(name, ...badges(colour))')
        .eq('people.status', 'active')
        .order('id');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([
        { id: 1, name: 'Ada', colour: 'gold' },
        { id: 2, name: 'Ada', colour: 'gold' },
        { id: 3, name: 'Ben', colour: null },
      ]);
    });

    it('given an alias on a spread, then it is a parse error', async () => {
      const r = await db().from('messages').select('id, a:...people!person_id(name)');
      expect(r.status).toBe(400);
      expect(r.error?.code).toBe('PGRST100');
    });
  });

  describe('schemas', () => {
    it('given .schema(), then the other exposed schema answers, for reads, writes and calls', async () => {
      const reporting = db().schema('reporting');
      const r = await reporting.from('people').select('name').order('id');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ name: 'Report A' }, { name: 'Report B' }]);
      const embedded = await reporting.from('people').select('name, totals(total)').eq('id', 2);
      expect(embedded.data).toEqual([{ name: 'Report B', totals: [{ total: 7 }] }]);
      const ins = await reporting.from('people').insert({ id: 3, name: 'Report C' }).select();
      expect(ins.status).toBe(201);
      expect(ins.data).toEqual([{ id: 3, name: 'Report C' }]);
      await reporting.from('people').delete().eq('id', 3);
      const count = await reporting.rpc('people_count');
      expect(count.data).toBe(2);
    });

    it('given no profile, then the first schema of [api] schemas answers', async () => {
      const r = await db().from('people').select('name').eq('id', 1);
      expect(r.data).toEqual([{ name: 'Ada' }]);
      const missing = await db().from('totals').select('*');
      expect(missing.status).toBe(404);
      expect(missing.error?.code).toBe('PGRST205');
    });

    it('given a schema that is not exposed, then 406 PGRST106 names it and lists the exposed ones', async () => {
      for (const r of [
        await db().schema('hidden').from('people').select('*'),
        await db().schema('hidden').from('people').insert({ id: 9 }),
      ]) {
        expect(r.status).toBe(406);
        expect(r.error).toEqual({
          code: 'PGRST106',
          message: 'Invalid schema: hidden',
          details: null,
          hint: 'Only the following schemas are exposed: public, reporting',
        });
      }
    });
  });

  describe("NOTIFY pgrst, 'reload schema'", () => {
    it('given a table created behind the server, when pgrst is notified, then the cache knows it', async () => {
      const before = await db().from('late_table').select('*');
      expect(before.status).toBe(404);
      expect(before.error?.code).toBe('PGRST205');
      const call = await db().rpc('add_late_table');
      expect(call.status).toBe(204);
      // The reload runs after the notifying transaction commits: wait for it, bounded.
      const deadline = Date.now() + 20_000;
      let after = await db().from('late_table').select('*');
      while (after.status === 404 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        after = await db().from('late_table').select('*');
      }
      expect(after.error).toBeNull();
      expect(after.data).toEqual([{ id: 1, note: 'arrived' }]);
    });
  });

  describe('return=headers-only and Location', () => {
    it('given one row inserted with headers-only, then 201, no body and its Location', async () => {
      const res = await raw('tags', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
        body: JSON.stringify({ id: 50, label: 'new tag' }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('location')).toBe('/tags?id=eq.50');
      expect(res.headers.get('preference-applied')).toBe('return=headers-only');
      expect(await res.text()).toBe('');
      const composite = await raw('people_tags', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
        body: JSON.stringify({ person_id: 3, tag_id: 50 }),
      });
      expect(composite.headers.get('location')).toBe('/people_tags?person_id=eq.3&tag_id=eq.50');
      await db().from('people_tags').delete().eq('tag_id', 50);
      await db().from('tags').delete().eq('id', 50);
    });

    it('given a key with spaces, then the Location is encoded as a query', async () => {
      const res = await raw('counters', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
        body: JSON.stringify({ name: 'a b&c' }),
      });
      expect(res.headers.get('location')).toBe('/counters?name=eq.a+b%26c');
      await db().from('counters').delete().eq('name', 'a b&c');
    });

    it('given several rows, or return=minimal, then there is no Location', async () => {
      const many = await raw('tags', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
        body: JSON.stringify([
          { id: 51, label: 'x51' },
          { id: 52, label: 'x52' },
        ]),
      });
      expect(many.status).toBe(201);
      expect(many.headers.get('location')).toBeNull();
      const minimal = await db().from('tags').insert({ id: 53, label: 'x53' });
      expect(minimal.status).toBe(201);
      const res = await raw('tags', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify({ id: 54, label: 'x54' }),
      });
      expect(res.headers.get('location')).toBeNull();
      await db().from('tags').delete().in('id', [51, 52, 53, 54]);
    });
  });

  describe('request bodies', () => {
    it('given a CSV body, then its rows are inserted, NULL as null', async () => {
      const res = await raw('tags?select=id,label', {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Prefer: 'return=representation' },
        body: 'id,label\n40,"board, trustee"\n41,NULL',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('23502');
      const ok = await raw('tags?select=id,label', {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Prefer: 'return=representation' },
        body: 'id,label\r\n40,"board, ""trustee"""\r\n41,donor\r\n',
      });
      expect(ok.status).toBe(201);
      expect(await ok.json()).toEqual([
        { id: 40, label: 'board, "trustee"' },
        { id: 41, label: 'donor' },
      ]);
      await db().from('tags').delete().in('id', [40, 41]);
    });
  });

  describe('Prefer: handling=strict, max-affected', () => {
    it('given a patch matching 2 rows, when at most 1 may be affected, then PGRST124 and nothing is written', async () => {
      const r = await maxAffected(
        db().from('counters').update({ value: 7 }).in('name', ['a', 'b']),
        1,
      );
      expect(r.status).toBe(400);
      expect(r.error).toMatchObject({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 2 rows',
      });
      const after = await counters();
      expect(after?.filter((c) => c.value === 7)).toEqual([]);
    });

    it('given a delete within the limit, then it is done and the preference is applied', async () => {
      await db().from('messages').insert({ id: 900, person_id: 4, body: 'to delete' });
      const res = await raw('messages?id=eq.900', {
        method: 'DELETE',
        headers: { Prefer: 'handling=strict, max-affected=1' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
      const left = await db().from('messages').select('id').eq('id', 900);
      expect(left.data).toEqual([]);
    });

    it('given handling=lenient, then max-affected is not enforced', async () => {
      const res = await raw('counters?name=in.(a,b)', {
        method: 'PATCH',
        headers: { Prefer: 'handling=lenient, max-affected=1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ value: 0 }),
      });
      expect(res.status).toBe(204);
    });

    it('given a set-returning function writing 3 rows, when at most 1 may be affected, then its writes are undone', async () => {
      const before = await counters();
      const r = await maxAffected(db().rpc('bump_all'), 1);
      expect(r.error?.code).toBe('PGRST124');
      expect(await counters()).toEqual(before);
    });

    it('given a scalar function, when max-affected is strict, then PGRST128', async () => {
      const r = await maxAffected(db().rpc('add', { a: 1, b: 1 }), 1);
      expect(r.status).toBe(400);
      expect(r.error).toMatchObject({
        code: 'PGRST128',
        message:
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      });
    });

    it('given handling=strict, when a preference is unknown, then PGRST122 names it', async () => {
      const res = await raw('people', { headers: { Prefer: 'handling=strict, colour=blue' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: colour=blue',
        hint: null,
      });
    });
  });

  describe('content negotiation', () => {
    it('given an Accept nobody serves, then 406 PGRST107 lists it', async () => {
      const res = await raw('people', { headers: { Accept: 'text/html, application/xml;q=0.9' } });
      expect(res.status).toBe(406);
      expect(await res.json()).toEqual({
        code: 'PGRST107',
        message: 'None of these media types are available: text/html, application/xml',
        details: null,
        hint: null,
      });
    });

    it('given the execution plan, when pgrst.db_plan_enabled is on, then EXPLAIN answers', async () => {
      const text = await db().from('people').select('name').eq('id', 1).explain();
      expect(text.error).toBeNull();
      expect(typeof text.data).toBe('string');
      expect(String(text.data)).toMatch(/Scan|Result/);
      const res = await raw('people?select=name', {
        headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/json"' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
      );
      const json = await res.json();
      expect(json[0].Plan).toBeDefined();
    });

    it('given an analyzed plan of a write with rollback(), then the write is rolled back', async () => {
      const r = await db()
        .from('tags')
        .insert({ id: 60, label: 'explained' })
        .rollback()
        .explain({ analyze: true, format: 'json' });
      expect(r.error).toBeNull();
      expect((r.data as unknown as { Plan: unknown }[])[0]?.Plan).toBeDefined();
      const after = await db().from('tags').select('id').eq('id', 60);
      expect(after.data).toEqual([]);
    });

    it('given a table that does not exist, then its 404 comes before the media type', async () => {
      const res = await raw('nowhere', { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(404);
    });

    it('given */* or a preference order, then the first served type wins', async () => {
      const res = await raw('people?id=eq.1&select=id', {
        headers: { Accept: 'text/html;q=0.5, text/csv' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    });

    it('when .csv() is asked, then the rows come as PostgREST writes CSV', async () => {
      const r = await db()
        .from('people')
        .select('id, name, nickname')
        .in('id', [1, 2])
        .order('id')
        .csv();
      expect(r.error).toBeNull();
      expect(r.data).toBe('id,name,nickname\n1,Ada,A\n2,Ben,');
    });

    it('when nulls are stripped, then null keys are left out', async () => {
      const r = await db()
        .from('people')
        .select('id, nickname')
        .in('id', [1, 2])
        .order('id')
        .stripNulls();
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ id: 1, nickname: 'A' }, { id: 2 }]);
    });

    it('when one object is asked with nulls stripped, then it is one object without them', async () => {
      const res = await raw('people?id=eq.2&select=id,nickname', {
        headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
      );
      expect(await res.json()).toEqual({ id: 2 });
    });
  });

  describe('empty embeds', () => {
    it('given author!inner(), when filtered by the relation, then parents are filtered and no key is added', async () => {
      const r = await db()
        .from('messages')
        .select('id, people!person_id!inner()')
        .eq('people.status', 'away');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ id: 4 }]);
    });

    it('given an empty embed without !inner, then rows are unfiltered and have no key', async () => {
      const r = await db().from('messages').select('id, people!person_id()').order('id').limit(2);
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ id: 1 }, { id: 2 }]);
    });
  });

  describe('upserts', () => {
    it('given a merge upsert whose body is only the key, when the row exists, then 200 with the row', async () => {
      const before = await counters();
      const r = await db().from('counters').upsert({ name: 'b' }).select();
      expect(r.error).toBeNull();
      expect(r.status).toBe(200);
      expect(r.data).toEqual(before?.filter((c) => c.name === 'b'));
    });

    it('given a merge upsert of an existing and a new row, then 201 and both rows', async () => {
      const r = await db()
        .from('tags')
        .upsert([
          { id: 2, label: 'volunteer' },
          { id: 30, label: 'trustee' },
        ])
        .select('id, label')
        .order('id');
      expect(r.error).toBeNull();
      expect(r.status).toBe(201);
      expect(r.data).toEqual([
        { id: 2, label: 'volunteer' },
        { id: 30, label: 'trustee' },
      ]);
    });

    it('given a merge upsert that only updates, when no rows are wanted back, then 200', async () => {
      const res = await raw('tags', {
        method: 'POST',
        headers: {
          Prefer: 'resolution=merge-duplicates, return=minimal',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ id: 1, label: 'staff' }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('preference-applied')).toBe(
        'resolution=merge-duplicates, return=minimal',
      );
    });

    it('given an ignore-duplicates upsert of an existing row, then 201 and nothing changes', async () => {
      const r = await db()
        .from('tags')
        .upsert({ id: 1, label: 'changed' }, { ignoreDuplicates: true })
        .select();
      expect(r.status).toBe(201);
      expect(r.data).toEqual([]);
      const t = await db().from('tags').select('label').eq('id', 1).single();
      expect(t.data).toEqual({ label: 'staff' });
    });
  });

  describe('relationships from the schema cache', () => {
    it('given a join table, when embedding many-to-many, then each row has its related rows', async () => {
      const r = await db()
        .from('people')
        .select('name, tags(label)')
        .in('id', [1, 2, 3])
        .order('id');
      expect(r.error).toBeNull();
      expect(
        r.data?.map((p) => ({
          ...p,
          tags: [...p.tags].sort((a, b) => a.label.localeCompare(b.label)),
        })),
      ).toEqual([
        { name: 'Ada', tags: [{ label: 'staff' }] },
        { name: 'Ben', tags: [{ label: 'staff' }, { label: 'volunteer' }] },
        { name: 'Cai', tags: [] },
      ]);
      const back = await db().from('tags').select('label, people(name)').eq('id', 2);
      expect(back.data).toEqual([{ label: 'volunteer', people: [{ name: 'Ben' }] }]);
    });

    it('given !inner on a many-to-many, when filtered, then parents without a match are left out', async () => {
      const r = await db()
        .from('people')
        .select('name, tags!inner(label)')
        .eq('tags.label', 'volunteer');
      expect(r.data).toEqual([{ name: 'Ben', tags: [{ label: 'volunteer' }] }]);
    });

    it('given a self-reference, then the column names the parent and the table the children', async () => {
      const r = await db()
        .from('people')
        .select('name, manager:manager_id(name), reports:people!manager_id(name)')
        .eq('id', 2)
        .single();
      expect(r.error).toBeNull();
      expect(r.data).toEqual({ name: 'Ben', manager: { name: 'Ada' }, reports: [{ name: 'Dee' }] });
      const children = await db().from('people').select('name, people(name)').eq('id', 1).single();
      expect(children.data).toEqual({ name: 'Ada', people: [{ name: 'Ben' }, { name: 'Cai' }] });
    });

    it('given a key that is also the primary key, then the embedding is one object both ways', async () => {
      const r = await db()
        .from('people')
        .select('name, badges(colour)')
        .in('id', [1, 2])
        .order('id');
      expect(r.data).toEqual([
        { name: 'Ada', badges: { colour: 'gold' } },
        { name: 'Ben', badges: null },
      ]);
      const back = await db().from('badges').select('colour, people(name)');
      expect(back.data).toEqual([{ colour: 'gold', people: { name: 'Ada' } }]);
    });

    it('given two keys to one table, when unhinted, then PGRST201 lists both as PostgREST does', async () => {
      const r = await db().from('messages').select('id, people(name)');
      expect(r.status).toBe(300);
      expect(r.error).toEqual({
        code: 'PGRST201',
        message:
          "Could not embed because more than one relationship was found for 'messages' and 'people'",
        details: [
          {
            cardinality: 'many-to-one',
            embedding: 'messages with people',
            relationship: 'messages_person_id_fkey using messages(person_id) and people(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'messages with people',
            relationship: 'messages_reviewer_id_fkey using messages(reviewer_id) and people(id)',
          },
        ],
        hint: "Try changing 'people' to one of the following: 'people!messages_person_id_fkey', 'people!messages_reviewer_id_fkey'. Find the desired relationship in the 'details' key.",
      });
    });

    it('given a constraint name as the hint, then that key is used', async () => {
      const r = await db()
        .from('messages')
        .select('id, reviewer:people!messages_reviewer_id_fkey(name)')
        .eq('id', 3)
        .single();
      expect(r.data).toEqual({ id: 3, reviewer: { name: 'Dee' } });
    });

    it('given no relationship, then PGRST200 says what was searched', async () => {
      const r = await db().from('tags').select('label, messages(body)');
      expect(r.status).toBe(400);
      expect(r.error).toEqual({
        code: 'PGRST200',
        message: "Could not find a relationship between 'tags' and 'messages' in the schema cache",
        details:
          "Searched for a foreign key relationship between 'tags' and 'messages' in the schema 'public', but no matches were found.",
        hint: null,
      });
    });
  });

  describe('a misspelt embedding', () => {
    it('given a name like a related table, then PGRST200 suggests that table', async () => {
      const r = await db().from('messages').select('body, peple(name)');
      expect(r.status).toBe(400);
      expect(r.error).toEqual({
        code: 'PGRST200',
        message: "Could not find a relationship between 'messages' and 'peple' in the schema cache",
        details:
          "Searched for a foreign key relationship between 'messages' and 'peple' in the schema 'public', but no matches were found.",
        hint: "Perhaps you meant 'people' instead of 'peple'.",
      });
    });
  });

  describe('relationships through views and computed relationships', () => {
    it("given a view over a table, then the table's foreign keys join it from both sides", async () => {
      const r = await db()
        .from('message_list')
        .select('id, body, people(name)')
        .in('id', [1, 3])
        .order('id');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([
        { id: 1, body: 'hello', people: { name: 'Ada' } },
        { id: 3, body: 'hi', people: { name: 'Ben' } },
      ]);
      const back = await db()
        .from('active_people')
        .select('name, messages!person_id(body)')
        .eq('id', 2)
        .single();
      expect(back.error).toBeNull();
      expect(back.data).toEqual({ name: 'Ben', messages: [{ body: 'hi' }] });
    });

    it('given two views over related tables, then they embed each other', async () => {
      const r = await db()
        .from('active_people')
        .select('name, message_list(body)')
        .eq('id', 1)
        .single();
      expect(r.error).toBeNull();
      expect(r.data?.message_list).toHaveLength(2);
      const oneToOne = await db()
        .from('active_people')
        .select('name, badges(colour)')
        .eq('id', 1)
        .single();
      expect(oneToOne.error).toBeNull();
      expect(oneToOne.data).toEqual({ name: 'Ada', badges: { colour: 'gold' } });
      // A column name names the table, never a view showing it (PostgREST issue 2277).
      const byColumn = await db()
        .from('people')
        .select('name, manager:manager_id(name)')
        .eq('id', 4)
        .single();
      expect(byColumn.data).toEqual({ name: 'Dee', manager: { name: 'Ben' } });
    });

    it('given a view with no path to a table, then PGRST200', async () => {
      const r = await db().from('message_list').select('id, tags(label)');
      expect(r.status).toBe(400);
      expect(r.error?.code).toBe('PGRST200');
    });

    it('given a function of a row returning rows, then it embeds by its name', async () => {
      const r = await db()
        .from('people')
        .select('name, recent_messages(id, body), first_message(body)')
        .eq('id', 1)
        .single();
      expect(r.error).toBeNull();
      expect(r.data).toEqual({
        name: 'Ada',
        recent_messages: [
          { id: 2, body: 'again' },
          { id: 1, body: 'hello' },
        ],
        first_message: { body: 'hello' },
      });
    });

    it("given a write's or a function's returned rows, then computed fields and relationships apply to them", async () => {
      const ins = await db()
        .from('people')
        .insert({ id: 70, name: 'Eve', nickname: 'E' })
        .select('id, display_name, recent_messages(id)')
        .single();
      expect(ins.error).toBeNull();
      expect(ins.data).toEqual({ id: 70, display_name: 'Eve (E)', recent_messages: [] });
      await db().from('people').delete().eq('id', 70);
      const call = await db()
        .rpc('list_people')
        .select('display_name, first_message(body)')
        .eq('id', 1)
        .single();
      expect(call.error).toBeNull();
      expect(call.data).toEqual({ display_name: 'Ada (A)', first_message: { body: 'hello' } });
    });

    it('given a computed relationship returning one row, then it embeds as an object and filters with !inner', async () => {
      const r = await db()
        .from('messages')
        .select('id, author!inner(name)')
        .eq('author.name', 'Cai');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ id: 4, author: { name: 'Cai' } }]);
      const ordered = await db()
        .from('people')
        .select('id, recent_messages(id)')
        .eq('id', 1)
        .order('id', { referencedTable: 'recent_messages' })
        .limit(1, { referencedTable: 'recent_messages' })
        .single();
      expect(ordered.data).toEqual({ id: 1, recent_messages: [{ id: 1 }] });
    });
  });

  describe('computed fields', () => {
    it('given a function of the row, then it is selected, filtered and ordered by name, and not in *', async () => {
      const r = await db()
        .from('people')
        .select('id, display_name')
        .like('display_name', '*(*')
        .order('display_name', { ascending: false });
      expect(r.error).toBeNull();
      expect(r.data).toEqual([
        { id: 4, display_name: 'Dee (D)' },
        { id: 1, display_name: 'Ada (A)' },
      ]);
      const star = await db().from('people').select('*').eq('id', 1).single();
      expect(Object.keys(star.data ?? {})).not.toContain('display_name');
    });

    it('given a computed field in an embed, then it is computed for the embedded rows', async () => {
      const r = await db()
        .from('messages')
        .select('id, author:people!person_id(display_name)')
        .eq('id', 1)
        .single();
      expect(r.data).toEqual({ id: 1, author: { display_name: 'Ada (A)' } });
    });

    it('given a computed field in a payload, then it is not a column (PGRST204)', async () => {
      const r = await db().from('people').insert({ id: 99, name: 'X', display_name: 'no' });
      expect(r.error?.code).toBe('PGRST204');
    });
  });

  describe('JSON paths and range operators', () => {
    it('given ->, ->> and an index in select, then values come under their last key or alias', async () => {
      const r = await db()
        .from('events')
        .select('id, city:data->venue->>city, data->venue->rooms->0->name, size:data->size::int')
        .order('id')
        .limit(2);
      expect(r.error).toBeNull();
      expect(r.data).toEqual([
        { id: 1, city: 'Leeds', name: 'Hall', size: 40 },
        { id: 2, city: 'York', name: null, size: 12 },
      ]);
    });

    it('given a JSON path in a filter and in the order, then both apply', async () => {
      const r = await db()
        .from('events')
        .select('id')
        .eq('data->venue->>city', 'York')
        .order('data->size', { ascending: false });
      expect(r.data).toEqual([{ id: 2 }]);
      const ordered = await db().from('events').select('id').order('data->size');
      expect(ordered.data).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }]);
      const inOr = await db()
        .from('events')
        .select('id')
        .or('data->>size.eq.7,id.eq.1')
        .order('id');
      expect(inOr.data).toEqual([{ id: 1 }, { id: 3 }]);
    });

    it('given an array column, then a path reads it through to_jsonb', async () => {
      const r = await db().from('events').select('first:labels->>0').eq('id', 1).single();
      expect(r.data).toEqual({ first: 'a' });
    });

    it('given range operators, then each compares ranges as PostgreSQL does', async () => {
      const ids = async (op: string, value: string) =>
        (await db().from('events').select('id').filter('ages', op, value).order('id')).data;
      expect(await ids('sl', '[13,17)')).toEqual([{ id: 1 }]);
      expect(await ids('sr', '[13,17)')).toEqual([{ id: 2 }, { id: 3 }]);
      expect(await ids('nxr', '[0,20)')).toEqual([{ id: 1 }]);
      expect(await ids('nxl', '[20,100)')).toEqual([{ id: 3 }]);
      expect(await ids('adj', '[12,18)')).toEqual([{ id: 1 }, { id: 2 }]);
      const viaClient = await db().from('events').select('id').rangeAdjacent('ages', '[65,70)');
      expect(viaClient.data).toEqual([{ id: 2 }]);
    });
  });

  describe("PostgREST's defaults (no pgrst settings, no [api] schemas)", () => {
    const plain = () => getWorld().plain;
    const rawPlain = (pathAndQuery: string, init: RequestInit = {}) => {
      const { defaults } = getWorld();
      const headers = new Headers(init.headers);
      headers.set('apikey', defaults.anonKey);
      return fetch(`${defaults.url}/rest/v1/${pathAndQuery}`, { ...init, headers });
    };
    it('given an aggregate, when aggregates are not enabled, then 400 PGRST123', async () => {
      for (const select of ['count()', 'year.sum()', 'title, id.max()']) {
        const r = await plain().from('books').select(select);
        expect(r.status).toBe(400);
        expect(r.error).toEqual({
          code: 'PGRST123',
          message: 'Use of aggregate functions is not allowed',
          details: null,
          hint: null,
        });
      }
    });

    it('given the bare count of an embed, then it is answered (it is no aggregate function)', async () => {
      const r = await plain()
        .from('authors')
        .select('id, books!books_author_id_fkey(count)')
        .order('id')
        .limit(1);
      expect(r.error).toBeNull();
      expect(r.data?.[0]?.books).toEqual([{ count: expect.any(Number) }]);
    });

    it('given the execution plan media type, when plans are off (as on hosted Supabase), then 406', async () => {
      const res = await rawPlain('authors', {
        headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/json"' },
      });
      expect(res.status).toBe(406);
      expect((await res.json()).code).toBe('PGRST107');
    });

    it('given another schema, when only public is exposed, then PGRST106 names public', async () => {
      const r = await plain().schema('reporting').from('people').select('*');
      expect(r.status).toBe(406);
      expect(r.error?.message).toBe('Invalid schema: reporting');
      expect(r.error?.hint).toBe('Only the following schemas are exposed: public');
    });
  });

  describe('the platform as Supabase sets it up', () => {
    it('given a table a migration created without grants, then anon reaches it, as on hosted Supabase', async () => {
      const r = await db().from('open_by_default').select('id');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([{ id: 1 }]);
    });

    it('given such a table under RLS with no policy, then anon reads nothing and writes nothing', async () => {
      const read = await db().from('closed_by_rls').select('id');
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
      const write = await db().from('closed_by_rls').insert({ id: 2 });
      expect(write.status).toBe(401);
      expect(write.error?.code).toBe('42501');
    });
  });
}

describe('PostgREST compatibility on PGlite', () => {
  let world: World | undefined;
  beforeAll(async () => {
    const server = await startTestServer({ supabaseDir });
    const defaults = await startTestServer({ supabaseDir: defaultsDir });
    world = {
      server,
      db: client(server.url, server.anonKey),
      defaults,
      plain: client(defaults.url, defaults.anonKey),
    };
  });
  afterAll(async () => {
    await world?.server.cleanup();
    await world?.defaults.cleanup();
  });
  defineSuite(() => world as World);
});

describe.skipIf(!hasPg15)(
  hasPg15
    ? 'PostgREST compatibility on PostgreSQL 15'
    : 'PostgREST compatibility on PostgreSQL 15 (skipped: /usr/lib/postgresql/15/bin not found)',
  () => {
    let world: World | undefined;
    let pg: Pg15 | undefined;
    beforeAll(async () => {
      pg = await startPg15();
      const server = await startTestServer({ supabaseDir, databaseUrl: pg.url });
      const admin = new pgClient.Client({ connectionString: pg.url });
      await admin.connect();
      await admin.query('create database defaults');
      await admin.end();
      const defaults = await startTestServer({
        supabaseDir: defaultsDir,
        databaseUrl: pg.url.replace(/\/postgres$/, '/defaults'),
      });
      world = {
        server,
        db: client(server.url, server.anonKey),
        defaults,
        plain: client(defaults.url, defaults.anonKey),
      };
    });
    afterAll(async () => {
      await world?.server.cleanup();
      await world?.defaults.cleanup();
      pg?.stop();
    });
    defineSuite(() => world as World);
  },
);
