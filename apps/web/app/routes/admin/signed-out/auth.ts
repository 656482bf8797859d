/**
 * Sign-in's auth repositories, ready at once, with the back-office's client behind them loaded
 * on first use (issue 36). The sign-in screen renders on the server and paints before any script;
 * its AuthProvider asks for the session after hydration, and that first call loads the Supabase
 * client (providers/backend.ts) in a chunk of its own. The client is the one the back-office uses
 * afterwards (one instance per page), so a session made here is the one the /admin layout finds.
 */
import { messages } from '@charitykit/content';
import { type AuthRepositories, type AuthSession, DataError } from '@charitykit/data';

type Loaded = AuthRepositories | null;

let loading: Promise<Loaded> | undefined;

/**
 * The back-office client's auth repositories (null when the site has no backend address). A
 * client that could not be fetched (offline) is a connection failure, in the spec's words, and
 * the next call tries again.
 */
function load(): Promise<Loaded> {
  loading ??= import('../providers/backend').then(
    ({ adminBackend }) => adminBackend().repositories,
    (cause: unknown) => {
      loading = undefined;
      throw new DataError(messages.connectionFailed, { status: 0, cause });
    },
  );
  return loading;
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
      getSession: async (): Promise<AuthSession | null> =>
        (await load())?.auth.getSession() ?? null,
      onAuthStateChange(listener) {
        let stop: (() => void) | undefined;
        let stopped = false;
        void load().then((loaded) => {
          if (!stopped && loaded) stop = loaded.auth.onAuthStateChange(listener);
        });
        return () => {
          stopped = true;
          stop?.();
        };
      },
      async signInWithPassword(credentials) {
        const loaded = await load();
        if (!loaded) throw notReady();
        return loaded.auth.signInWithPassword(credentials);
      },
      signOut: async () => (await load())?.auth.signOut(),
      checkSession: async () => (await (await load())?.auth.checkSession?.()) ?? true,
    },
    adminUsers: {
      getByUserId: async (userId) => (await load())?.adminUsers.getByUserId(userId) ?? null,
      async createProfile(profile) {
        const loaded = await load();
        if (!loaded) throw notReady();
        return loaded.adminUsers.createProfile(profile);
      },
    },
  };
  return repositories;
}
