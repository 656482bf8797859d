/**
 * Sign-in throttling: per-account back-off that always ends, and a per-IP failure budget. One-time
 * code limits: GoTrue's token bucket, and a code retired after its wrong tries.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from '../src/auth/config.js';
import { SignInLimiter } from '../src/auth/rate-limit.js';
import { TokenBucket, VerifyLimits } from '../src/auth/verify-limits.js';

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

describe('TokenBucket (GoTrue verify limiter: 30 per five minutes, burst 30)', () => {
  it('lets 30 through at once, then one every ten seconds, saying how long to wait', () => {
    const b = new TokenBucket(30, 300_000);
    const t0 = 5_000_000;
    for (let i = 0; i < 30; i++) expect(b.take('ip', t0)).toBe(0);
    expect(b.take('ip', t0)).toBe(10_000);
    expect(b.take('ip', t0 + 4_000)).toBe(6_000);
    expect(b.take('ip', t0 + 10_000)).toBe(0);
    expect(b.take('ip', t0 + 10_000)).toBe(10_000);
    // Another key has its own bucket; a long pause fills a bucket again, never beyond 30.
    expect(b.take('other', t0)).toBe(0);
    for (let i = 0; i < 30; i++) expect(b.take('ip', t0 + 3_600_000)).toBe(0);
    expect(b.take('ip', t0 + 3_600_000)).toBeGreaterThan(0);
  });
});

describe('VerifyLimits', () => {
  it('retires a code at its fifth wrong try; a used code forgets its count', () => {
    const l = new VerifyLimits({ perWindow: 30, maxWrongTries: 5 });
    for (let i = 0; i < 4; i++) expect(l.wrongTry('row-1')).toBe(false);
    expect(l.wrongTry('row-1')).toBe(true);
    for (let i = 0; i < 4; i++) expect(l.wrongTry('row-2')).toBe(false);
    l.forget('row-2');
    expect(l.wrongTry('row-2')).toBe(false);
  });

  it('counts an e-mail address however it is typed', () => {
    const l = new VerifyLimits({ perWindow: 2, maxWrongTries: 5 });
    const now = 1_000;
    expect(l.address('Sam@Example.org', now)).toBe(0);
    expect(l.address(' sam@example.org', now)).toBe(0);
    expect(l.address('SAM@EXAMPLE.ORG', now)).toBeGreaterThan(0);
  });
});

describe('config.toml one-time code settings', () => {
  it('reads otp_length, otp_expiry and token_verifications, and refuses them out of range', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'otp-toml-'));
    try {
      const write = (text: string) => writeFile(path.join(dir, 'config.toml'), text);
      await write(
        '[auth.rate_limit]\ntoken_verifications = 12\n[auth.email]\notp_length = 8\notp_expiry = 600\n',
      );
      const read = async () => {
        const c = await loadAuthConfig(dir);
        return [c.email.otpLength, c.email.otpExpiry, c.rateLimit.tokenVerifications];
      };
      expect(await read()).toEqual([8, 600, 12]);
      await write('[auth.email]\notp_length = 4\n');
      await expect(loadAuthConfig(dir)).rejects.toThrow(
        /\[auth\.email\] otp_length in .* must be a whole number from 6 to 10/,
      );
      await write('[auth.email]\notp_expiry = 86401\n');
      await expect(loadAuthConfig(dir)).rejects.toThrow(/otp_expiry/);
      await rm(path.join(dir, 'config.toml'));
      // The CLI's defaults.
      expect(await read()).toEqual([6, 3600, 30]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
