import crypto from 'node:crypto';
import type { RateLimiter } from './rate-limit';

interface LoginThrottleOptions {
  /** Failures an address may make on one account before it has to wait between attempts. */
  freeFailures: number;
  /** The first wait; each further failure on the account (from anywhere) doubles it… */
  baseDelayMs: number;
  /** …up to this, so nobody is ever shut out for longer. */
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  memoryMs: number;
}

export const LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  memoryMs: 60 * 60_000,
};

/**
 * Slows down password guessing on an account without locking its owner out (decision 0009).
 * Only an address that has itself failed on the account waits: after `freeFailures` failures it
 * must wait before its next attempt, and the wait doubles with every failure on the account from
 * anywhere (1 s, 2 s, 4 s, … 15 min). An address that has not failed (the owner at home, at work)
 * is never held back by failures elsewhere; a success clears that address's record.
 * Accounts are keyed by a hash of the address, so the counters hold no email addresses.
 */
export function createLoginThrottle(store: RateLimiter, options: LoginThrottleOptions = LOGIN_THROTTLE, now = () => Date.now()) {
  const account = (email: string) => crypto.createHash('sha256').update(email).digest('base64url').slice(0, 22);
  const keys = (email: string, ip: string) => {
    const a = account(email);
    return { failures: `login:fail:${a}`, byAddress: `login:fail:${a}:${ip}`, waitUntil: `login:wait:${a}:${ip}` };
  };

  return {
    /** How long `ip` must still wait before trying `email` again (0: go ahead). */
    async waitMs(email: string, ip: string): Promise<number> {
      const [until] = await store.read([keys(email, ip).waitUntil]);
      return until ? Math.max(0, until - now()) : 0;
    },

    /** Records a wrong password; resolves with the wait now imposed on this address (0 if none). */
    async failed(email: string, ip: string): Promise<number> {
      const k = keys(email, ip);
      const [onAccount, fromAddress] = await Promise.all([
        store.bump(k.failures, options.memoryMs),
        store.bump(k.byAddress, options.memoryMs),
      ]);
      if (fromAddress < options.freeFailures) return 0;
      const delay = Math.min(options.baseDelayMs * 2 ** Math.max(0, onAccount - options.freeFailures), options.maxDelayMs);
      await store.put(k.waitUntil, now() + delay, delay);
      return delay;
    },

    /** The right password: this address starts afresh (the account's count stays, for the attacker elsewhere). */
    async succeeded(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await store.forget([k.byAddress, k.waitUntil]);
    },
  };
}
