/**
 * Identities (issue 38, item 2 in part): every e-mail user has one `email` identity, as GoTrue
 * makes it, shown in the user object and by getUserIdentities, following e-mail changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, PASSWORD, startTestServer, type TestServer } from './helpers.js';

describe('identities', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.cleanup());

  it('one email identity per user, in the user object and getUserIdentities', async () => {
    const admin = client(server.url, server.secretKey);
    const created = await admin.auth.admin.createUser({
      email: 'Ident@Example.org',
      password: PASSWORD,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user?.identities).toEqual([
      {
        identity_id: expect.any(String),
        id,
        user_id: id,
        identity_data: {
          sub: id,
          // GoTrue's validateEmail lower-cases the address before the identity is made.
          email: 'ident@example.org',
          email_verified: true,
          phone_verified: false,
        },
        provider: 'email',
        last_sign_in_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        email: 'ident@example.org',
      },
    ]);
    const c = client(server.url, server.publishableKey);
    await c.auth.signInWithPassword({ email: 'ident@example.org', password: PASSWORD });
    const mine = await c.auth.getUserIdentities();
    expect(mine.error).toBeNull();
    expect(mine.data?.identities.map((i) => [i.provider, i.id])).toEqual([['email', id]]);

    const changed = await admin.auth.admin.updateUserById(id, { email: 'moved@example.org' });
    expect(changed.data.user?.identities?.[0]?.identity_data?.email).toBe('moved@example.org');
  });
});
