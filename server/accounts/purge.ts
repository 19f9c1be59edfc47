import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, sessions } from './schema';

/** Deletes sessions and reset links past their expiry (they already no longer work). */
export async function purgeExpiredAccountRecords(db: Db, now: Date) {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const resets = await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)).returning({ id: passwordResets.id });
  return { sessions: gone.length, passwordResets: resets.length };
}
