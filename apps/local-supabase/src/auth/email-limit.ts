/**
 * GoTrue's limits on e-mails a caller can make the server send (/recover): one per address
 * per `perAddressMs` (GoTrue's SMTP max frequency, 60 s by default) and at most `perHour` in
 * all (RATE_LIMIT_EMAIL_SENT). Both count every accepted request, whether or not the address
 * has an account, so the answers do not tell which addresses exist.
 */
import { authError } from './errors.js';

export interface EmailLimits {
  perAddressMs: number;
  perHour: number;
}

export const DEFAULT_EMAIL_LIMITS: EmailLimits = { perAddressMs: 60_000, perHour: 30 };

export class EmailLimiter {
  private lastByAddress = new Map<string, number>();
  private sent: number[] = [];

  constructor(private readonly limits: EmailLimits = DEFAULT_EMAIL_LIMITS) {}

  /** How long one address (or user) waits between e-mails ([auth.email] max_frequency). */
  get perAddressMs(): number {
    return this.limits.perAddressMs;
  }

  /** 0 after counting the request, or the milliseconds to wait (nothing counted). */
  take(address: string, now = Date.now()): { wait: number; perAddress: boolean } {
    const key = address.trim().toLowerCase();
    const last = this.lastByAddress.get(key);
    if (last !== undefined && now - last < this.limits.perAddressMs) {
      return { wait: last + this.limits.perAddressMs - now, perAddress: true };
    }
    this.sent = this.sent.filter((t) => t > now - 3_600_000);
    if (this.sent.length >= this.limits.perHour) {
      return { wait: (this.sent[0] ?? now) + 3_600_000 - now, perAddress: false };
    }
    this.sent.push(now);
    this.lastByAddress.set(key, now);
    if (this.lastByAddress.size > 10_000) {
      for (const [k, t] of this.lastByAddress) {
        if (now - t >= this.limits.perAddressMs) this.lastByAddress.delete(k);
      }
    }
    return { wait: 0, perAddress: false };
  }
}

/**
 * Counts an e-mail to `address` or refuses it with GoTrue's answers: the per-address wait
 * (validateSentWithinFrequencyLimit) or the hourly total (EmailRateLimitExceeded).
 */
export function takeEmailSend(limiter: EmailLimiter, address: string): void {
  const limit = limiter.take(address);
  if (limit.wait <= 0) return;
  const seconds = Math.max(1, Math.ceil(limit.wait / 1000));
  const retry = { 'Retry-After': String(seconds) };
  throw limit.perAddress
    ? authError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${seconds} seconds.`,
        retry,
      )
    : authError(429, 'over_email_send_rate_limit', 'email rate limit exceeded', retry);
}
