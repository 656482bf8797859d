/**
 * Sign-in throttling, per client IP and per account (the e-mail as typed, lower-cased, so an
 * unknown address is throttled exactly like a real one and the answers stay identical).
 *
 * Per account: after `freeFailures` consecutive failures each further attempt must wait
 * base * 2^(n - freeFailures) seconds, capped at `maxDelayMs`. A success resets the count;
 * nothing is ever locked for good. Per IP: at most `ipMaxFailures` failures in a sliding
 * window, which bounds password spraying across many accounts.
 */
export interface RateLimitOptions {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  ipMaxFailures: number;
  ipWindowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  ipMaxFailures: 30,
  ipWindowMs: 5 * 60_000,
};

interface AccountState {
  failures: number;
  nextAllowedAt: number;
}

export class SignInLimiter {
  private accounts = new Map<string, AccountState>();
  private ipFailures = new Map<string, number[]>();

  constructor(private readonly opts: RateLimitOptions = DEFAULT_RATE_LIMITS) {}

  /** Milliseconds the caller must wait before trying, or 0. */
  retryAfter(ip: string, account: string, now = Date.now()): number {
    const acct = this.accounts.get(account);
    const acctWait = acct ? Math.max(0, acct.nextAllowedAt - now) : 0;
    const recent = this.recentIpFailures(ip, now);
    let ipWait = 0;
    if (recent.length >= this.opts.ipMaxFailures) {
      const oldest = recent[recent.length - this.opts.ipMaxFailures] ?? now;
      ipWait = Math.max(0, oldest + this.opts.ipWindowMs - now);
    }
    return Math.max(acctWait, ipWait);
  }

  recordFailure(ip: string, account: string, now = Date.now()): void {
    const acct = this.accounts.get(account) ?? { failures: 0, nextAllowedAt: 0 };
    acct.failures += 1;
    const over = acct.failures - this.opts.freeFailures;
    acct.nextAllowedAt =
      over >= 0 ? now + Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** over) : 0;
    this.accounts.set(account, acct);
    const recent = this.recentIpFailures(ip, now);
    recent.push(now);
    this.ipFailures.set(ip, recent);
    this.prune(now);
  }

  recordSuccess(account: string): void {
    this.accounts.delete(account);
  }

  private recentIpFailures(ip: string, now: number): number[] {
    return (this.ipFailures.get(ip) ?? []).filter((t) => t > now - this.opts.ipWindowMs);
  }

  /** Keeps memory bounded: forget accounts whose back-off has long expired. */
  private prune(now: number): void {
    if (this.accounts.size < 10_000) return;
    for (const [k, v] of this.accounts) {
      if (v.nextAllowedAt < now - this.opts.maxDelayMs) this.accounts.delete(k);
    }
    for (const [k, v] of this.ipFailures) {
      if (!v.some((t) => t > now - this.opts.ipWindowMs)) this.ipFailures.delete(k);
    }
  }
}
