/**
 * Staff accounts: an auth user plus its admin_users profile. Used by the first-admin step of
 * `serve` and by `create-user` when no server is running (the running server is reached over
 * its HTTP admin API instead; see cli.ts).
 */
import { randomBytes } from 'node:crypto';
import { createUser, findUserByEmail, updateUser } from './auth/users.js';
import type { Db } from './db/types.js';

export type StaffRole = 'admin' | 'editor';

export interface StaffInput {
  email: string;
  password: string;
  role: StaffRole;
  fullName?: string | undefined;
}

export function defaultFullName(email: string): string {
  return email.split('@')[0] || 'Admin User';
}

/** Creates the user (or updates password and role of an existing one). */
export async function upsertStaff(
  db: Db,
  input: StaffInput,
): Promise<{ id: string; created: boolean }> {
  const fullName = input.fullName?.trim() || defaultFullName(input.email);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    const user = existing
      ? await updateUser(tx, existing.id, {
          password: input.password,
          userMetadata: { full_name: fullName },
          emailConfirm: true,
        })
      : await createUser(tx, {
          email: input.email,
          password: input.password,
          emailConfirm: true,
          userMetadata: { full_name: fullName },
        });
    if (!user) throw new Error(`could not save user ${input.email}`);
    await tx.query(
      `insert into public.admin_users (user_id, full_name, role) values ($1, $2, $3)
       on conflict (user_id) do update set full_name = excluded.full_name, role = excluded.role`,
      [user.id, fullName, input.role],
    );
    return { id: user.id, created: !existing };
  });
}

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

export interface FirstAdmin {
  email: string;
  /** Set only when this call created the admin. */
  password?: string | undefined;
  existing: boolean;
}

/**
 * Makes sure at least one admin exists. Credentials come from ADMIN_EMAIL / ADMIN_PASSWORD;
 * without a password one is generated and returned so it can be printed once.
 */
export async function ensureFirstAdmin(
  db: Db,
  env: { email?: string | undefined; password?: string | undefined } = {},
): Promise<FirstAdmin> {
  const admins = await db.query<{ email: string }>(
    `select u.email from public.admin_users a join auth.users u on u.id = a.user_id
      where a.role = 'admin' order by a.created_at limit 1`,
  );
  if (admins[0]) return { email: admins[0].email, existing: true };
  const email = env.email?.trim() || 'admin@charitykit.local';
  const password = env.password || generatePassword();
  await upsertStaff(db, { email, password, role: 'admin', fullName: 'Site Administrator' });
  return { email, password, existing: false };
}
