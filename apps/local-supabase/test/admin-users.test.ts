/**
 * Issue 38: the admin user API's validation and paging as GoTrue answers them, through
 * supabase-js and raw HTTP: a malformed or missing address refused, listUsers newest first with
 * `total`, X-Total-Count and GoTrue's Link header, a malformed page refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, PASSWORD, startTestServer, type TestServer } from './helpers.js';

describe('admin users', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.cleanup());

  const admin = () => client(server.url, server.secretKey).auth.admin;

  async function raw(query: string): Promise<Response> {
    return fetch(`${server.url}/auth/v1/admin/users${query}`, {
      headers: { apikey: server.secretKey, Authorization: `Bearer ${server.secretKey}` },
    });
  }

  it('refuses a malformed or missing address, and makes no user', async () => {
    const bad = await admin().createUser({ email: 'invalid-email', password: PASSWORD });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    expect(bad.data.user).toBeNull();
    const none = await admin().createUser({ password: PASSWORD });
    expect(none.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Cannot create a user without either an email or phone',
    });
    // The address is checked before the password, as GoTrue checks them.
    const both = await admin().createUser({ email: 'also invalid', password: 'x' });
    expect(both.error?.code).toBe('validation_failed');
    expect((await admin().listUsers()).data.users).toEqual([]);
  });

  it('lists users newest first, with total, X-Total-Count and the Link header', async () => {
    for (const name of ['first', 'second', 'third']) {
      const made = await admin().createUser({
        email: `${name}@example.org`,
        password: PASSWORD,
        email_confirm: true,
      });
      expect(made.error).toBeNull();
    }
    const one = await admin().listUsers({ page: 1, perPage: 2 });
    expect(one.error).toBeNull();
    expect(one.data.users.map((u) => u.email)).toEqual(['third@example.org', 'second@example.org']);
    expect(one.data).toMatchObject({ total: 3, nextPage: 2, lastPage: 2 });
    const two = await admin().listUsers({ page: 2, perPage: 2 });
    expect(two.data.users.map((u) => u.email)).toEqual(['first@example.org']);
    expect(two.data).toMatchObject({ total: 3, nextPage: null, lastPage: 2 });

    const first = await raw('?per_page=2&page=1');
    expect(first.headers.get('X-Total-Count')).toBe('3');
    expect(first.headers.get('Link')).toBe(
      '</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=2&per_page=2>; rel="last"',
    );
    const last = await raw('?page=2&per_page=2');
    expect(last.headers.get('Link')).toBe('</admin/users?page=2&per_page=2>; rel="last"');
    const beyond = await raw('?page=9&per_page=2');
    expect(((await beyond.json()) as { users: unknown[] }).users).toEqual([]);
  });

  it('refuses a page or per_page that is not a whole number', async () => {
    for (const [query, value] of [
      ['?page=abc', 'abc'],
      ['?page=-1', '-1'],
      ['?per_page=1.5', '1.5'],
    ]) {
      const r = await raw(query ?? '');
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({
        code: 'validation_failed',
        message: `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`,
      });
    }
    const viaClient = await admin().listUsers({ page: -1 });
    expect(viaClient.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
