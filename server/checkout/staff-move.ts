import type { OrderStatus } from '../../domain/orders';
import type { Tx } from '../db/client';
import { recordAudit } from '../staff/audit';
import type { StaffSession } from '../staff/two-factor';
import type { OrderRow } from './orders';
import { changeOrderStatus, type Actor } from './status';

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
