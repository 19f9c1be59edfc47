import { Redis } from 'ioredis';
import { DomainError, limited } from '../domain-error';

/** Where rate limits and throttle counters live: this process, or Redis shared by every instance. */
export interface RateLimiter {
  /** Counts one hit of `key`; true while the count in the current window is within `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Adds one to a counter forgotten `ttlMs` after its last change; resolves with the new count. */
  bump(key: string, ttlMs: number): Promise<number>;
  /** The values of `keys` (null where absent or expired). */
  read(keys: string[]): Promise<(number | null)[]>;
  /** Stores a value forgotten after `ttlMs`. */
  put(key: string, value: number, ttlMs: number): Promise<void>;
  forget(keys: string[]): Promise<void>;
  /** 'local' (no Redis configured), 'ok', or 'unavailable' while Redis cannot be reached and this process counts alone. */
  health(): Promise<'local' | 'ok' | 'unavailable'>;
  close(): Promise<void>;
}

/** Counters kept in this process: right for one instance, and the stand-in while Redis is away. */
export function memoryRateLimiter(): RateLimiter {
  const entries = new Map<string, { value: number; expiresAt: number }>();
  const live = (key: string, now = Date.now()) => {
    const e = entries.get(key);
    if (e && e.expiresAt <= now) entries.delete(key);
    return e && e.expiresAt > now ? e : undefined;
  };
  const set = (key: string, value: number, expiresAt: number) => {
    entries.set(key, { value, expiresAt });
    if (entries.size > 50_000) {
      const now = Date.now();
      for (const [k, v] of entries) if (v.expiresAt <= now) entries.delete(k);
    }
  };
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      const window = Math.floor(now / windowMs);
      const k = `rl:${key}:${window}`;
      const resetAt = (window + 1) * windowMs;
      const count = (live(k, now)?.value ?? 0) + 1;
      set(k, count, resetAt);
      return { allowed: count <= limit, retryAfterMs: resetAt - now };
    },
    async bump(key, ttlMs) {
      const value = (live(key)?.value ?? 0) + 1;
      set(key, value, Date.now() + ttlMs);
      return value;
    },
    async read(keys) {
      return keys.map((k) => live(k)?.value ?? null);
    },
    async put(key, value, ttlMs) {
      set(key, value, Date.now() + ttlMs);
    },
    async forget(keys) {
      for (const k of keys) entries.delete(k);
    },
    async health() {
      return 'local';
    },
    async close() {},
  };
}

/**
 * Counters in Redis, shared by every instance. Commands fail at once while Redis is unreachable
 * (no offline queue) and after 1 s when it hangs, so a caller never waits long on it.
 */
export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    keyPrefix: 'zaron:',
  });
  redis.on('error', () => {});
  // The first commands after start-up wait (at most 1 s) for the first connection.
  const firstConnection = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    setTimeout(resolve, 1_000).unref();
  });
  return {
    async hit(key, limit, windowMs) {
      await firstConnection;
      const window = Math.floor(Date.now() / windowMs);
      const redisKey = `rl:${key}:${window}`;
      const [[, count]] = (await redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec()) as [[null, number]];
      return { allowed: count <= limit, retryAfterMs: (window + 1) * windowMs - Date.now() };
    },
    async bump(key, ttlMs) {
      await firstConnection;
      const [[, count]] = (await redis.multi().incr(key).pexpire(key, ttlMs).exec()) as [[null, number]];
      return count;
    },
    async read(keys) {
      await firstConnection;
      if (keys.length === 0) return [];
      return (await redis.mget(...keys)).map((v) => (v === null ? null : Number(v)));
    },
    async put(key, value, ttlMs) {
      await firstConnection;
      await redis.set(key, String(value), 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async forget(keys) {
      await firstConnection;
      if (keys.length > 0) await redis.del(...keys);
    },
    async health() {
      await firstConnection;
      try {
        await redis.ping();
        return 'ok';
      } catch {
        return 'unavailable';
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** How long the local counters stand in after Redis failed, before Redis is tried again. */
const FALLBACK_MS = 5_000;

/**
 * Redis when it answers; this process's own counters while it does not (each instance then limits
 * alone: limits get looser by the number of instances but hold, and sign-in keeps working). One
 * log line when Redis goes away and one when it is back. See docs/decisions/0009.
 */
export function withLocalFallback(
  shared: RateLimiter,
  local: RateLimiter,
  log: { warn: (obj: object, msg: string) => void; info: (msg: string) => void },
): RateLimiter {
  let downUntil = 0;
  let down = false;
  async function use<T>(op: (l: RateLimiter) => Promise<T>): Promise<T> {
    if (Date.now() < downUntil) return op(local);
    try {
      const result = await op(shared);
      if (down) {
        down = false;
        log.info('Redis is back: rate limits are shared again');
      }
      return result;
    } catch (err) {
      downUntil = Date.now() + FALLBACK_MS;
      if (!down) {
        down = true;
        log.warn({ err }, 'Redis unavailable: rate limits counted by this instance alone');
      }
      return op(local);
    }
  }
  return {
    hit: (key, limit, windowMs) => use((l) => l.hit(key, limit, windowMs)),
    bump: (key, ttlMs) => use((l) => l.bump(key, ttlMs)),
    read: (keys) => use((l) => l.read(keys)),
    put: (key, value, ttlMs) => use((l) => l.put(key, value, ttlMs)),
    forget: (keys) => use((l) => l.forget(keys)),
    health: () => shared.health(),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Throws a 'limited' domain error (429 with `Retry-After`) when any of the keys is over its limit; every key is counted. */
export async function enforceLimits(limiter: RateLimiter, checks: { key: string; limit: number; windowMs: number }[]) {
  let results;
  try {
    results = await Promise.all(checks.map((c) => limiter.hit(c.key, c.limit, c.windowMs)));
  } catch {
    // No counter could be reached at all: refuse briefly rather than go unprotected.
    throw new DomainError('briefly-unavailable', 'The shop is briefly unavailable. Please try again in a moment.');
  }
  const refused = results.filter((r) => !r.allowed);
  // The client may try again when the longest of the windows it ran over ends.
  if (refused.length > 0) throw limited(TOO_MANY_ATTEMPTS, Math.max(...refused.map((r) => r.retryAfterMs)));
}
