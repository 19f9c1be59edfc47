import crypto from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { stockKey } from '../../domain/pricing';
import type { Db, Tx } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { products } from '../catalog/schema';
import type { PricedOrder } from './pricing';
import { orderItems, orders } from './schema';
import { changeOrderStatus, CUSTOMER, recordOrderCreated, SYSTEM, type Actor } from './status';

const STOCK = { NG: products.stockNg, US: products.stockUs, GB: products.stockGb } as const;
const STOCK_FIELD = { NG: 'stockNg', US: 'stockUs', GB: 'stockGb' } as const;

export type OrderRow = typeof orders.$inferSelect;

const randomCode = (bytes: number) => crypto.randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'X').toUpperCase();

/**
 * Places a pending order and reserves its stock in one transaction: all of it or none of it.
 * The same idempotency key from the same customer returns the order already placed.
 */
export async function createPendingOrder(
  db: Db, userId: number, key: string, priced: PricedOrder, provider: string,
  /** More writes in the same transaction (a shop code's use); throwing undoes the order. */
  withOrder: (tx: Tx, order: OrderRow) => Promise<void> = async () => {},
): Promise<{ order: OrderRow; created: boolean }> {
  const existing = await findByKey(db, userId, key);
  if (existing) return { order: existing, created: false };
  try {
    return await db.transaction(async (tx) => {
      // Rows are locked in product-id order, here and on release, so two carts holding the same
      // products in another order wait for each other instead of deadlocking.
      for (const line of [...priced.lines].sort((a, b) => a.productId - b.productId)) {
        const column = STOCK[priced.stockKey];
        // The conditional update is the reservation: it fails rather than go below 0.
        const updated = await tx.update(products)
          .set({ [STOCK_FIELD[priced.stockKey]]: sql`${column} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), gte(column, line.quantity)))
          .returning({ id: products.id });
        if (updated.length === 0) throw new HttpError(409, `${line.name} is out of stock`);
      }
      const [order] = await tx.insert(orders).values({
        orderNumber: `ZR-${randomCode(5)}`,
        userId,
        idempotencyKey: key,
        country: priced.country,
        currency: priced.currency,
        subtotalMinor: priced.subtotalMinor,
        deliveryMinor: priced.deliveryMinor,
        discountMinor: priced.discountMinor,
        totalMinor: priced.totalMinor,
        discountCodeId: priced.code?.id ?? null,
        influencerId: priced.code?.influencerId ?? null,
        customerBp: priced.code?.customerBp ?? 0,
        selfBp: priced.code?.selfBp ?? 0,
        isPickup: priced.isPickup,
        deliveryMethod: priced.deliveryMethod,
        address: priced.address,
        paymentProvider: provider,
        paymentReference: `zr_${randomCode(12)}`,
      }).returning();
      await tx.insert(orderItems).values(priced.lines.map((l) => ({ orderId: order!.id, ...l })));
      await recordOrderCreated(tx, order!.id, CUSTOMER, 'Checkout started');
      await withOrder(tx, order!);
      return { order: order!, created: true };
    });
  } catch (err) {
    // Two identical requests at once: the loser (of the unique key, or of the last unit the
    // winner reserved) returns the winner's order.
    if (err instanceof HttpError || uniqueViolation(err) !== null) {
      const order = await findByKey(db, userId, key);
      if (order) return { order, created: false };
    }
    throw err;
  }
}

/** The order a customer's checkout attempt (idempotency key) already made, if any. */
export async function findByKey(db: Db, userId: number, key: string) {
  const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))).limit(1);
  return row ?? null;
}

export async function findByReference(db: Db, reference: string) {
  const [row] = await db.select().from(orders).where(eq(orders.paymentReference, reference)).limit(1);
  return row ?? null;
}

/** Ends a pending order and gives its reserved stock back, once. */
export async function cancelPendingOrder(db: Db, orderId: number, actor: Actor = SYSTEM, note?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await changeOrderStatus(tx, { orderId, from: 'pending', to: 'cancelled', actor, note });
    if (!order) return false;
    await restock(tx, order);
    return true;
  });
}

/** Gives an order's units back to its country's stock (in product order, as reservations lock). */
export async function restock(tx: Tx, order: Pick<OrderRow, 'id' | 'country'>) {
  const key = stockKey(order.country);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productId));
  for (const item of items) {
    await tx.update(products).set({ [STOCK_FIELD[key]]: sql`${STOCK[key]} + ${item.quantity}` }).where(eq(products.id, item.productId));
  }
}

/** Cancels a customer's other pending orders, giving their stock back. */
export async function cancelOtherPendingOrders(db: Db, userId: number, keepOrderId: number) {
  const others = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), ne(orders.id, keepOrderId)));
  for (const o of others) await cancelPendingOrder(db, o.id);
}

export async function ordersOfUser(db: Db, userId: number) {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((o) => o.id)));
  return rows.map((o) => ({ order: o, items: items.filter((i) => i.orderId === o.id) }));
}
