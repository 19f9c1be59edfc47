import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

const limiters: RateLimiter[] = [];
afterAll(() => Promise.all(limiters.map((l) => l.close())));

describe('memory rate limiter', () => {
  it('allows `limit` hits per window, then refuses until the window ends', async () => {
    const limiter = memoryRateLimiter();
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.hit('k', 3, 60_000)).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect((await limiter.hit('other', 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('short', 1, 1)).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await limiter.hit('short', 1, 1)).allowed).toBe(true);
  });
});

// Several instances share one Redis: the limit holds across them (TEST_REDIS_URL, set by CI).
describe.skipIf(!process.env.TEST_REDIS_URL)('redis rate limiter', () => {
  it('counts hits from two instances against one limit', async () => {
    const a = redisRateLimiter(process.env.TEST_REDIS_URL!);
    const b = redisRateLimiter(process.env.TEST_REDIS_URL!);
    limiters.push(a, b);
    const key = `test:${crypto.randomBytes(6).toString('hex')}`;
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await (i % 2 === 0 ? a : b).hit(key, 4, 60_000)).allowed);
    expect(results).toEqual([true, true, true, true, false, false]);
  });
});

describe('enforceLimits', () => {
  it('answers 503 when the shared counter cannot be reached', async () => {
    const { enforceLimits } = await import('./rate-limit');
    const fail = () => Promise.reject(new Error('Connection is closed.'));
    const broken: RateLimiter = {
      hit: fail,
      bump: fail,
      read: fail,
      put: fail,
      forget: fail,
      health: async () => 'unavailable',
      close: async () => {},
    };
    await expect(enforceLimits(broken, [{ key: 'k', limit: 1, windowMs: 1000 }])).rejects.toMatchObject({
      // Answered 503 by the error handler (error-handler.test.ts maps every kind).
      kind: 'briefly-unavailable',
      message: 'The shop is briefly unavailable. Please try again in a moment.',
    });
  });
});
