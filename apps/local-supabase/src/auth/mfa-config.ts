/**
 * `[auth.mfa]` of supabase/config.toml as the Supabase CLI passes it to GoTrue: TOTP enrolment
 * and verification each on or off (off when not set, as the CLI's zero values), the most
 * factors a user may have, and GoTrue's limit on challenges and verifications per client
 * address (15 a minute).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readTomlValues } from '../api-config.js';

export interface MfaSettings {
  totpEnroll: boolean;
  totpVerify: boolean;
  maxEnrolledFactors: number;
  /** Challenges plus verifications one client address may make in a minute. */
  perMinute: number;
}

export const MFA_OFF: MfaSettings = {
  totpEnroll: false,
  totpVerify: false,
  maxEnrolledFactors: 10,
  perMinute: 15,
};

function bool(v: string | undefined, fallback: boolean, what: string): boolean {
  if (v === undefined) return fallback;
  if (v === 'true' || v === 'false') return v === 'true';
  throw new Error(`${what} must be true or false`);
}

export async function loadMfaSettings(supabaseDir: string): Promise<MfaSettings> {
  const file = path.join(supabaseDir, 'config.toml');
  const text = await readFile(file, 'utf8').catch(() => '');
  const v = readTomlValues(text);
  const max = v.get('auth.mfa.max_enrolled_factors');
  const n = max === undefined ? MFA_OFF.maxEnrolledFactors : Number(max);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`[auth.mfa] max_enrolled_factors in ${file} must be a positive integer`);
  }
  return {
    totpEnroll: bool(
      v.get('auth.mfa.totp.enroll_enabled'),
      false,
      `[auth.mfa.totp] enroll_enabled in ${file}`,
    ),
    totpVerify: bool(
      v.get('auth.mfa.totp.verify_enabled'),
      false,
      `[auth.mfa.totp] verify_enabled in ${file}`,
    ),
    maxEnrolledFactors: n,
    perMinute: MFA_OFF.perMinute,
  };
}

/** A sliding minute per client address, for challenge and verify together. */
export class MfaLimiter {
  private hits = new Map<string, number[]>();
  constructor(private readonly perMinute: number) {}

  /** True when the request may go on (and is counted). */
  take(ip: string, now = Date.now()): boolean {
    const recent = (this.hits.get(ip) ?? []).filter((t) => t > now - 60_000);
    if (recent.length >= this.perMinute) {
      this.hits.set(ip, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(ip, recent);
    if (this.hits.size > 10_000) {
      for (const [k, ts] of this.hits) if (!ts.some((t) => t > now - 60_000)) this.hits.delete(k);
    }
    return true;
  }
}
