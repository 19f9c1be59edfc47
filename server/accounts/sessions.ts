import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hashToken, newToken } from '../security/tokens';
import { sessions, users } from './schema';

const DAY_MS = 86_400_000;
export const SESSION_DAYS = { remembered: 30, default: 1 };

export function createSessionStore(db: Db) {
  async function create(userId: number, remember = true) {
    const token = newToken();
    const days = remember ? SESSION_DAYS.remembered : SESSION_DAYS.default;
    await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + days * DAY_MS) });
    return { access_token: token, token_type: 'bearer', expires_in: days * 86_400 };
  }

  /** The user behind a live token, or null for a forged, expired or revoked one. */
  async function userFor(token: string) {
    const [row] = await db.select({ user: users, sessionId: sessions.id }).from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ?? null;
  }

  const revoke = (token: string) => db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  const revokeAll = (userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));
  const revokeOthers = (userId: number, keepSessionId: number) =>
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));

  return { create, userFor, revoke, revokeAll, revokeOthers };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
