import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client';
import type { Role } from '../../domain/admin/roles';
import { sessions, users } from './schema';

const normal = (email: string) => email.trim().toLowerCase();

/**
 * The one way an account's role changes (staff via the command line, influencers via the back
 * office), in the caller's transaction. With `from`, only an account that has one of those roles
 * now is changed. Returns the changed account, or null when none matched.
 */
export async function setRole(db: Db | Tx, email: string, role: Role, from?: readonly Role[]) {
  const [user] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.email, normal(email)), from ? inArray(users.role, [...from]) : undefined))
    .returning();
  return user ?? null;
}

/**
 * A member of staff's account changes role by id, in the caller's transaction (the staff list's
 * add, change and remove): `staffSince` is set when given (the day she joined the staff, or null
 * when she leaves it). Returns the changed account.
 */
export async function setRoleOf(tx: Executor, userId: number, change: { role: Role; staffSince?: Date | null }) {
  const [user] = await tx
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/** Ends every session of an account, in the caller's transaction; the ended sessions' ids. */
export async function endSessionsOf(tx: Executor, userId: number) {
  return tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
}

/** How many accounts signed up with a referral code. */
export async function referralSignups(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, code));
  return row?.n ?? 0;
}
