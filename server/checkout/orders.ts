import { orderTaxColumns } from '../tax/columns';
import { isPaidStatus } from '../../domain/orders';
import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { ShippingCountry } from '../../domain/country';
import { stockKey } from '../../domain/pricing';
import type { Db, Tx } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { moveStock, type StockChange } from '../catalog/stock';
import { isKind } from '../domain-error';
import type { PricedOrder } from './pricing';
import { orderItems, orders, orderStatusEvents } from './schema';
import { changeOrderStatus, CUSTOMER, recordOrderCreated, SYSTEM, type Actor } from './status';

export type OrderRow = typeof orders.$inferSelect;

/** The timeline note of an attempt that a newer one replaced. */
const REPLACED_NOTE = 'Replaced by a newer checkout';

const randomCode = (bytes: number) => crypto.randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'X').toUpperCase();

async function itemsAsStock(tx: Tx, order: OrderRow, sign: 1 | -1): Promise<StockChange[]> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return items.map((i) => ({ productId: i.productId, key: stockKey(order.country), delta: sign * i.quantity, name: i.name }));
}

/**
 * Places a pending order (a checkout attempt) and reserves its stock in one transaction: all of it
 * or none of it. Attempts in `replacing` (the customer's open one) end as `abandoned` in the same
 * transaction, their stock netted against the new reservation, so the last unit moves from the
 * old attempt to the new one. The same idempotency key from the same customer returns the order
 * already placed.
 */
export async function createPendingOrder(
  db: Db,
  userId: number,
  key: string,
  priced: PricedOrder,
  provider: string,
  replacing: OrderRow[] = [],
  /** More writes in the same transaction (a shop code's use); throwing undoes the order. */
  withOrder: (tx: Tx, order: OrderRow) => Promise<void> = async () => {},
): Promise<{ order: OrderRow; created: boolean }> {
  const existing = await findByKey(db, userId, key);
  if (existing) return { order: existing, created: false };
  try {
    return await db.transaction(async (tx) => {
      const changes: StockChange[] = [];
      const replaced: number[] = [];
      for (const old of replacing) {
        const ended = await changeOrderStatus(tx, {
          orderId: old.id,
          from: 'pending',
          to: 'abandoned',
          actor: CUSTOMER,
          note: REPLACED_NOTE,
        });
        if (!ended) continue;
        replaced.push(ended.id);
        changes.push(...(await itemsAsStock(tx, ended, 1)));
      }
      for (const line of priced.lines)
        changes.push({ productId: line.productId, key: priced.stockKey, delta: -line.quantity, name: line.name });
      await moveStock(tx, changes);
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: `ZR-${randomCode(5)}`,
          userId,
          idempotencyKey: key,
          country: priced.country,
          currency: priced.currency,
          subtotalMinor: priced.subtotalMinor,
          deliveryMinor: priced.deliveryMinor,
          discountMinor: priced.discountMinor,
          totalMinor: priced.totalMinor,
          ...orderTaxColumns(priced.tax),
          discountCodeId: priced.code?.id ?? null,
          influencerId: priced.code?.influencerId ?? null,
          customerBp: priced.code?.customerBp ?? 0,
          selfBp: priced.code?.selfBp ?? 0,
          isPickup: priced.isPickup,
          deliveryMethod: priced.deliveryMethod,
          address: priced.address,
          paymentProvider: provider,
          paymentReference: `zr_${randomCode(12)}`,
        })
        .returning();
      await tx.insert(orderItems).values(priced.lines.map((l) => ({ orderId: order!.id, ...l })));
      await recordOrderCreated(tx, order!.id, CUSTOMER, 'Checkout started');
      if (replaced.length > 0) await tx.update(orders).set({ replacedById: order!.id }).where(inArray(orders.id, replaced));
      await withOrder(tx, order!);
      return { order: order!, created: true };
    });
  } catch (err) {
    // Two identical requests at once: the loser (of the unique key, or of the last unit the
    // winner reserved) returns the winner's order.
    if (isKind(err, 'conflict') || uniqueViolation(err) !== null) {
      const order = await findByKey(db, userId, key);
      if (order) return { order, created: false };
    }
    throw err;
  }
}

