/**
 * What the two-factor journeys share (issue 38, item 6): fresh admin accounts, and the
 * authenticator app, which the test is: it computes the codes from the setup key (RFC 6238).
 */
import type { Page } from '@playwright/test';
import { totpCode, totpStep } from '../../../apps/local-supabase/src/auth/totp';
import { backendClient, backendKeys, serviceRoleKey } from '../backend';
import { expect, signIn, unique } from './helpers';

export const PASSWORD = 'two-factor-password-1';

/** A confirmed staff account with an admin profile, through the service-role APIs. */
export async function createAdmin(fullName: string): Promise<string> {
  const email = `mfa-${unique()}@example.org`;
  const service = backendClient(serviceRoleKey());
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const { error: profileError } = await service
    .from('admin_users')
    .insert({ user_id: data.user.id, full_name: fullName, role: 'admin' });
  if (profileError) throw profileError;
  return email;
}

/** Opens `path`, is sent to sign-in (keeping it as where to go after), and signs in. */
export async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/auth/);
  await signIn(page, email, PASSWORD);
}

/**
 * The authenticator app. The server accepts the code of the current time step or of one either
 * side, each step's code once: the first code given is the current step's, each next one the
 * step after the last given (the next step's code is accepted at once), and only a third code
 * within one step waits for the clock.
 */
export function authenticator(secret: string) {
  let lastStep = -1;
  return {
    async code(): Promise<string> {
      const step = Math.max(totpStep(Date.now()), lastStep + 1);
      if (step > totpStep(Date.now()) + 1) {
        await expect
          .poll(() => totpStep(Date.now()) + 1, { timeout: 35_000 })
          .toBeGreaterThanOrEqual(step);
      }
      lastStep = step;
      return totpCode(secret, step);
    },
  };
}

export async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /^Code from your authenticator app/ }).fill(code);
}

/**
 * An admin with two-factor sign-in already set up, through supabase-js as an authenticator app's
 * owner would (enroll, challenge, verify): for journeys that start after the setup.
 */
export async function createAdminWithTwoFactor(fullName: string) {
  const email = await createAdmin(fullName);
  const client = backendClient(backendKeys().anonKey);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw signedIn.error;
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const app = authenticator(enrolled.data.totp.secret);
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: await app.code(),
  });
  if (verified.error) throw verified.error;
  return { email, app };
}
