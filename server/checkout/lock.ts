import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conflict } from '../domain-error';
import { checkoutLocks } from './schema';

/** Longer than a start can take (two provider calls of at most 15 s each). */
const LEASE_MS = 45_000;
const WAIT_MS = 20_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` while holding the customer's checkout lease, so two devices starting a checkout at
 * once take turns: the second sees (and replaces) the first's attempt instead of both cancelling
 * each other. A lease row rather than `select … for update`: the provider calls made under it must
 * not hold a transaction open (embedded PGlite has one connection for everyone).
 */
export async function withCheckoutLock<T>(db: Db, userId: number, fn: () => Promise<T>): Promise<T> {
  const token = crypto.randomBytes(12).toString('hex');
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    const expiresAt = new Date(Date.now() + LEASE_MS);
    const [got] = await db
      .insert(checkoutLocks)
      .values({ userId, token, expiresAt })
      .onConflictDoUpdate({ target: checkoutLocks.userId, set: { token, expiresAt }, setWhere: lt(checkoutLocks.expiresAt, sql`now()`) })
      .returning({ token: checkoutLocks.token });
    if (got?.token === token) break;
    if (Date.now() > giveUpAt) throw conflict('A checkout is starting on another device. Please try again in a moment.');
    await sleep(POLL_MS);
  }
  try {
    return await fn();
  } finally {
    await db.delete(checkoutLocks).where(and(eq(checkoutLocks.userId, userId), eq(checkoutLocks.token, token)));
  }
}
