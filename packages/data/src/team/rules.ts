/**
 * The team's role rules (issue 26), as the database enforces them (supabase/migrations
 * *_team.sql and *_rls.sql): only admins manage the team; the last admin can be neither
 * demoted nor removed. The screens use these to offer only what the database will accept;
 * the database still decides.
 */
import type { AdminRole } from '../auth/types';

export interface TeamMember {
  user_id: string;
  full_name: string;
  email: string;
  role: AdminRole;
  last_sign_in_at: string | null;
  invited_at: string | null;
  /** Invited and not yet accepted. */
  pending: boolean;
  created_at: string;
}

/** Who sees the Team screen and may invite, change roles, remove and make reset links. */
export function canManageTeam(role: AdminRole | null | undefined): boolean {
  return role === 'admin';
}

export function adminCount(members: readonly Pick<TeamMember, 'role'>[]): number {
  return members.filter((m) => m.role === 'admin').length;
}

/** The member is the only admin: their role cannot change and they cannot be removed. */
export function isLastAdmin(
  members: readonly Pick<TeamMember, 'role' | 'user_id'>[],
  userId: string,
): boolean {
  const member = members.find((m) => m.user_id === userId);
  return member?.role === 'admin' && adminCount(members) === 1;
}

export type TeamRefusal = 'notAdmin' | 'lastAdmin' | 'unchanged' | 'notMember';

/** Why `actor` may not give `target` the role `next`, or null when they may. */
export function roleChangeRefusal(
  actorRole: AdminRole | null | undefined,
  members: readonly Pick<TeamMember, 'role' | 'user_id'>[],
  targetId: string,
  next: AdminRole,
): TeamRefusal | null {
  if (!canManageTeam(actorRole)) return 'notAdmin';
  const target = members.find((m) => m.user_id === targetId);
  if (!target) return 'notMember';
  if (target.role === next) return 'unchanged';
  if (next !== 'admin' && isLastAdmin(members, targetId)) return 'lastAdmin';
  return null;
}

/** Why `actor` may not remove `target`, or null when they may. */
export function removalRefusal(
  actorRole: AdminRole | null | undefined,
  members: readonly Pick<TeamMember, 'role' | 'user_id'>[],
  targetId: string,
): TeamRefusal | null {
  if (!canManageTeam(actorRole)) return 'notAdmin';
  if (!members.some((m) => m.user_id === targetId)) return 'notMember';
  if (isLastAdmin(members, targetId)) return 'lastAdmin';
  return null;
}

/**
 * E-mail as the auth server accepts it (GoTrue's format check: ASCII only, so text that is not
 * well-formed, such as a lone surrogate, never passes) with a dotted domain, at most 255 long.
 */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** E-mail as the invite form checks it: name@example.org, no spaces, nothing the server refuses. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= 255 && EMAIL_FORMAT.test(email);
}
