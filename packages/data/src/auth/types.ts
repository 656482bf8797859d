import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import type { Tables } from '../lib/database.types';

/** Staff roles stored in admin_users.role (spec section 6). */
export const ADMIN_ROLES = ['admin', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** A staff profile: the admin_users row, with the role narrowed by the table's check. */
export type AdminUser = Omit<Tables<'admin_users'>, 'role'> & { role: AdminRole };

export type AuthSession = Session;
export type AuthUser = User;
export type AuthEvent = AuthChangeEvent;

/**
 * Every repository method resolves with typed data or rejects with a DataError carrying the
 * service's message. None of them knows about React or the screens.
 */
export interface AuthRepository {
  /** The stored session, refreshed first if it is about to expire. */
  getSession(): Promise<AuthSession | null>;
  /** Calls back on every auth event; returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEvent, session: AuthSession | null) => void): () => void;
  signInWithPassword(credentials: { email: string; password: string }): Promise<AuthSession>;
  signOut(): Promise<void>;
  /**
   * Asks the auth server whether the session still exists: false once it was ended (signed
   * out everywhere, removed from the team). Optional so a stand-in need not implement it.
   */
  checkSession?(): Promise<boolean>;
}

export interface NewAdminProfile {
  userId: string;
  fullName: string;
  role: AdminRole;
}

export interface AdminUsersRepository {
  /** The user's own profile, or null when they have none yet. */
  getByUserId(userId: string): Promise<AdminUser | null>;
  createProfile(profile: NewAdminProfile): Promise<AdminUser>;
}

/** The repositories sign-in and the staff profile use. */
export interface AuthRepositories {
  auth: AuthRepository;
  adminUsers: AdminUsersRepository;
}
