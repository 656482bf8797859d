// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MissLimiter, Semaphore } from './guard';

describe('the render semaphore', () => {
  it('runs at most its limit at once, the rest in order', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) =>
      semaphore.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(n);
        running -= 1;
        return n;
      });
    const results = await Promise.all([1, 2, 3, 4, 5].map(task));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(semaphore.active).toBe(0);
    expect(semaphore.queued).toBe(0);
  });

  it('frees its place when a task fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow();
    await expect(semaphore.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('the per-client miss limiter', () => {
  it('lets a burst through, then answers with the seconds until the next miss is allowed', () => {
    let now = 0;
    const limiter = new MissLimiter({ burst: 3, windowMs: 3000, now: () => now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([null, null, null]);
    expect(limiter.take('a')).toBe(1);
    // Another client is not affected.
    expect(limiter.take('b')).toBeNull();
    now += 1000;
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe(1);
  });

  it('gives a slow refill a Retry-After of several seconds', () => {
    let now = 0;
    const limiter = new MissLimiter({ burst: 1, windowMs: 10_000, now: () => now });
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe(10);
    now += 4000;
    expect(limiter.take('a')).toBe(6);
  });

  it('forgets the longest idle clients beyond its size', () => {
    const limiter = new MissLimiter({ burst: 1, windowMs: 60_000, maxClients: 2, now: () => 0 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    // 'a' was forgotten, so it starts with a full bucket again.
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('c')).toBe(60);
  });
});
