import { asc, eq, inArray } from 'drizzle-orm';
import { STAFF_ROLES } from '../../domain/admin/roles';
import type { StaffMember } from '../../domain/admin/audit';
import { sessions, users } from '../accounts/schema';
import { setRole } from '../accounts/roles';
import type { Db } from '../db/client';
import { staffRecoveryCodes, staffTwoFactor, staffVerifiedSessions } from './schema';

const normal = (email: string) => email.trim().toLowerCase();

/** Makes an existing account staff (`npm run staff -- add`); staff never change roles through the API. */
export async function addStaff(db: Db, email: string) {
  const user = await setRole(db, email, 'admin');
  if (!user) throw new Error(`No account with the email ${email}`);
  return user;
}

/** Clears a staff member's two-factor setup (lost phone): the next visit to /admin sets it up again. */
export async function resetTwoFactor(db: Db, email: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normal(email)));
    if (!user) throw new Error(`No account with the email ${email}`);
    await tx.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, user.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    const own = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(staffVerifiedSessions).where(inArray(staffVerifiedSessions.sessionId, own));
    return user;
  });
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.firstName), asc(users.id));
  return rows.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email }));
}
