import { and, asc, count, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import { CUSTOMER_MESSAGES, CUSTOMER_PAGE_SIZE, type AdminCustomerRow, type CustomersQuery } from '../../domain/admin/customers';
import type { Page } from '../../domain/admin/audit';
import type { Db } from '../db/client';
import { countOf, pageOf } from '../db/page';
import { DomainError } from '../domain-error';
import { recordAudit } from '../staff/audit';
import type { StaffSession } from '../staff/two-factor';
import { endSessionsOf } from './roles';
import { addresses, sessions, users } from './schema';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
type UserRow = typeof users.$inferSelect;
/** How staff see an account whose personal data was erased. */
const ERASED_NAME = 'Erased customer';
const rowView = (u: UserRow): AdminCustomerRow => ({
  id: u.id,
  name: u.erasedAt ? ERASED_NAME : `${u.firstName} ${u.lastName}`,
  email: u.email,
  phone: u.phone,
  role: u.role,
  created_at: u.createdAt.toISOString(),
  erased_at: u.erasedAt?.toISOString() ?? null,
});

/** Customer accounts as staff see them: search, one account with its addresses, ending its sessions. */
export function createStaffCustomerService(db: Db) {
  async function search(q: CustomersQuery): Promise<Page<AdminCustomerRow>> {
    const where: SQL[] = [];
    if (q.q) {
      const words = q.q
        .split(/\s+/)
        .slice(0, 4)
        .map((w) => `%${escapeLike(w)}%`);
      // Every word matches the first name, last name or email ("ngozi okafor" finds Ngozi Okafor).
      for (const like of words) where.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like))!);
    }
    const filter = where.length ? and(...where) : undefined;
    return pageOf(
      q.page,
      CUSTOMER_PAGE_SIZE,
      async ({ limit, offset }) => {
        const rows = await db.select().from(users).where(filter).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset);
        return rows.map(rowView);
      },
      () => countOf(db, users, filter),
    );
  }

  async function get(id: number) {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw new DomainError('not-found', CUSTOMER_MESSAGES.notFound);
    const [saved, [live]] = await Promise.all([
      db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(desc(addresses.isDefault), asc(addresses.id)),
      db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, new Date()))),
    ]);
    return {
      ...rowView(user),
      addresses: saved.map((a) => ({
        id: a.id,
        country: a.country,
        state: a.state,
        city: a.city,
        address: a.address,
        landmark: a.landmark,
        zip_code: a.zipCode,
        phone: a.phone,
        is_default: a.isDefault,
      })),
      active_sessions: live?.n ?? 0,
    };
  }

  /** Signs the customer out everywhere (a lost phone, a shared computer), recorded in the audit log. */
  async function endSessions(staff: StaffSession, id: number) {
    return db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!user) throw new DomainError('not-found', CUSTOMER_MESSAGES.notFound);
      const ended = await endSessionsOf(tx, id);
      await recordAudit(tx, {
        staffId: staff.userId,
        ip: staff.ip,
        action: 'customer.sessions.end',
        targetType: 'customer',
        targetId: id,
        before: { sessions: ended.length },
        after: { sessions: 0 },
      });
      return { ended: ended.length };
    });
  }

  return { search, get, endSessions };
}

export type StaffCustomerService = ReturnType<typeof createStaffCustomerService>;
