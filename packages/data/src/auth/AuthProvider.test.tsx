import { messages } from '@charitykit/content';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataProvider, type Notifier } from '../lib/DataProvider';
import { authError, sessionFor } from '../lib/mswWire';
import { scenarios } from '../msw/scenarios';
import { createSupabaseRepositories } from '../repositories/supabase';
import type { Repositories } from '../repositories/types';
import { requestsTo, server, startMswServer, testClient } from '../testing/mswServer';
import { AuthProvider, useAuth } from './AuthProvider';
import { fixtureAdminUsers, fixtureIds, fixtureUsers } from './fixtures';
import type { AuthUser } from './types';
import { profileFullName, useProfileSetup } from './useProfileSetup';

startMswServer();

interface Setup {
  signedInAs?: AuthUser;
  repositories?: Repositories | null;
  notify?: Notifier;
}

function setup({ signedInAs, repositories, notify }: Setup = {}) {
  const client = testClient(signedInAs ? sessionFor(signedInAs) : undefined);
  const repos = repositories === undefined ? createSupabaseRepositories(client) : repositories;
  const logger = { error: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProvider repositories={repos} notify={notify ?? null}>
      <AuthProvider logger={logger}>{children}</AuthProvider>
    </DataProvider>
  );
  return { wrapper, logger, repos, client };
}

function notifier() {
  return { success: vi.fn(), error: vi.fn() };
}

describe('AuthProvider: the admin session', () => {
  it('is loading until the admin record has been fetched', async () => {
    server.use(...scenarios.adminUser.loading());
    const { wrapper } = setup({ signedInAs: fixtureUsers.admin });
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.user?.id).toBe(fixtureIds.admin));
    expect(result.current.loading).toBe(true);
    expect(result.current.adminUser).toBeNull();
  });

  it('ends loading with nobody signed in when there is no session', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({
      user: null,
      session: null,
      adminUser: null,
      isAdmin: false,
      canEdit: false,
    });
    expect(requestsTo('/rest/v1/admin_users')).toHaveLength(0);
  });

  it('gives an admin their profile, isAdmin and canEdit', async () => {
    const { wrapper } = setup({ signedInAs: fixtureUsers.admin });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.adminUser).toEqual(fixtureAdminUsers.admin);
    expect(result.current.session?.user.id).toBe(fixtureIds.admin);
    expect(result.current).toMatchObject({ isAdmin: true, canEdit: true });
    expect(requestsTo('/rest/v1/admin_users')[0]?.params.get('user_id')).toBe(
      `eq.${fixtureIds.admin}`,
    );
  });

  it('lets an editor edit but not administer', async () => {
    server.use(...scenarios.adminUser.populated(fixtureAdminUsers.editor));
    const { wrapper } = setup({ signedInAs: fixtureUsers.editor });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ isAdmin: false, canEdit: true });
  });

  it('only logs a failed admin record fetch: loading ends, no message, no profile', async () => {
    server.use(...scenarios.adminUser.error('JWT expired', { status: 401, code: 'PGRST303' }));
    const notify = notifier();
    const { wrapper, logger } = setup({ signedInAs: fixtureUsers.admin, notify });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.adminUser).toBeNull();
    expect(result.current.user?.id).toBe(fixtureIds.admin);
    expect(logger.error).toHaveBeenCalledWith(
      'Error fetching admin user:',
      expect.objectContaining({ message: 'JWT expired' }),
    );
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('with no client, nobody is signed in and sign-in says the system is not ready', async () => {
    const { wrapper } = setup({ repositories: null });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const { error } = await result.current.signIn('amina.khan@hoperelief.org.uk', 'secret1');
    expect(error?.message).toBe('Authentication system not ready. Please try again.');
  });
});

