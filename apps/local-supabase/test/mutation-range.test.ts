/**
 * Issue 27: a write's Content-Range as PostgREST sends it (Response.hs, actionResponse): always,
 * whether or not a count was asked for. An update names the rows it changed (`0-1/*`, `0-1/2`
 * with a count), an insert or a delete names none (`* /*`, `* /2`), and no rows is `* /0` with a
 * count. supabase-js reads its `count` from it, so a delete or update with `{ count: 'exact' }`
 * and no select must still carry the total.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  service = client(server.url, server.serviceRoleKey);
}, 120_000);
afterAll(async () => {
  await server?.cleanup();
});

async function raw(method: string, query: string, prefer: string, body?: unknown) {
  const response = await fetch(`${server.url}/rest/v1/site_settings?${query}`, {
    method,
    headers: {
      apikey: server.serviceRoleKey,
      Authorization: `Bearer ${server.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: prefer,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, range: response.headers.get('content-range') };
}

const rows = (prefix: string) => [
  { setting_key: `${prefix}_a`, setting_value: 1 },
  { setting_key: `${prefix}_b`, setting_value: 2 },
];

describe('Content-Range on writes', () => {
  it('insert: */* without a count, */n with one', async () => {
    expect(await raw('POST', '', 'return=minimal', rows('cr_ins'))).toEqual({
      status: 201,
      range: '*/*',
    });
    expect(await raw('POST', '', 'return=minimal,count=exact', rows('cr_insc'))).toEqual({
      status: 201,
      range: '*/2',
    });
  });

  it('update: 0-(n-1)/* without a count, 0-(n-1)/n with one, */* or */0 when nothing matched', async () => {
    await raw('POST', '', 'return=minimal', rows('cr_upd'));
    const match = 'setting_key=like.cr_upd_*';
    expect(await raw('PATCH', match, 'return=minimal', { setting_value: 3 })).toEqual({
      status: 204,
      range: '0-1/*',
    });
    expect(await raw('PATCH', match, 'return=minimal,count=exact', { setting_value: 4 })).toEqual({
      status: 204,
      range: '0-1/2',
    });
    const none = 'setting_key=eq.cr_nothing';
    expect(await raw('PATCH', none, 'return=minimal', { setting_value: 5 })).toEqual({
      status: 204,
      range: '*/*',
    });
    expect(await raw('PATCH', none, 'count=exact', { setting_value: 5 })).toEqual({
      status: 204,
      range: '*/0',
    });
  });

  it('delete: */* without a count, */n with one', async () => {
    await raw('POST', '', 'return=minimal', [...rows('cr_dx'), ...rows('cr_dy')]);
    expect(await raw('DELETE', 'setting_key=in.(cr_dx_a,cr_dx_b)', 'return=minimal')).toEqual({
      status: 204,
      range: '*/*',
    });
    expect(await raw('DELETE', 'setting_key=in.(cr_dy_a,cr_dy_b)', 'count=exact')).toEqual({
      status: 204,
      range: '*/2',
    });
  });

  it('supabase-js gets the count of an update or delete that selects nothing', async () => {
    await service.from('site_settings').insert(rows('cr_js'));
    const updated = await service
      .from('site_settings')
      .update({ setting_value: 9 }, { count: 'exact' })
      .like('setting_key', 'cr_js_%');
    expect(updated.error).toBeNull();
    expect(updated.count).toBe(2);
    const deleted = await service
      .from('site_settings')
      .delete({ count: 'exact' })
      .like('setting_key', 'cr_js_%');
    expect(deleted.error).toBeNull();
    expect(deleted.count).toBe(2);
  });
});
