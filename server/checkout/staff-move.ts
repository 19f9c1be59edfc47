import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES as M, STATUS_LABELS } from '../../domain/admin/orders';
import type { OrderStatus } from '../../domain/orders';
import { users } from '../accounts/schema';
import type { Db, Tx } from '../db/client';
import { DomainError } from '../domain-error';
import { enqueueMail } from '../mail/outbox';
import { recordAudit } from '../staff/audit';
import type { StaffSession } from '../staff/two-factor';
import type { OrderRow } from './orders';
import { orders } from './schema';
import { changeOrderStatus, type Actor } from './status';

/** A status as staff messages name it ("shipped", "ready for pickup"). */
export const statusWord = (status: OrderStatus) => STATUS_LABELS[status].toLowerCase();

/** The order staff act on, by its number; 404 when there is none. */
export async function findStaffOrder(db: Db, orderNumber: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new DomainError('not-found', M.notFound);
  return order;
}

/** Queues a mail to the order's customer, in the caller's transaction (nobody to mail once the account is gone). */
export async function mailOrderCustomer(
  tx: Tx,
  order: OrderRow,
  build: (email: string, firstName: string) => Parameters<typeof enqueueMail>[1],
) {
  const [user] = await tx.select().from(users).where(eq(users.id, order.userId));
  if (user) await enqueueMail(tx, build(user.email, user.firstName));
}

export const staffActor = (s: StaffSession): Actor => ({ kind: 'staff', staffUserId: s.userId });

/**
 * A member of staff moves an order from one status to another, with its audit entry, in the
 * caller's transaction; null when the order was no longer in `from`. `set` changes other columns
 * with the status, and goes into the audit entry's after-image with it.
 */
export async function staffMove(
  tx: Tx,
  staff: StaffSession,
  order: OrderRow,
  move: {
    from: OrderStatus;
    to: OrderStatus;
    note: string;
    action: string;
    set?: { confirmationSentAt?: Date; carrier?: string; carrierName?: string | null; trackingNumber?: string };
    /** Extra facts for the audit entry (e.g. the carrier and number). */
    audit?: Record<string, string>;
  },
) {
  const moved = await changeOrderStatus(tx, {
    orderId: order.id,
    from: move.from,
    to: move.to,
    actor: staffActor(staff),
    note: move.note,
    set: move.set,
  });
  if (moved)
    await recordAudit(tx, {
      staffId: staff.userId,
      ip: staff.ip,
      action: move.action,
      targetType: 'order',
      targetId: order.orderNumber,
      before: { status: move.from },
      after: { status: move.to, ...move.audit },
    });
  return moved;
}
