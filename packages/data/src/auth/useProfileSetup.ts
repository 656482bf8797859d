'use client';

import { messages, PROFILE_RELOAD_DELAY_MS } from '@charitykit/content';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Notifier, useDataContext } from '../lib/DataProvider';
import { errorMessage, isNetworkFailure } from '../lib/errors';
import { useAuth } from './AuthProvider';
import type { AdminUser, AdminUsersRepository, AuthRepositories, AuthUser } from './types';

/** Spec section 6: full name from user metadata, else the e-mail prefix, else "Admin User". */
export function profileFullName(user: Pick<AuthUser, 'email' | 'user_metadata'>): string {
  const metadata: Record<string, unknown> = user.user_metadata ?? {};
  for (const key of ['full_name', 'name']) {
    const value = metadata[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  const prefix = user.email?.split('@')[0]?.trim();
  return prefix || 'Admin User';
}

export type ProfileSetupResult = { ok: true; profile: AdminUser } | { ok: false; message: string };

/**
 * Creates the signed-in user's own profile with role editor and announces the outcome with
 * the spec's toasts. The message of a failure is the service's, or the network text.
 */
export async function createOwnProfile(
  adminUsers: AdminUsersRepository,
  user: Pick<AuthUser, 'id' | 'email' | 'user_metadata'>,
  notify: Notifier | null,
): Promise<ProfileSetupResult> {
  try {
    const profile = await adminUsers.createProfile({
      userId: user.id,
      fullName: profileFullName(user),
      role: 'editor',
    });
    notify?.success(messages.profileCreated);
    return { ok: true, profile };
  } catch (error) {
    if (isNetworkFailure(error)) {
      notify?.error(messages.profileCreateNetworkError);
      return { ok: false, message: messages.profileCreateNetworkError };
    }
    const message = errorMessage(error);
    notify?.error(messages.profileCreateFailed(message));
    return { ok: false, message };
  }
}

export type ProfileSetupStatus = 'idle' | 'creating' | 'created' | 'failed';

export interface ProfileSetupState {
  /** idle: nothing to set up; creating; created: reload scheduled; failed: show Setup Failed. */
  status: ProfileSetupStatus;
  /** The failure's message, shown under "Setup Failed". */
  error: string | null;
  /** The Retry Setup action: reloads the page. */
  retry: () => void;
}

export interface ProfileSetupOptions {
  /** Defaults to the DataProvider's notifier. */
  notify?: Notifier | null;
  /** Defaults to `window.location.reload()`. */
  reload?: () => void;
  /** Defaults to `setTimeout`; tests pass their own clock. */
  schedule?: (callback: () => void, ms: number) => unknown;
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * The admin layout's profile self-setup (spec section 4): once the session is known and the
 * signed-in user has no admin record, create one, then reload after one second.
 */
export function useProfileSetup(options: ProfileSetupOptions = {}): ProfileSetupState {
  const { user, adminUser, loading } = useAuth();
  const data = useDataContext<AuthRepositories>();
  const notify = options.notify === undefined ? data.notify : options.notify;
  const reload = options.reload ?? reloadPage;
  // Wrapped, not passed as is: browsers throw "Illegal invocation" when setTimeout is called
  // as a method of another object.
  const schedule =
    options.schedule ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const [state, setState] = useState<{ status: ProfileSetupStatus; error: string | null }>({
    status: 'idle',
    error: null,
  });
  // One attempt per user per page load, also under StrictMode's double effects; a retry
  // reloads the page, which starts over.
  const attempted = useRef<string | null>(null);
  // Read through a ref so that a new session object for the same user (token refresh) is not
  // a reason to run the effect again.
  const latest = useRef({ notify, reload, schedule, user });
  latest.current = { notify, reload, schedule, user };

  const needsSetup = !loading && user !== null && adminUser === null;
  const userId = user?.id ?? null;
  const adminUsers = data.repositories?.adminUsers ?? null;

  useEffect(() => {
    const current = latest.current.user;
    if (!needsSetup || !current || current.id !== userId || attempted.current === userId) return;
    attempted.current = userId;
    if (!adminUsers) {
      setState({ status: 'failed', error: messages.authNotReady });
      return;
    }
    setState({ status: 'creating', error: null });
    void createOwnProfile(adminUsers, current, latest.current.notify).then((result) => {
      if (result.ok) {
        setState({ status: 'created', error: null });
        latest.current.schedule(() => latest.current.reload(), PROFILE_RELOAD_DELAY_MS);
      } else {
        setState({ status: 'failed', error: result.message });
      }
    });
  }, [needsSetup, userId, adminUsers]);

  const retry = useCallback(() => latest.current.reload(), []);
  return { ...state, retry };
}
