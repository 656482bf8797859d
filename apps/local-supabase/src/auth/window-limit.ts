/**
 * A sliding window per client address, as GoTrue's per-address limiters answer: at most
 * `limit` requests in `windowMs`, every request counted whether or not it succeeds.
 */
export class WindowLimiter {
  private hits = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** 0 when the request may go on (and is counted), else the milliseconds to wait. */
  wait(ip: string, now = Date.now()): number {
    const recent = (this.hits.get(ip) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(ip, recent);
      return (recent[recent.length - this.limit] ?? now) + this.windowMs - now;
    }
    recent.push(now);
    this.hits.set(ip, recent);
    if (this.hits.size > 10_000) {
      for (const [k, ts] of this.hits) {
        if (!ts.some((t) => t > now - this.windowMs)) this.hits.delete(k);
      }
    }
    return 0;
  }
}
