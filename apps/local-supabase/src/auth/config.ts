/**
 * The one-time code settings of supabase/config.toml, as the Supabase CLI names them and hosted
 * Supabase applies them: `[auth.email] otp_length` and `otp_expiry`, and
 * `[auth.rate_limit] token_verifications`. A key that is absent takes the CLI's default; one
 * that is out of range stops the server naming it (the CLI refuses it too).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readTomlValues } from '../api-config.js';

export interface OtpConfig {
  otpLength?: number | undefined;
  otpExpirySeconds?: number | undefined;
  tokenVerifications?: number | undefined;
}

function intIn(
  value: string | undefined,
  min: number,
  max: number,
  what: string,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${what} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

export async function loadOtpConfig(supabaseDir: string): Promise<OtpConfig> {
  const file = path.join(supabaseDir, 'config.toml');
  const text = await readFile(file, 'utf8').catch(() => '');
  const values = readTomlValues(text);
  return {
    // GoTrue accepts 6 to 10 digits.
    otpLength: intIn(
      values.get('auth.email.otp_length'),
      6,
      10,
      `[auth.email] otp_length in ${file}`,
    ),
    // The CLI caps it at a day, as the dashboard does.
    otpExpirySeconds: intIn(
      values.get('auth.email.otp_expiry'),
      1,
      86_400,
      `[auth.email] otp_expiry in ${file}`,
    ),
    tokenVerifications: intIn(
      values.get('auth.rate_limit.token_verifications'),
      1,
      1_000_000,
      `[auth.rate_limit] token_verifications in ${file}`,
    ),
  };
}
