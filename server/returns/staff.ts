import { and, desc, eq, inArray } from 'drizzle-orm';
import { formatMoney } from '../../domain/money';
import { stockKey } from '../../domain/pricing';
import type { AdminReturnsQuery, ReceiveReturnBody } from '../../domain/returns/requests';
import { ADMIN_RETURN_PAGE_SIZE } from '../../domain/returns/requests';
import {
  DELIVERY_REFUNDED_FOR,
  RETURN_MESSAGES as M,
  RETURN_STATUS_LABELS,
  returnRefundMinor,
  type ReturnStatus,
} from '../../domain/returns/returns';
import type { AdminReturn, AdminReturnRow } from '../../domain/returns/views';
import { documentTotals } from '../../domain/tax/credit';
import { users } from '../accounts/schema';
import { moveStock } from '../catalog/stock';
import { imageUrl } from '../catalog/serialize';
import { orderItems, orders } from '../checkout/schema';
import type { Actor } from '../checkout/status';
import type { Db, Tx } from '../db/client';
import { countOf, pageOf } from '../db/page';
import { conflict, invalid, notFound } from '../domain-error';
import { enqueueMail } from '../mail/outbox';
import type { PaymentProvider } from '../payments/provider';
import { recordAudit } from '../staff/audit';
import type { StaffSession } from '../staff/two-factor';
import { returnCredit } from './credit';
import { linesOf, unitsInReturns } from './lines';
import { returnApprovedMail, returnRejectedMail } from './mails';
import { askReturnRefund } from './refund';
import { returnLines, returnRequests, type ReturnRow } from './schema';

interface Deps {
  db: Db;
  publicUrl: string;
  providerNamed: (name: string) => PaymentProvider;
  /** Call after stock moved (the catalogue's cached pages). */
  stockChanged: (productIds: number[]) => void;
  log: (err: unknown) => void;
}

const staffActor = (s: StaffSession): Actor => ({ kind: 'staff', staffUserId: s.userId });
const label = (s: ReturnStatus) => RETURN_STATUS_LABELS[s].toLowerCase();
/** Units counted as back with the shop (received, whatever became of their refund). */
const BACK: ReturnStatus[] = ['received', 'refunded', 'refund_failed'];

