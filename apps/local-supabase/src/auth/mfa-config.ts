/**
 * `[auth.mfa]` of supabase/config.toml (read in config.ts): TOTP enrolment and verification
 * each on or off (off when not set, as the CLI's zero values), the most factors a user may
 * have, and GoTrue's limit on challenges and verifications per client address (15 a minute).
 */

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
