import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../domain/admin/roles';
import { STAFF_MESSAGES as M, type StaffMemberView } from '../../domain/admin/staff';
import type { Actor } from '../audit-port';
import { endSessionsOf, setRoleOf } from '../accounts/roles';
import { sessions, users } from '../accounts/schema';
import type { Db, Tx } from '../db/client';
import { conflict, notFound } from '../domain-error';
import { recordAudit } from './audit';
import { staffRecoveryCodes, staffTwoFactor, staffVerifiedSessions } from './schema';

const normal = (email: string) => email.trim().toLowerCase();
type UserRow = typeof users.$inferSelect;

/** Every change of the staff list is recorded when made through the back office (the command line has no actor). */
async function audit(tx: Tx, by: Actor | undefined, action: string, user: UserRow, before: unknown, after: unknown) {
  if (by) await recordAudit(tx, { staffId: by.staffId, ip: by.ip, action, targetType: 'staff', targetId: user.id, before, after });
}

/**
 * Makes an existing customer account staff with a role (`npm run staff -- add`, and `/admin/staff`).
 * An unknown email, an influencer or someone already staff is refused with words to act on.
 */
export async function addStaff(db: Db, email: string, role: StaffRole = 'admin', by?: Actor) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normal(email)))
      .for('update');
    if (!user) throw notFound(M.noAccount(normal(email)));
    if (user.role === 'influencer') throw conflict(M.influencer(user.email));
    if (isStaffRole(user.role)) throw conflict(M.alreadyStaff(user.email, user.role));
    const added = await setRoleOf(tx, user.id, { role, staffSince: new Date() });
    await audit(tx, by, 'staff.add', added, { role: user.role }, { role });
    return added;
  });
}

/** A member of staff another admin may change: not oneself, and never leaving the shop without an admin. */
async function changeable(tx: Tx, id: number, by: Actor, nextRole: StaffRole | null) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user || !isStaffRole(user.role)) throw notFound(M.notStaff);
  if (user.id === by.staffId) throw conflict(M.yourself);
  if (user.role === 'admin' && nextRole !== 'admin') {
    // Every admin row is locked, so two admins taking each other off at once cannot leave none.
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    if (!admins.some((a) => a.id !== id)) throw conflict(M.lastAdmin);
  }
  return { ...user, role: user.role };
}

/** Gives a member of staff another role; it counts from their next request. */
export async function changeStaffRole(db: Db, by: Actor, id: number, role: StaffRole) {
  return db.transaction(async (tx) => {
    const user = await changeable(tx, id, by, role);
    const changed = await setRoleOf(tx, id, { role });
    await audit(tx, by, 'staff.role', changed, { role: user.role }, { role });
    return changed;
  });
}

/** Clears a staff account's two-factor setup and the second factor of its sessions. */
async function clearTwoFactor(tx: Tx, userId: number) {
  await tx.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  const own = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  await tx.delete(staffVerifiedSessions).where(inArray(staffVerifiedSessions.sessionId, own));
}

/** Takes someone off the staff list: a customer account again, every session ended, two-factor cleared. */
export async function removeStaff(db: Db, by: Actor, id: number) {
  return db.transaction(async (tx) => {
    const user = await changeable(tx, id, by, null);
    await clearTwoFactor(tx, id);
    const ended = await endSessionsOf(tx, id);
    const removed = await setRoleOf(tx, id, { role: 'customer', staffSince: null });
    await audit(tx, by, 'staff.remove', removed, { role: user.role }, { role: 'customer', sessions_ended: ended.length });
    return removed;
  });
}

/** Clears a staff member's two-factor setup (lost phone): the next visit to /admin sets it up again. */
export async function resetTwoFactor(db: Db, email: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normal(email)));
    if (!user) throw notFound(M.noAccount(normal(email)));
    await clearTwoFactor(tx, user.id);
    return user;
  });
}

export async function listStaff(db: Db): Promise<StaffMemberView[]> {
  const rows = await db
    .select({ user: users, enrolledAt: staffTwoFactor.confirmedAt })
    .from(users)
    .leftJoin(staffTwoFactor, eq(staffTwoFactor.userId, users.id))
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.firstName), asc(users.id));
  return rows.map(({ user: u, enrolledAt }) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    email: u.email,
    role: u.role as StaffRole,
    two_factor: Boolean(enrolledAt),
    added_at: u.staffSince?.toISOString() ?? null,
  }));
}

/** The addresses of staff members with one of `roles` (an erased account is no one's), for the shop's mail to its staff. */
export async function staffAddresses(tx: Db | Tx, roles: readonly StaffRole[]): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...roles]), isNull(users.erasedAt)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.email);
}
