import { Redis } from 'ioredis';
import { HttpError } from '../http/errors';

export interface RateLimiter {
  /** Counts one hit of `key`; true while the count in the current window is within `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  close(): Promise<void>;
}

/** Fixed windows kept in this process: right for one instance. */
export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterMs: w.resetAt - now };
    },
    async close() {},
  };
}

/** Fixed windows in Redis, shared by every instance. */
export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => {});
  return {
    async hit(key, limit, windowMs) {
      const window = Math.floor(Date.now() / windowMs);
      const redisKey = `zaron:rl:${key}:${window}`;
      const [[, count]] = (await redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec()) as [[null, number]];
      return { allowed: count <= limit, retryAfterMs: (window + 1) * windowMs - Date.now() };
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Throws a 429 when any of the keys is over its limit; every key is counted. */
export async function enforceLimits(limiter: RateLimiter, checks: { key: string; limit: number; windowMs: number }[]) {
  let results;
  try {
    results = await Promise.all(checks.map((c) => limiter.hit(c.key, c.limit, c.windowMs)));
  } catch {
    // The shared counter (Redis) is unreachable: refuse briefly rather than go unprotected.
    throw new HttpError(503, 'The shop is briefly unavailable. Please try again in a moment.');
  }
  if (results.some((r) => !r.allowed)) throw new HttpError(429, TOO_MANY_ATTEMPTS);
}
