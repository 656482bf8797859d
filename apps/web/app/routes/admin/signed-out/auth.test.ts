import { messages } from '@charitykit/content';
import type { AuthRepositories, AuthSession } from '@charitykit/data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = { user: { id: 'user-1' } } as unknown as AuthSession;

/** A stand-in for the back-office client's auth repositories, counting what is asked. */
function fakeRepositories() {
  const listeners: ((event: string, next: AuthSession | null) => void)[] = [];
  const repositories = {
    auth: {
      getSession: vi.fn(async () => session),
      onAuthStateChange: vi.fn((listener: (event: string, next: AuthSession | null) => void) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      }),
      signInWithPassword: vi.fn(async () => {
        for (const listener of [...listeners]) listener('SIGNED_IN', session);
        return session;
      }),
      signOut: vi.fn(async () => undefined),
    },
    adminUsers: { getByUserId: vi.fn(async () => null), createProfile: vi.fn() },
  };
  return { repositories, listeners };
}

let backend: { repositories: AuthRepositories | null };
const adminBackend = vi.fn(() => backend);
vi.mock('../providers/backend', () => ({ adminBackend: () => adminBackend() }));

/** A fresh copy of the module: it keeps the loaded client for the page's life. */
async function freshModule() {
  vi.resetModules();
  return import('./auth');
}

beforeEach(() => {
  localStorage.clear();
  adminBackend.mockClear();
});
afterEach(() => localStorage.clear());

describe('sign-in auth repositories', () => {
  it('answer "no session" without loading the client when none is stored', async () => {
    const { repositories } = fakeRepositories();
    backend = { repositories: repositories as unknown as AuthRepositories };
    const { signedOutAuth } = await freshModule();
    expect(await signedOutAuth().auth.getSession()).toBeNull();
    expect(adminBackend).not.toHaveBeenCalled();
    expect(signedOutAuth()).toBe(signedOutAuth());
  });

  it('load the client to check a stored session, once', async () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    const { repositories } = fakeRepositories();
    backend = { repositories: repositories as unknown as AuthRepositories };
    const { signedOutAuth } = await freshModule();
    expect(await signedOutAuth().auth.getSession()).toBe(session);
    expect(await signedOutAuth().auth.getSession()).toBe(session);
    expect(adminBackend).toHaveBeenCalledTimes(1);
  });

  it('subscribe listeners when the client arrives and tell them of the sign-in', async () => {
    const { repositories, listeners } = fakeRepositories();
    backend = { repositories: repositories as unknown as AuthRepositories };
    const { signedOutAuth } = await freshModule();
    const heard: (AuthSession | null)[] = [];
    const unsubscribe = signedOutAuth().auth.onAuthStateChange((_event, next) => heard.push(next));
    expect(adminBackend).not.toHaveBeenCalled();
    await signedOutAuth().auth.signInWithPassword({ email: 'a@b.org', password: 'secret1' });
    expect(repositories.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'a@b.org',
      password: 'secret1',
    });
    expect(heard).toEqual([session]);
    unsubscribe();
    expect(listeners).toHaveLength(0);
  });

  it('start loading on preload, before anyone presses Sign In', async () => {
    const { repositories } = fakeRepositories();
    backend = { repositories: repositories as unknown as AuthRepositories };
    const { preloadAuthClient, signedOutAuth } = await freshModule();
    preloadAuthClient();
    preloadAuthClient();
    await vi.waitFor(() => expect(adminBackend).toHaveBeenCalledTimes(1));
    await signedOutAuth().auth.signInWithPassword({ email: 'a@b.org', password: 'secret1' });
    expect(adminBackend).toHaveBeenCalledTimes(1);
  });

  it('answer the spec\'s "not ready" message when the site has no backend', async () => {
    backend = { repositories: null };
    const { signedOutAuth } = await freshModule();
    await expect(
      signedOutAuth().auth.signInWithPassword({ email: 'a@b.org', password: 'secret1' }),
    ).rejects.toThrow(messages.authNotReady);
  });

  it('report a client that could not load as a connection failure, and try again next time', async () => {
    const { signedOutAuth } = await freshModule();
    let offline = true;
    vi.doMock('../providers/backend', () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return { adminBackend: () => adminBackend() };
    });
    const credentials = { email: 'a@b.org', password: 'secret1' };
    await expect(signedOutAuth().auth.signInWithPassword(credentials)).rejects.toMatchObject({
      message: messages.connectionFailed,
      isNetworkError: true,
    });
    offline = false;
    const { repositories } = fakeRepositories();
    backend = { repositories: repositories as unknown as AuthRepositories };
    await signedOutAuth().auth.signInWithPassword(credentials);
    expect(repositories.auth.signInWithPassword).toHaveBeenCalledTimes(1);
    vi.doUnmock('../providers/backend');
  });
});