describe('AuthProvider: signing in and out', () => {
  it('signs in, replaces session and user, then fetches the admin record after a short deferral', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    let outcome: Awaited<ReturnType<typeof result.current.signIn>> | undefined;
    await act(async () => {
      outcome = await result.current.signIn('amina.khan@hoperelief.org.uk', 'secret1');
    });
    expect(outcome?.error).toBeNull();
    await waitFor(() => expect(result.current.adminUser).toEqual(fixtureAdminUsers.admin));
    expect(result.current).toMatchObject({ loading: false, isAdmin: true });
    expect(result.current.user?.email).toBe('amina.khan@hoperelief.org.uk');
  });

  it("is loading again after signing in until that user's admin record arrives, so setup never starts early", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    server.use(...scenarios.adminUser.loading());
    await act(async () => {
      await result.current.signIn('amina.khan@hoperelief.org.uk', 'secret1');
    });
    await waitFor(() => expect(result.current.user?.id).toBe(fixtureIds.admin));
    expect(result.current.loading).toBe(true);
    expect(result.current.adminUser).toBeNull();
  });

  it('refetches the admin record on a token refresh without going back to loading', async () => {
    const { wrapper, client } = setup({ signedInAs: fixtureUsers.admin });
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => {
        const auth = useAuth();
        seen.push(auth.loading);
        return auth;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.adminUser).not.toBeNull());
    const fetchesBefore = requestsTo('/rest/v1/admin_users').length;
    seen.length = 0;
    await act(async () => {
      await client.auth.refreshSession();
    });
    await waitFor(() => expect(requestsTo('/rest/v1/admin_users').length).toBe(fetchesBefore + 1));
    expect(seen).not.toContain(true);
    expect(result.current.adminUser).toEqual(fixtureAdminUsers.admin);
  });

  it('passes a provider error on unchanged, with its status, and logs it', async () => {
    server.use(...scenarios.signIn.error('Invalid login credentials'));
    const { wrapper, logger } = setup();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const { error } = await result.current.signIn('amina.khan@hoperelief.org.uk', 'wrong-password');
    expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400 });
    expect(logger.error).toHaveBeenCalledWith(
      'Sign in error:',
      expect.objectContaining({ message: 'Invalid login credentials' }),
    );
    expect(result.current.user).toBeNull();
  });

  it('says the connection failed when the network is down', async () => {
    server.use(...scenarios.signIn.networkError());
    const { wrapper } = setup();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const { error } = await result.current.signIn('amina.khan@hoperelief.org.uk', 'secret1');
    expect(error?.message).toBe(
      'Connection failed. Please check if you can access the internet and try again.',
    );
  });

  it('signs out: session, user and admin record are cleared', async () => {
    const { wrapper } = setup({ signedInAs: fixtureUsers.admin });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.adminUser).not.toBeNull());
    await act(() => result.current.signOut());
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current).toMatchObject({
      session: null,
      adminUser: null,
      loading: false,
      isAdmin: false,
    });
    expect(requestsTo('/auth/v1/logout')).toHaveLength(1);
  });
});

describe('useAuth outside its provider', () => {
  it('throws saying it must be used within an AuthProvider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    spy.mockRestore();
  });
});

/** A stand-in for the admin layout: loading, signed out, welcome, or the setup step. */
function SetupScreen(props: {
  reload: () => void;
  schedule: (fn: () => void, ms: number) => void;
}) {
  const { loading, user, adminUser } = useAuth();
  const setupState = useProfileSetup(props);
  if (loading) return <p>Loading</p>;
  if (!user) return <p>Signed out</p>;
  if (adminUser) return <p>Welcome back {adminUser.full_name}</p>;
  if (setupState.status === 'failed') {
    return (
      <div>
        <h1>{messages.setupFailed}</h1>
        <p>{setupState.error}</p>
        <button type="button" onClick={setupState.retry}>
          {messages.retrySetup}
        </button>
      </div>
    );
  }
  return <p>Setting up ({setupState.status})</p>;
}

