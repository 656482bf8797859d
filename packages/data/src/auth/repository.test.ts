import { describe, expect, it } from 'vitest';
import { fixtureAdminUsers, fixtureIds, fixtureUsers } from '../auth/fixtures';
import { sessionFor } from '../lib/mswWire';
import { scenarios } from '../msw/scenarios';
import { createSupabaseRepositories } from '../repositories/supabase';
import {
  failure,
  testRepositories as repositories,
  requestsTo,
  server,
  startMswServer,
  testClient,
} from '../testing/mswServer';

startMswServer();

describe('admin users repository', () => {
  it("loads the signed-in user's own row as a single object", async () => {
    const row = await repositories().adminUsers.getByUserId(fixtureIds.admin);
    expect(row).toEqual(fixtureAdminUsers.admin);
    const [request] = requestsTo('/rest/v1/admin_users');
    expect(request?.params.get('user_id')).toBe(`eq.${fixtureIds.admin}`);
    expect(request?.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
  });

  it('answers null when the user has no profile yet', async () => {
    server.use(...scenarios.adminUser.empty());
    expect(await repositories().adminUsers.getByUserId(fixtureIds.newcomer)).toBeNull();
  });

  it('reports any other failure', async () => {
    server.use(...scenarios.adminUser.error('JWT expired', { status: 401, code: 'PGRST303' }));
    expect((await failure(repositories().adminUsers.getByUserId('x'))).message).toBe('JWT expired');
  });

  it('creates a profile with user_id, full_name and role, returning the row', async () => {
    const row = await repositories().adminUsers.createProfile({
      userId: fixtureIds.newcomer,
      fullName: 'sara.ali',
      role: 'editor',
    });
    expect(row).toMatchObject({
      user_id: fixtureIds.newcomer,
      full_name: 'sara.ali',
      role: 'editor',
    });
    const [request] = requestsTo('/rest/v1/admin_users');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      user_id: fixtureIds.newcomer,
      full_name: 'sara.ali',
      role: 'editor',
    });
  });
});

describe('auth repository', () => {
  it('signs in with e-mail and password and keeps the session', async () => {
    const client = testClient();
    const auth = createSupabaseRepositories(client).auth;
    const session = await auth.signInWithPassword({
      email: 'amina.khan@hoperelief.org.uk',
      password: 'secret1',
    });
    expect(session.user.email).toBe('amina.khan@hoperelief.org.uk');
    expect((await auth.getSession())?.access_token).toBe(session.access_token);
    const [request] = requestsTo('/auth/v1/token');
    expect(request?.params.get('grant_type')).toBe('password');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      email: 'amina.khan@hoperelief.org.uk',
      password: 'secret1',
    });
  });

  it("passes on the provider's message, status and code", async () => {
    server.use(...scenarios.signIn.error('Invalid login credentials'));
    const error = await failure(
      repositories().auth.signInWithPassword({ email: 'a@b.co', password: 'wrong-password' }),
    );
    expect(error).toMatchObject({
      message: 'Invalid login credentials',
      status: 400,
      code: 'invalid_credentials',
    });
  });

  it('marks an unreachable service as a network failure', async () => {
    server.use(...scenarios.signIn.networkError());
    const error = await failure(
      repositories().auth.signInWithPassword({ email: 'a@b.co', password: 'secret1' }),
    );
    expect(error.isNetworkError).toBe(true);
  });

  it('signs out and tells listeners', async () => {
    const client = testClient(sessionFor(fixtureUsers.admin));
    const auth = createSupabaseRepositories(client).auth;
    const events: string[] = [];
    const stop = auth.onAuthStateChange((event) => events.push(event));
    await auth.signOut();
    stop();
    expect(events).toContain('SIGNED_OUT');
    expect(await auth.getSession()).toBeNull();
    const logout = requestsTo('/auth/v1/logout');
    expect(logout).toHaveLength(1);
    // Only this browser's session: the person's other devices stay signed in.
    expect(logout[0]?.params.get('scope')).toBe('local');
  });
});
