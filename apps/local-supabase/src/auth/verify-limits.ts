/**
 * How many times a one-time code or link may be tried.
 *
 * - Per client address: GoTrue's verify limiter, a token bucket of `perWindow` requests
 *   refilled evenly over five minutes (`[auth.rate_limit] token_verifications`, 30 by default),
 *   counting every /verify request, right or wrong.
 * - Per e-mail address: the same number per hour, counting every code tried for that address
 *   (whether or not it has an account, so the answers do not tell), so spreading guesses over
 *   many client addresses gains nothing. GoTrue has no such limit; hosted has its proxy's.
 * - Per code: after `maxWrongTries` wrong codes (or a link with a forged signature) the code
 *   and its link are retired, so a six-digit code gives a guesser a few chances, not a million.
 *
 * The counts live in memory, as GoTrue's limiter's do: a restart forgets them, but never
 * revives a retired code (retiring deletes the row).
 */
export class TokenBucket {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
  ) {}

  private get ratePerMs(): number {
    return this.capacity / this.windowMs;
  }

  /** 0 after taking a token, or the milliseconds until one is there (nothing taken). */
  take(key: string, now = Date.now()): number {
    const held = this.buckets.get(key);
    const tokens = held
      ? Math.min(this.capacity, held.tokens + (now - held.at) * this.ratePerMs)
      : this.capacity;
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, at: now });
      this.prune(now);
      return 0;
    }
    this.buckets.set(key, { tokens, at: now });
    return Math.ceil((1 - tokens) / this.ratePerMs);
  }

  /** Keeps memory bounded: a bucket that has filled up again is the same as none. */
  private prune(now: number): void {
    if (this.buckets.size < 10_000) return;
    for (const [key, b] of this.buckets) {
      if (b.tokens + (now - b.at) * this.ratePerMs >= this.capacity) this.buckets.delete(key);
    }
  }
}

export interface VerifyLimitOptions {
  /** [auth.rate_limit] token_verifications: per client address per five minutes. */
  perWindow: number;
  /** Wrong codes after which a code (and its link) is retired. */
  maxWrongTries: number;
}

export const DEFAULT_VERIFY_LIMITS: VerifyLimitOptions = { perWindow: 30, maxWrongTries: 5 };

export class VerifyLimits {
  private readonly byClient: TokenBucket;
  private readonly byAddress: TokenBucket;
  private wrong = new Map<string, number>();

  constructor(readonly options: VerifyLimitOptions = DEFAULT_VERIFY_LIMITS) {
    this.byClient = new TokenBucket(options.perWindow, 5 * 60_000);
    this.byAddress = new TokenBucket(options.perWindow, 60 * 60_000);
  }

  /** Milliseconds to wait, or 0 after counting one request from `client`. */
  client(client: string, now = Date.now()): number {
    return this.byClient.take(client, now);
  }

  /** Milliseconds to wait, or 0 after counting one try at a code for `address`. */
  address(address: string, now = Date.now()): number {
    return this.byAddress.take(address.trim().toLowerCase(), now);
  }

  /** Counts a wrong try at the code stored as `rowId`; true once it must be retired. */
  wrongTry(rowId: string): boolean {
    const n = (this.wrong.get(rowId) ?? 0) + 1;
    if (n >= this.options.maxWrongTries) {
      this.wrong.delete(rowId);
      return true;
    }
    this.wrong.set(rowId, n);
    if (this.wrong.size > 10_000) {
      // Rows this old in the map have long been used, replaced or expired.
      const oldest = this.wrong.keys().next().value;
      if (oldest !== undefined) this.wrong.delete(oldest);
    }
    return false;
  }

  /** The code was used or retired: its count goes with it. */
  forget(rowId: string): void {
    this.wrong.delete(rowId);
  }
}
