import { and, eq, gt, lt } from 'drizzle-orm';
import { isStaffRole, STAFF_IDLE_HOURS } from '../../domain/admin/roles';
import type { Db } from '../db/client';
import { sessionCookie, type SessionCookie } from '../http/session-cookie';
import { hashToken, newToken } from '../security/tokens';
import { sessions, users } from './schema';

const DAY_MS = 86_400_000;
export const STAFF_IDLE_MS = STAFF_IDLE_HOURS * 3_600_000;
/** Activity is written at most this often per session. */
const TOUCH_MS = 60_000;
/** Longer User-Agent strings are cut to this. */
const USER_AGENT_MAX = 300;
const SESSION_DAYS = { remembered: 30, default: 1 };

/** Sessions in the database; `cookie` is how a browser carries one (its name depends on the site's scheme). */
export function createSessionStore(db: Db, cookie: SessionCookie = sessionCookie('http://localhost')) {
  /** `userAgent`: the browser that signed in, kept so she can see her devices in her data export. */
  async function create(userId: number, remember = true, userAgent = '') {
    const token = newToken();
    const days = remember ? SESSION_DAYS.remembered : SESSION_DAYS.default;
    await db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + days * DAY_MS),
      userAgent: userAgent.slice(0, USER_AGENT_MAX),
    });
    return { access_token: token, token_type: 'bearer', expires_in: days * 86_400 };
  }

  /**
   * The user behind a live token, or null for a forged, expired or revoked one. A staff session
   * also ends after 12 hours without a request.
   */
  async function userFor(token: string, now = new Date()) {
    const [row] = await db
      .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) return null;
    if (isStaffRole(row.user.role) && now.getTime() - row.lastSeenAt.getTime() > STAFF_IDLE_MS) {
      await db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, now)));
    }
    return { user: row.user, sessionId: row.sessionId };
  }

  const revoke = (token: string) => db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  const revokeAll = (userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));

  return { create, userFor, revoke, revokeAll, cookie };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
