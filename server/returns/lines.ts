import { and, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import { RETURN_HOLDS_LINES, type ReturnStatus } from '../../domain/returns/returns';
import type { Db, Tx } from '../db/client';
import { orderItems, orderStatusEvents } from '../checkout/schema';
import { returnLines, returnRequests } from './schema';

/** Units of each order line held by returns in `statuses` (all but the return `except`). */
export async function unitsInReturns(tx: Db | Tx, orderId: number, statuses: readonly ReturnStatus[], except?: number) {
  const rows = await tx
    .select({ item: returnLines.orderItemId, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        inArray(returnRequests.status, [...statuses]),
        except === undefined ? undefined : ne(returnRequests.id, except),
      ),
    );
  const units = new Map<number, number>();
  for (const r of rows) units.set(r.item, (units.get(r.item) ?? 0) + r.quantity);
  return units;
}

/** The order's lines, each with how many units may still be asked back. */
export async function returnableLines(tx: Db | Tx, orderId: number) {
  const [items, held] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id),
    unitsInReturns(tx, orderId, RETURN_HOLDS_LINES),
  ]);
  return items.map((item) => ({ item, returnable: Math.max(0, item.quantity - (held.get(item.id) ?? 0)) }));
}

/** When the order was delivered: its latest move to `completed`, if any. */
export async function deliveredAt(tx: Db | Tx, orderId: number): Promise<Date | null> {
  const [event] = await tx
    .select({ at: orderStatusEvents.at })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.toStatus, 'completed')))
    .orderBy(desc(orderStatusEvents.at))
    .limit(1);
  return event?.at ?? null;
}

/** The lines of some returns, with their order line's name and picture. */
export async function linesOf(tx: Db | Tx, returnIds: number[]) {
  if (returnIds.length === 0) return [];
  return tx
    .select({
      returnId: returnLines.returnId,
      orderItemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      restocked: returnLines.restocked,
      name: orderItems.name,
      image: orderItems.image,
      productId: orderItems.productId,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(returnLines.orderItemId);
}

/** Whether any of the order's units were asked back (a rejected request does not count). */
export async function hasReturns(db: Db | Tx, orderId: number) {
  return (await unitsInReturns(db, orderId, RETURN_HOLDS_LINES)).size > 0;
}

/**
 * Units of each order line in the returns that came back before `r` (received, refunded or whose
 * refund failed, received no later than it): what its refund was counted after.
 */
export async function unitsBackBefore(tx: Db | Tx, r: { id: number; orderId: number; receivedAt: Date | null }) {
  const rows = await tx
    .select({ item: returnLines.orderItemId, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(
      and(
        eq(returnRequests.orderId, r.orderId),
        inArray(returnRequests.status, ['received', 'refunded', 'refund_failed']),
        ne(returnRequests.id, r.id),
        r.receivedAt ? lte(returnRequests.receivedAt, r.receivedAt) : undefined,
      ),
    );
  const units = new Map<number, number>();
  for (const x of rows) units.set(x.item, (units.get(x.item) ?? 0) + x.quantity);
  return units;
}
