/**
 * Sign-in throttling, per account and client address, and per client address (the e-mail as
 * typed, lower-cased, so an unknown address is throttled exactly like a real one and the
 * answers stay identical).
 *
 * Per account and address: after `freeFailures` consecutive failures each further attempt must
 * wait base * 2^(n - freeFailures) seconds, capped at `maxDelayMs`. A success resets it; nothing
 * is ever locked for good. Keying the back-off on the address too means a flood of wrong
 * passwords from other addresses cannot lock the owner out from theirs. Per address: at most
 * `ipMaxFailures` failures in a sliding window, which bounds password spraying across accounts.
 *
 * `attempt` counts the attempt as a failure BEFORE the password is checked, so parallel
 * requests cannot all pass the check while the slow hash runs; a success refunds it.
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
  /** account -> client address -> state */
  private accounts = new Map<string, Map<string, AccountState>>();
  private ipFailures = new Map<string, number[]>();

  constructor(private readonly opts: RateLimitOptions = DEFAULT_RATE_LIMITS) {}

  /** Milliseconds the caller must wait before trying, or 0. */
  retryAfter(ip: string, account: string, now = Date.now()): number {
    const acct = this.accounts.get(account)?.get(ip);
    const acctWait = acct ? Math.max(0, acct.nextAllowedAt - now) : 0;
    const recent = this.recentIpFailures(ip, now);
    let ipWait = 0;
    if (recent.length >= this.opts.ipMaxFailures) {
      const oldest = recent[recent.length - this.opts.ipMaxFailures] ?? now;
      ipWait = Math.max(0, oldest + this.opts.ipWindowMs - now);
    }
    return Math.max(acctWait, ipWait);
  }

  /**
   * Checks and counts in one synchronous step: returns the wait (the attempt is refused), or 0
   * after recording the attempt as a failure until `recordSuccess` refunds it.
   */
  attempt(ip: string, account: string, now = Date.now()): number {
    const wait = this.retryAfter(ip, account, now);
    if (wait > 0) return wait;
    this.recordFailure(ip, account, now);
    return 0;
  }

  recordFailure(ip: string, account: string, now = Date.now()): void {
    const byIp = this.accounts.get(account) ?? new Map<string, AccountState>();
    const acct = byIp.get(ip) ?? { failures: 0, nextAllowedAt: 0 };
    acct.failures += 1;
    const over = acct.failures - this.opts.freeFailures;
    acct.nextAllowedAt =
      over >= 0 ? now + Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** over) : 0;
    byIp.set(ip, acct);
    this.accounts.set(account, byIp);
    const recent = this.recentIpFailures(ip, now);
    recent.push(now);
    this.ipFailures.set(ip, recent);
    this.prune(now);
  }

  /**
   * A correct password: the account's back-off from this address (from every address when
   * none is given) is cleared, and the failure `attempt` counted for it is refunded.
   */
  recordSuccess(account: string, ip?: string): void {
    if (ip === undefined) {
      this.accounts.delete(account);
      return;
    }
    const byIp = this.accounts.get(account);
    byIp?.delete(ip);
    if (byIp?.size === 0) this.accounts.delete(account);
    this.ipFailures.get(ip)?.pop();
  }

  private recentIpFailures(ip: string, now: number): number[] {
    return (this.ipFailures.get(ip) ?? []).filter((t) => t > now - this.opts.ipWindowMs);
  }

  /** Keeps memory bounded: forget back-offs that have long expired. */
  private prune(now: number): void {
    if (this.accounts.size < 10_000 && this.ipFailures.size < 10_000) return;
    for (const [k, byIp] of this.accounts) {
      for (const [ip, v] of byIp) {
        if (v.nextAllowedAt < now - this.opts.maxDelayMs) byIp.delete(ip);
      }
      if (byIp.size === 0) this.accounts.delete(k);
    }
    for (const [k, v] of this.ipFailures) {
      if (!v.some((t) => t > now - this.opts.ipWindowMs)) this.ipFailures.delete(k);
    }
  }
}
