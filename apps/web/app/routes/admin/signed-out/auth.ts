/**
 * Sign-in's auth repositories, ready at once, with the back-office's Supabase client behind them
 * loaded only when it is needed (issue 36): when a session may be stored (supabase-js keeps it
 * under `sb-<project>-auth-token`), so a person already signed in is sent on; when someone starts
 * filling in the form (`preloadAuthClient`); at the latest when they press Sign In. A visit that
 * does neither loads no auth client at all. The client is the one the back-office uses afterwards
 * (providers/backend.ts, one instance per page), so the session made here is the one the /admin
 * layout finds.
 */
import { messages } from '@charitykit/content';
import { type AuthRepositories, type AuthSession, DataError } from '@charitykit/data';

type Loaded = AuthRepositories | null;
type Listener = Parameters<AuthRepositories['auth']['onAuthStateChange']>[0];

let loading: Promise<Loaded> | undefined;
let loaded: Loaded | undefined;
/** Subscribers waiting for the client, each with its unsubscribe once attached. */
const listeners = new Map<Listener, (() => void) | undefined>();

/**
 * The back-office client's auth repositories (null when the site has no backend address). A
 * client that could not be fetched (offline) is a connection failure, in the spec's words, and
 * the next call tries again.
 */
function load(): Promise<Loaded> {
  loading ??= import('../providers/backend').then(
    ({ adminBackend }) => {
      loaded = adminBackend().repositories;
      for (const listener of listeners.keys()) attach(listener);
      return loaded;
    },
    (cause: unknown) => {
      loading = undefined;
      throw new DataError(messages.connectionFailed, { status: 0, cause });
    },
  );
  return loading;
}

function attach(listener: Listener) {
  if (loaded) listeners.set(listener, loaded.auth.onAuthStateChange(listener));
}

/** Starts loading the auth client (a person has started the form); safe to call often. */
export function preloadAuthClient(): void {
  load().catch(() => undefined);
}

/** Whether supabase-js may have a session stored in this browser. */
function sessionMayBeStored(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (/^sb-.+-auth-token$/.test(localStorage.key(index) ?? '')) return true;
    }
    return false;
  } catch {
    // Storage refused (privacy settings): ask the client, which knows what it can use.
    return true;
  }
}

/** What AuthProvider answers when the site has no backend (spec section 8). */
function notReady(): DataError {
  return new DataError(messages.authNotReady);
}

let repositories: AuthRepositories | undefined;

/** The same object on every call, so AuthProvider subscribes once. */
export function signedOutAuth(): AuthRepositories {
  repositories ??= {
    auth: {
      async getSession(): Promise<AuthSession | null> {
        if (!loaded && !sessionMayBeStored()) return null;
        return (await load())?.auth.getSession() ?? null;
      },
      onAuthStateChange(listener) {
        listeners.set(listener, undefined);
        attach(listener);
        return () => {
          listeners.get(listener)?.();
          listeners.delete(listener);
        };
      },
      async signInWithPassword(credentials) {
        const client = await load();
        if (!client) throw notReady();
        return client.auth.signInWithPassword(credentials);
      },
      signOut: async () => (await load())?.auth.signOut(),
      checkSession: async () => (await (await load())?.auth.checkSession?.()) ?? true,
    },
    adminUsers: {
      getByUserId: async (userId) => (await load())?.adminUsers.getByUserId(userId) ?? null,
      async createProfile(profile) {
        const client = await load();
        if (!client) throw notReady();
        return client.adminUsers.createProfile(profile);
      },
    },
  };
  return repositories;
}
