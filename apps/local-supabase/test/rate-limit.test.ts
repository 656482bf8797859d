/** Sign-in throttling: per-account back-off that always ends, and a per-IP failure budget. */
import { describe, expect, it } from 'vitest';
import { SignInLimiter } from '../src/auth/rate-limit.js';

const opts = {
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  ipMaxFailures: 10,
  ipWindowMs: 60_000,
};

describe('SignInLimiter', () => {
  it('backs off exponentially per account after the free failures, capped, never for good', () => {
    const l = new SignInLimiter(opts);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(l.retryAfter('ip1', 'a@x', t0)).toBe(0);
      l.recordFailure('ip1', 'a@x', t0);
    }
    // The third failure reached the limit: 1 s, then 2 s, 4 s, 8 s, 8 s ...
    expect(l.retryAfter('ip1', 'a@x', t0)).toBe(1000);
    expect(l.retryAfter('ip1', 'a@x', t0 + 1000)).toBe(0);
    l.recordFailure('ip1', 'a@x', t0 + 1000);
    expect(l.retryAfter('ip1', 'a@x', t0 + 1000)).toBe(2000);
    let now = t0 + 3000;
    for (let i = 0; i < 5; i++) {
      l.recordFailure('ip1', 'a@x', now);
      now += 8000;
    }
    expect(l.retryAfter('ip1', 'a@x', now - 8000)).toBe(8000);
    expect(l.retryAfter('ip1', 'a@x', now)).toBe(0);
    // Other accounts from another IP are unaffected.
    expect(l.retryAfter('ip2', 'b@x', now - 8000)).toBe(0);
  });

  it('a success resets the account', () => {
    const l = new SignInLimiter(opts);
    for (let i = 0; i < 5; i++) l.recordFailure('ip1', 'a@x', 0);
    expect(l.retryAfter('ip1', 'a@x', 0)).toBeGreaterThan(0);
    l.recordSuccess('a@x');
    expect(l.retryAfter('ip1', 'a@x', 0)).toBe(0);
  });

  it('limits failures per IP across accounts within the window', () => {
    const l = new SignInLimiter(opts);
    for (let i = 0; i < 10; i++) l.recordFailure('ip1', `user${i}@x`, 1000 + i);
    expect(l.retryAfter('ip1', 'fresh@x', 2000)).toBeGreaterThan(0);
    expect(l.retryAfter('ip2', 'fresh@x', 2000)).toBe(0);
    expect(l.retryAfter('ip1', 'fresh@x', 1000 + 60_000 + 10)).toBe(0);
  });
});
