/**
 * What keeps renders from crowding out visitors: at most a few renders at once, and a client
 * that keeps asking for renders (cache misses) answered 429 before it can slow anyone else.
 */

/**
 * How long a 429 is held before it is sent. A limited client on many connections then gets a
 * few answers a second instead of thousands, each costing the server as much as a page.
 */
export const LIMITED_ANSWER_DELAY_MS = 1000;

/** Runs at most `limit` tasks at once; the rest wait their turn, first come first served. */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export interface MissLimiterOptions {
  /** Misses a client may have in a burst (the bucket's size). */
  burst: number;
  /** Over this window the bucket refills in full. */
  windowMs: number;
  /** Clients remembered at most (the longest idle forgotten first). */
  maxClients?: number;
  now?: () => number;
}

/**
 * A token bucket per client for cache misses: each miss takes a token; tokens come back at
 * `burst` per `windowMs`. An empty bucket means 429, with the seconds until the next token.
 */
export class MissLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly burst: number;
  private readonly perMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor({ burst, windowMs, maxClients = 10_000, now = Date.now }: MissLimiterOptions) {
    this.burst = burst;
    this.perMs = burst / windowMs;
    this.maxClients = maxClients;
    this.now = now;
  }

  /** Takes a token for `client`: null when allowed, else the seconds to wait (Retry-After). */
  take(client: string): number | null {
    const now = this.now();
    const bucket = this.buckets.get(client);
    let tokens = this.burst;
    if (bucket) {
      tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
      this.buckets.delete(client);
    }
    if (tokens < 1) {
      this.buckets.set(client, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000));
    }
    this.buckets.set(client, { tokens: tokens - 1, at: now });
    while (this.buckets.size > this.maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
    return null;
  }
}
