'use client';

import { messages } from '@charitykit/content';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDataContext } from '../lib/DataProvider';
import { DataError, isNetworkFailure, toDataError } from '../lib/errors';
import type { DataLogger } from '../lib/logger';
import type { AdminUser, AuthRepositories, AuthSession, AuthUser } from './types';

/** What a failed sign-in gives back: the message to show, and the provider's status and code. */
export type SignInError = DataError;

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  /** The signed-in user's admin_users row; null with no user, no profile yet, or a failed fetch. */
  adminUser: AdminUser | null;
  /** True until the session check and the admin record fetch are done (spec section 4). */
  loading: boolean;
  /** The admin record's role is admin. */
  isAdmin: boolean;
  /** The admin record's role is admin or editor. */
  canEdit: boolean;
  signIn(email: string, password: string): Promise<{ error: SignInError | null }>;
  signOut(): Promise<void>;
  /** Fetches the admin record again (after a change of name or role). */
  refreshAdminUser(): Promise<void>;
}

/** How often a signed-in page asks the auth server whether its session still exists. */
export const SESSION_CHECK_MS = 5_000;

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * The auth and admin-user repositories; defaults to those of the surrounding DataProvider.
   * null means there is no client (backend not configured): nobody is signed in and signIn
   * answers "Authentication system not ready. Please try again.".
   */
  repositories?: AuthRepositories | null;
  /** Where failures that show no message are logged; defaults to console. */
  logger?: Pick<DataLogger, 'error'>;
}

type ErrorLogger = Pick<DataLogger, 'error'>;

/** Logs through the latest logger prop (held in a ref so callbacks stay stable). */
function logTo(ref: { current: ErrorLogger }, message: string, error: unknown): void {
  ref.current.error(message, error);
}

export function AuthProvider({
  children,
  repositories: given,
  logger = console,
}: AuthProviderProps) {
  const data = useDataContext<AuthRepositories>();
  const repositories: AuthRepositories | null = given === undefined ? data.repositories : given;
  const [session, setSession] = useState<AuthSession | null>(null);
  const [user, setUser] = useState<AuthUser | null>(null);
  const [adminUser, setAdminUser] = useState<AdminUser | null>(null);
  const [loading, setLoading] = useState(true);
  // An inline logger object must not re-subscribe to auth events on every render.
  const loggerRef = useRef(logger);
  loggerRef.current = logger;

  useEffect(() => {
    const log = (message: string, error: unknown) => logTo(loggerRef, message, error);
    if (!repositories) {
      setSession(null);
      setUser(null);
      setAdminUser(null);
      setLoading(false);
      return;
    }
    let active = true;
    // Only the latest fetch may write its result: a slow answer for a previous user must not
    // land on the next one.
    let latestFetch = 0;
    let requestedFor: string | null = null;
    let loadedFor: string | null = null;
    let deferred: ReturnType<typeof setTimeout> | undefined;

    const loadAdminUser = async (userId: string) => {
      const ticket = ++latestFetch;
      requestedFor = userId;
      try {
        const record = await repositories.adminUsers.getByUserId(userId);
        if (!active || ticket !== latestFetch) return;
        setAdminUser(record);
        loadedFor = userId;
      } catch (error) {
        if (!active || ticket !== latestFetch) return;
        // Spec section 8: a failed fetch is only logged. A record already loaded for this
        // user is kept, so a failed refetch after a token refresh does not look like "no profile".
        log('Error fetching admin user:', error);
        if (loadedFor !== userId) setAdminUser(null);
      } finally {
        if (active && ticket === latestFetch) setLoading(false);
      }
    };

    const unsubscribe = repositories.auth.onAuthStateChange((_event, next) => {
      if (!active) return;
      setSession(next);
      setUser(next?.user ?? null);
      const userId = next?.user?.id;
      clearTimeout(deferred);
      if (userId) {
        // A different user has no record loaded yet: stay loading until it arrives, so the
        // admin area never mistakes "not fetched yet" for "no profile" and sets one up.
        if (userId !== loadedFor) setLoading(true);
        requestedFor = userId;
        // Deferred because supabase-js calls listeners while holding its auth lock; a query
        // made inside the callback would wait for that lock.
        deferred = setTimeout(() => void loadAdminUser(userId), 0);
      } else {
        latestFetch++;
        requestedFor = null;
        loadedFor = null;
        setAdminUser(null);
        setLoading(false);
      }
    });

    repositories.auth
      .getSession()
      .then((current) => {
        if (!active) return;
        setSession(current);
        setUser(current?.user ?? null);
        const userId = current?.user?.id;
        if (!userId) {
          if (requestedFor === null) setLoading(false);
        } else if (requestedFor !== userId) {
          void loadAdminUser(userId);
        }
      })
      .catch((error: unknown) => {
        if (!active) return;
        log('Error getting session:', error);
        if (requestedFor === null) setLoading(false);
      });

    return () => {
      active = false;
      clearTimeout(deferred);
      unsubscribe();
    };
  }, [repositories]);

  // An ended session (signed out everywhere, removed from the team) is noticed within
  // SESSION_CHECK_MS, and at once when the tab comes back: the person is signed out here too.
  const signedInId = user?.id ?? null;
  useEffect(() => {
    const check = repositories?.auth.checkSession?.bind(repositories.auth);
    if (!signedInId || !check || typeof window === 'undefined') return;
    let stopped = false;
    const run = () => {
      if (stopped || document.visibilityState === 'hidden') return;
      void check()
        .then(async (alive) => {
          if (!alive && !stopped) await repositories?.auth.signOut().catch(() => undefined);
        })
        .catch(() => undefined);
    };
    const timer = window.setInterval(run, SESSION_CHECK_MS);
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', run);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', run);
    };
  }, [repositories, signedInId]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<{ error: SignInError | null }> => {
      if (!repositories) return { error: new DataError(messages.authNotReady) };
      try {
        await repositories.auth.signInWithPassword({ email, password });
        return { error: null };
      } catch (error) {
        logTo(loggerRef, 'Sign in error:', error);
        if (isNetworkFailure(error)) {
          return { error: new DataError(messages.connectionFailed, { status: 0, cause: error }) };
        }
        // Provider errors (wrong password, rate limit...) go back unchanged: message and status.
        return { error: toDataError(error) };
      }
    },
    [repositories],
  );

  const signOut = useCallback(async () => {
    if (!repositories) return;
    try {
      await repositories.auth.signOut();
    } catch (error) {
      logTo(loggerRef, 'Sign out error:', error);
    }
  }, [repositories]);

  const refreshAdminUser = useCallback(async () => {
    if (!repositories || !signedInId) return;
    try {
      const record = await repositories.adminUsers.getByUserId(signedInId);
      setAdminUser(record);
    } catch (error) {
      logTo(loggerRef, 'Error fetching admin user:', error);
    }
  }, [repositories, signedInId]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session,
      adminUser,
      loading,
      isAdmin: adminUser?.role === 'admin',
      canEdit: adminUser?.role === 'admin' || adminUser?.role === 'editor',
      signIn,
      signOut,
      refreshAdminUser,
    }),
    [user, session, adminUser, loading, signIn, signOut, refreshAdminUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state of spec section 3; throws when used outside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error(messages.useAuthOutsideProvider);
  return context;
}

/** The auth state when there is an AuthProvider above, else null (stories of single screens). */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext) ?? null;
}

/** Who is signed in, for what a write records (created_by, uploaded_by); null when nobody is. */
export function useSignedInUserId(): string | null {
  return useOptionalAuth()?.user?.id ?? null;
}
