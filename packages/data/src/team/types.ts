// The team and account repositories' shapes (issue 26), apart from their Supabase code so the
// repository interfaces can name them without importing it.
import type { AdminRole } from '../auth/types';
import type { TeamMember } from './rules';

export interface InviteInput {
  email: string;
  role: AdminRole;
  fullName?: string;
  /** Where the link leads: the site's "Set your password" page. */
  redirectTo?: string;
}

/** `link` is set when no e-mail was sent: the admin copies it (shown once). */
export interface InviteResult {
  email: string;
  link: string | null;
}

export interface TeamRepository {
  list(): Promise<TeamMember[]>;
  changeRole(userId: string, role: AdminRole): Promise<void>;
  invite(input: InviteInput): Promise<InviteResult>;
  /** Deletes the profile and ends every session of the person at once. */
  remove(userId: string): Promise<void>;
  /**
   * A password reset for a colleague: e-mailed to them when the server sends e-mail
   * (`sentTo`), else a one-time link to pass on (`link`). For another admin without e-mail the
   * caller's own password is asked first (refused with code `password_required`, or
   * `password_wrong`).
   */
  resetLink(userId: string, options?: { password?: string }): Promise<ResetLinkResult>;
}

export interface AccountRepository {
  /** resetPasswordForEmail: the same answer whether or not the address has an account. */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** A new password; the current one is asked again except in a session begun by a link. */
  setPassword(password: string, currentPassword?: string): Promise<void>;
  updateName(userId: string, fullName: string): Promise<void>;
  signOutEverywhere(): Promise<void>;
}

/** The repositories the Team screen's and Your profile's hooks use. */
export interface TeamRepositories {
  /** The Team screen's calls (issue 26). */
  team: TeamRepository;
  /** Your own password, name and sessions (issue 26). */
  account: AccountRepository;
}

/** What a reset link request did: e-mailed it to its owner, or made a link to pass on. */
export type ResetLinkResult =
  | { sentTo: string; link?: undefined }
  | { link: string; sentTo?: undefined };