/** The order a customer's checkout attempt (idempotency key) already made, if any. */
export async function findByKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findByReference(db: Db, reference: string) {
  const [row] = await db.select().from(orders).where(eq(orders.paymentReference, reference)).limit(1);
  return row ?? null;
}

/** How a checkout attempt ended unpaid, for its timeline. */
interface AttemptEnd {
  actor?: Actor;
  note: string;
  /** The newer attempt that replaced it. */
  replacedById?: number;
  /** `abandoned` (the default) for attempts; `cancelled` when staff stop an unpaid order. */
  to?: 'abandoned' | 'cancelled';
}

/**
 * Whether an order still holds the stock it reserved: a pending or paid one does; one held for review
 * does only when it went there straight from pending (a paid amount that differed), not when it was
 * paid after it had been cancelled or abandoned (its stock went back then).
 */
export async function holdsStock(tx: Db | Tx, order: OrderRow): Promise<boolean> {
  if (order.status !== 'review') return order.status === 'pending' || isPaidStatus(order.status);
  const [entered] = await tx
    .select({ from: orderStatusEvents.fromStatus })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.toStatus, 'review')))
    .orderBy(desc(orderStatusEvents.id))
    .limit(1);
  return entered?.from === 'pending';
}

/** Gives an order's reserved stock back. */
export async function releaseStock(tx: Tx, order: OrderRow) {
  await moveStock(tx, await itemsAsStock(tx, order, 1));
}

/** Ends a pending order (a checkout attempt) and gives its reserved stock back, once. */
export async function endPendingOrder(db: Db, orderId: number, end: AttemptEnd): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await changeOrderStatus(tx, {
      orderId,
      from: 'pending',
      to: end.to ?? 'abandoned',
      actor: end.actor ?? SYSTEM,
      note: end.note,
      set: end.replacedById ? { replacedById: end.replacedById } : undefined,
    });
    if (!order) return false;
    await releaseStock(tx, order);
    return true;
  });
}

/** The customer's open checkout attempts (at most one, by the unique index). */
/** Units the customer's open attempt holds: a new attempt for the same basket may take them over. */
export async function heldBy(db: Db, open: OrderRow[], country: ShippingCountry) {
  const held = new Map<number, number>();
  const key = stockKey(country);
  for (const o of open.filter((x) => stockKey(x.country) === key)) {
    for (const i of await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)))
      held.set(i.productId, (held.get(i.productId) ?? 0) + i.quantity);
  }
  return held;
}

export function openAttempts(db: Db, userId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
}

/** Orders a shopper sees in My Orders: paid at least once; attempts never show. */
export async function ordersOfUser(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    );
  return rows.map((o) => ({ order: o, items: items.filter((i) => i.orderId === o.id) }));
}

/** Where the shopper pays an attempt whose payment the provider has started (its page or card secret). */
export async function recordPaymentStart(
  db: Db,
  orderId: number,
  started: { paymentUrl?: string; clientSecret?: string; providerPaymentId?: string },
) {
  const [updated] = await db
    .update(orders)
    .set({
      paymentUrl: started.paymentUrl ?? null,
      clientSecret: started.clientSecret ?? null,
      providerPaymentId: started.providerPaymentId ?? null,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return updated!;
}

/** Orders still waiting for their payment, per provider: how many, and how long the oldest has waited (for monitoring). */
export async function awaitingPayment(db: Db): Promise<{ provider: string; count: number; oldestSeconds: number }[]> {
  const rows = await db
    .select({
      provider: orders.paymentProvider,
      count: count(),
      oldestSeconds: sql<string>`extract(epoch from now() - ${min(orders.createdAt)})`,
    })
    .from(orders)
    .where(eq(orders.status, 'pending'))
    .groupBy(orders.paymentProvider);
  return rows.map((r) => ({ provider: r.provider, count: r.count, oldestSeconds: Math.max(0, Number(r.oldestSeconds)) }));
}