/** Returns in the back office: the list, one return, and its moves (approve, reject, receive, retry the refund). */
export function createStaffReturns(deps: Deps) {
  const { db } = deps;

  const base = () =>
    db
      .select({ r: returnRequests, order: orders, user: users })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(users, eq(users.id, orders.userId));

  const rowOf = (
    x: { r: ReturnRow; order: typeof orders.$inferSelect; user: typeof users.$inferSelect },
    units: number,
  ): AdminReturnRow => ({
    id: x.r.id,
    order_number: x.order.orderNumber,
    customer: `${x.user.firstName} ${x.user.lastName}`.trim(),
    status: x.r.status,
    reason: x.r.reason,
    country: x.order.country,
    units,
    refund_minor: x.r.refundMinor,
    created_at: x.r.createdAt.toISOString(),
  });

  async function list(q: AdminReturnsQuery) {
    const where = q.status ? eq(returnRequests.status, q.status) : undefined;
    return pageOf(
      q.page,
      ADMIN_RETURN_PAGE_SIZE,
      async ({ limit, offset }) => {
        const rows = await base().where(where).orderBy(desc(returnRequests.id)).limit(limit).offset(offset);
        const lines = await linesOf(
          db,
          rows.map((x) => x.r.id),
        );
        const units = (id: number) => lines.filter((l) => l.returnId === id).reduce((n, l) => n + l.quantity, 0);
        return rows.map((x) => rowOf(x, units(x.r.id)));
      },
      () => countOf(db, returnRequests, where),
    );
  }

  async function find(id: number) {
    const [x] = await base().where(eq(returnRequests.id, id));
    if (!x) throw notFound(M.notFound);
    return x;
  }

  async function get(id: number): Promise<AdminReturn> {
    const x = await find(id);
    const lines = await linesOf(db, [id]);
    return {
      ...rowOf(
        x,
        lines.reduce((n, l) => n + l.quantity, 0),
      ),
      email: x.user.email,
      note: x.r.note,
      has_photo: x.r.photo !== null,
      is_pickup: x.order.isPickup,
      rejection_reason: x.r.rejectionReason,
      refund_error: x.r.refundError,
      lines: lines.map((l) => ({
        line_id: l.orderItemId,
        name: l.name,
        image: imageUrl(l.image, 480),
        quantity: l.quantity,
        restocked: l.restocked,
      })),
    };
  }

  /** Moves the return from `from` to `to` with its audit entry, in one transaction; a conflict when it had moved on. */
  async function move(
    staff: StaffSession,
    id: number,
    from: ReturnStatus,
    to: ReturnStatus,
    refused: (status: string) => string,
    set: Partial<ReturnRow>,
    more: (tx: Tx, r: ReturnRow, x: Awaited<ReturnType<typeof find>>) => Promise<object | void>,
  ) {
    const x = await find(id);
    return db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, x.order.id)).for('update');
      const [moved] = await tx
        .update(returnRequests)
        .set({ ...set, status: to })
        .where(and(eq(returnRequests.id, id), eq(returnRequests.status, from)))
        .returning();
      if (!moved) {
        const [now] = await tx.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.id, id));
        throw conflict(refused(label(now!.status)));
      }
      const after = (await more(tx, moved, x)) ?? {};
      await recordAudit(tx, {
        staffId: staff.userId,
        ip: staff.ip,
        action: `return.${to === 'received' && from === 'refund_failed' ? 'retry' : to}`,
        targetType: 'return',
        targetId: id,
        before: { status: from, order: x.order.orderNumber },
        after: { status: to, ...after },
      });
      return moved;
    });
  }

  async function approve(staff: StaffSession, id: number) {
    await move(staff, id, 'requested', 'approved', M.approveOnlyRequested, { decidedAt: new Date() }, async (tx, r, x) => {
      const lines = await linesOf(tx, [r.id]);
      const units = lines.map((l) => `${l.quantity} × ${l.name}`);
      await enqueueMail(tx, returnApprovedMail(x.user.email, x.user.firstName, x.order, units, deps.publicUrl));
    });
    return get(id);
  }

  async function reject(staff: StaffSession, id: number, reason: string) {
    await move(
      staff,
      id,
      'requested',
      'rejected',
      M.approveOnlyRequested,
      { decidedAt: new Date(), rejectionReason: reason },
      async (tx, _r, x) => {
        await enqueueMail(tx, returnRejectedMail(x.user.email, x.user.firstName, x.order, reason, deps.publicUrl));
        return { reason };
      },
    );
    return get(id);
  }

  /**
   * Approved → received: the restocked units go back to stock and the refund is fixed (the lines'
   * share of what was paid, delivery when due), all in one transaction under the order's lock; only
   * the one caller whose conditional update moved the return then asks the provider.
   */
  async function receive(staff: StaffSession, id: number, body: ReceiveReturnBody) {
    const x = await find(id);
    const lines = await linesOf(db, [id]);
    const restock = new Map(body.lines.map((l) => [l.line_id, l.restock]));
    if (body.lines.some((l) => !lines.some((r) => r.orderItemId === l.line_id))) throw invalid(M.lineNotOnOrder);
    if (lines.some((l) => !restock.has(l.orderItemId))) throw invalid(M.restockLines);
    let productIds: number[] = [];
    const moved = await move(
      staff,
      id,
      'approved',
      'received',
      M.receiveOnlyApproved,
      { receivedAt: new Date() },
      async (tx, r, { order }) => {
        const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
        const before = await unitsInReturns(tx, order.id, BACK, r.id);
        const now = new Map(lines.map((l) => [l.orderItemId, l.quantity]));
        const allBack = items.every((i) => (before.get(i.id) ?? 0) + (now.get(i.id) ?? 0) >= i.quantity);
        const earlier = await tx
          .select({ id: returnRequests.id })
          .from(returnRequests)
          .where(and(eq(returnRequests.orderId, order.id), inArray(returnRequests.status, BACK), eq(returnRequests.refundsDelivery, true)));
        const withDelivery = earlier.length === 0 && (allBack || DELIVERY_REFUNDED_FOR.includes(r.reason));
        const refund = returnRefundMinor({
          lineTotals: items.map((i) => i.unitMinor * i.quantity),
          quantities: items.map((i) => i.quantity),
          discountMinor: order.discountMinor,
          deliveryMinor: order.deliveryMinor,
          returnedBefore: items.map((i) => before.get(i.id) ?? 0),
          returnedNow: items.map((i) => now.get(i.id) ?? 0),
          withDelivery,
        });
        // Where the tax was added at checkout (US sales tax), the refund gives back the tax of what came back too.
        const addedTax = order.taxIncluded
          ? 0
          : documentTotals(await returnCredit(tx, order, { unitsBefore: before, unitsNow: now, withDelivery }), false).taxMinor;
        const refundMinor = refund.totalMinor + addedTax;
        await tx.update(returnRequests).set({ refundMinor, refundsDelivery: withDelivery }).where(eq(returnRequests.id, r.id));
        for (const l of lines)
          await tx
            .update(returnLines)
            .set({ restocked: restock.get(l.orderItemId)! })
            .where(and(eq(returnLines.returnId, r.id), eq(returnLines.orderItemId, l.orderItemId)));
        const back = lines.filter((l) => restock.get(l.orderItemId));
        await moveStock(
          tx,
          back.map((l) => ({ productId: l.productId, key: stockKey(order.country), delta: l.quantity, name: l.name })),
        );
        productIds = back.map((l) => l.productId);
        return { refund: formatMoney(refundMinor, order.country), restocked: back.map((l) => `${l.quantity} × ${l.name}`) };
      },
    );
    if (productIds.length > 0) deps.stockChanged(productIds);
    const [fixed] = await db.select().from(returnRequests).where(eq(returnRequests.id, moved.id));
    const outcome = await askReturnRefund(db, deps, fixed!, staffActor(staff));
    return { outcome, data: await get(id), country: x.order.country };
  }

  /**
   * Refund failed → received again, then the provider is asked once more. The failed refund's id is
   * let go, so news of that refund can no longer touch the new attempt.
   */
  async function retry(staff: StaffSession, id: number) {
    const moved = await move(
      staff,
      id,
      'refund_failed',
      'received',
      M.retryOnlyFailed,
      { refundError: null, providerRefundId: null },
      async () => undefined,
    );
    const outcome = await askReturnRefund(db, deps, moved, staffActor(staff));
    return { outcome, data: await get(id) };
  }

  return { list, get, approve, reject, receive, retry, find };
}

export type StaffReturns = ReturnType<typeof createStaffReturns>;