describe('profile self-setup', () => {
  function renderSetup(notify: Notifier) {
    const reload = vi.fn();
    const timers: { fn: () => void; ms: number }[] = [];
    const schedule = (fn: () => void, ms: number) => void timers.push({ fn, ms });
    const { wrapper } = setup({ signedInAs: fixtureUsers.newcomer, notify });
    render(<SetupScreen reload={reload} schedule={schedule} />, { wrapper });
    return { reload, timers };
  }

  it('creates an editor profile named from the e-mail, announces it, and reloads after 1 second', async () => {
    server.use(...scenarios.adminUser.empty());
    const notify = notifier();
    const { reload, timers } = renderSetup(notify);
    await waitFor(() => expect(screen.getByText('Setting up (created)')).toBeInTheDocument());
    const [insert] = requestsTo('/rest/v1/admin_users').filter((r) => r.method === 'POST');
    expect(JSON.parse(insert?.body ?? '')).toEqual({
      user_id: fixtureIds.newcomer,
      full_name: 'sara.ali',
      role: 'editor',
    });
    expect(notify.success).toHaveBeenCalledWith('Admin profile created successfully!');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    expect(reload).not.toHaveBeenCalled();
    timers[0]?.fn();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on its own clock one second after the profile is created', async () => {
    server.use(...scenarios.adminUser.empty());
    const reload = vi.fn();
    const { wrapper } = setup({ signedInAs: fixtureUsers.newcomer });
    const { result } = renderHook(() => useProfileSetup({ reload }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('created'));
    // Not at once: the reload waits a second so the success toast can be read.
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('shows Setup Failed with the error and a Retry Setup button that reloads', async () => {
    server.use(
      ...scenarios.adminUser.empty(),
      ...scenarios.createProfile.error(
        'new row violates row-level security policy for table "admin_users"',
        {
          status: 403,
          code: '42501',
        },
      ),
    );
    const notify = notifier();
    const { reload, timers } = renderSetup(notify);
    expect(await screen.findByRole('heading', { name: 'Setup Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('new row violates row-level security policy for table "admin_users"'),
    ).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to create admin profile: new row violates row-level security policy for table "admin_users"',
    );
    expect(timers).toHaveLength(0);
    screen.getByRole('button', { name: 'Retry Setup' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the profile failed for a network error', async () => {
    server.use(...scenarios.adminUser.empty(), ...scenarios.createProfile.networkError());
    const notify = notifier();
    renderSetup(notify);
    expect(await screen.findByRole('heading', { name: 'Setup Failed' })).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to create admin profile due to network error',
    );
  });

  it('does nothing for a user who already has a profile', async () => {
    const notify = notifier();
    const { wrapper } = setup({ signedInAs: fixtureUsers.admin, notify });
    const { result } = renderHook(
      () => ({ auth: useAuth(), setup: useProfileSetup({ reload: vi.fn() }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.auth.adminUser).not.toBeNull());
    expect(result.current.setup.status).toBe('idle');
    expect(requestsTo('/rest/v1/admin_users').filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});

describe('profile full name', () => {
  const user = (email: string | undefined, user_metadata: Record<string, unknown>) => ({
    email,
    user_metadata,
  });
  it('comes from the full_name in user metadata', () => {
    expect(profileFullName(user('a@b.co', { full_name: 'Amina Khan', name: 'A K' }))).toBe(
      'Amina Khan',
    );
  });
  it('else from the name in user metadata', () => {
    expect(profileFullName(user('a@b.co', { name: 'Tom Price' }))).toBe('Tom Price');
  });
  it('else from the e-mail prefix', () => {
    expect(profileFullName(user('sara.ali@hoperelief.org.uk', {}))).toBe('sara.ali');
  });
  it('else is Admin User', () => {
    expect(profileFullName(user(undefined, {}))).toBe('Admin User');
  });
});

describe('AuthProvider: an ended session (issue 26)', () => {
  it('signs the person out here when the server says their session is gone', async () => {
    const { wrapper } = setup({ signedInAs: fixtureUsers.admin });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.adminUser?.role).toBe('admin'));
    // Removed from the team, or signed out everywhere on another device.
    server.use(
      http.get('*/auth/v1/user', () =>
        authError('Session from session_id claim in JWT does not exist', 403, 'session_not_found'),
      ),
    );
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.adminUser).toBeNull();
  });

  it('keeps the person signed in while the session lives', async () => {
    const { wrapper } = setup({ signedInAs: fixtureUsers.admin });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.adminUser?.role).toBe('admin'));
    const before = requestsTo('/auth/v1/user').length;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(requestsTo('/auth/v1/user').length).toBeGreaterThan(before));
    expect(result.current.user?.id).toBe(fixtureIds.admin);
  });
});
