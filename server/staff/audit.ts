import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery, Page } from '../../domain/admin/audit';
import { users } from '../accounts/schema';
import type { Db, Tx } from '../db/client';
import { countOf, pageOf } from '../db/page';
import { auditLog } from './schema';

interface AuditInput {
  staffId: number;
  ip: string;
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * The one way to record a staff action: call it with the transaction that makes the change, so
 * the entry exists exactly when the change does.
 */
export async function recordAudit(tx: Tx | Db, entry: AuditInput) {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    ip: entry.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const AUDIT_PAGE_SIZE = 50;

const entryView = (row: { entry: typeof auditLog.$inferSelect; firstName: string; lastName: string; email: string }): AuditEntry => ({
  id: row.entry.id,
  created_at: row.entry.createdAt.toISOString(),
  staff: { id: row.entry.staffId, name: `${row.firstName} ${row.lastName}`, email: row.email },
  ip: row.entry.ip,
  action: row.entry.action,
  target_type: row.entry.targetType,
  target_id: row.entry.targetId,
  before: row.entry.before,
  after: row.entry.after,
});

const auditSelect = { entry: auditLog, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** Newest first, filtered by staff member, action and target. */
export async function listAudit(db: Db, q: AuditQuery): Promise<Page<AuditEntry>> {
  const where: SQL[] = [];
  if (q.staff_id) where.push(eq(auditLog.staffId, q.staff_id));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.target_type) where.push(eq(auditLog.targetType, q.target_type));
  if (q.target_id) where.push(eq(auditLog.targetId, q.target_id));
  const filter = where.length ? and(...where) : undefined;
  return pageOf(
    q.page,
    AUDIT_PAGE_SIZE,
    async ({ limit, offset }) => {
      const rows = await db
        .select(auditSelect)
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.staffId))
        .where(filter)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
      return rows.map(entryView);
    },
    () => countOf(db, auditLog, filter),
  );
}

/** Every entry about one target, oldest first (an order's timeline). */
export async function auditOf(db: Db, targetType: string, targetId: string | number): Promise<AuditEntry[]> {
  const rows = await db
    .select(auditSelect)
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.staffId))
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.createdAt, auditLog.id);
  return rows.map(entryView);
}

/** Distinct actions recorded so far, for the log's filter. */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
