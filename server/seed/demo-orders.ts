import { and, eq } from 'drizzle-orm';
import { returnRefundMinor } from '../../domain/returns/returns';
import { orderTax } from '../../domain/tax/tax';
import type { products } from '../catalog/schema';
import { createDeliveryService, PICKUP_STATION } from '../checkout/delivery';
import { orderItems, orders, orderStatusEvents } from '../checkout/schema';
import { changeOrderStatus, CUSTOMER, recordOrderCreated, SYSTEM } from '../checkout/status';
import type { Db, Tx } from '../db/client';
import { recordPayment } from '../payments/ledger';
import { paymentLedger } from '../payments/schema';
import { writeReturnRefund } from '../returns/refund';
import { returnLines, returnRequests } from '../returns/schema';
import { lineTaxColumns, orderTaxColumns } from '../tax/columns';
import { taxRuleFor } from '../tax/rules';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
type Product = typeof products.$inferSelect;

/** Where a shipped demo order goes: a Lekki address, at the shop's fee for the area. */
const HOME = {
  name: 'Chioma Okeke',
  address: '12 Admiralty Road',
  city: 'Lekki Phase 1',
  state: 'Lagos',
  country: 'NG',
  phone: '+234 803 555 0101',
};

/**
 * A paid NG order of one unit of each product, placed `days` ago and moved through the order's own
 * status steps to `to`: delivered (collected at the pickup station) or shipped to a Lekki address by GIG. Its
 * payment is in the payment ledger and its invoice in the books, as checkout writes them; its
 * timeline and payment are then dated back (demo history).
 */
export async function demoOrder(
  db: Db,
  o: { userId: number; number: string; items: Product[]; days: number; to: 'completed' | 'shipped' },
) {
  const at = daysAgo(o.days);
  const pickup = o.to === 'completed';
  const deliveryMinor = pickup ? 0 : ((await createDeliveryService(db).ngFee(HOME.state, HOME.city))?.feeMinor ?? 0);
  const subtotal = o.items.reduce((sum, p) => sum + p.priceNgn, 0);
  return db.transaction(async (tx) => {
    const tax = orderTax({
      rule: await taxRuleFor(tx, 'NG'),
      lines: o.items.map((p) => ({ lineMinor: p.priceNgn, taxClass: p.taxClass })),
      discountMinor: 0,
      deliveryMinor,
    });
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: o.number,
        userId: o.userId,
        idempotencyKey: `demo-${o.number}`,
        country: 'NG',
        currency: 'NGN',
        subtotalMinor: subtotal,
        deliveryMinor,
        discountMinor: 0,
        totalMinor: subtotal + deliveryMinor,
        ...orderTaxColumns(tax),
        isPickup: pickup,
        deliveryMethod: pickup ? 'Pickup' : 'Home delivery',
        address: pickup ? { ...PICKUP_STATION } : { ...HOME },
        paymentProvider: 'test',
        paymentReference: `zr_demo_${o.number.toLowerCase()}`,
        createdAt: at,
      })
      .returning();
    const id = order!.id;
    await tx.insert(orderItems).values(
      o.items.map((p, i) => ({
        orderId: id,
        productId: p.id,
        name: p.name,
        image: p.image,
        unitMinor: p.priceNgn,
        originalMinor: p.priceNgn,
        quantity: 1,
        taxClass: p.taxClass,
        ...lineTaxColumns(tax.lines[i]!),
      })),
    );
    await recordOrderCreated(tx, id, CUSTOMER, 'Checkout started');
    const paid = await changeOrderStatus(tx, { orderId: id, from: 'pending', to: 'processing', actor: SYSTEM, set: { paidAt: at } });
    await recordPayment(tx, paid!, { status: 'succeeded', amountMinor: paid!.totalMinor, currency: 'NGN', eventId: `demo-${o.number}` });
    const done = pickup
      ? await changeOrderStatus(tx, { orderId: id, from: 'processing', to: 'completed', actor: SYSTEM, note: 'Delivered' })
      : await changeOrderStatus(tx, {
          orderId: id,
          from: 'processing',
          to: 'shipped',
          actor: SYSTEM,
          note: 'GIG Logistics · GIG7043418826',
          set: { carrier: 'gig', carrierName: null, trackingNumber: 'GIG7043418826' },
        });
    await tx.update(orderStatusEvents).set({ at }).where(eq(orderStatusEvents.orderId, id));
    await tx.update(paymentLedger).set({ at }).where(eq(paymentLedger.orderId, id));
    return done!;
  });
}

/**
 * A delivered order of which the shopper returned the last product (changed her mind) and got its
 * share back: the return asked, approved, received (not restocked) and refunded, with the refund in
 * the payment ledger and its credit note, written as a return's refund writes them; the steps dated
 * back from `days` ago.
 */
export async function partlyRefundedOrder(db: Db, o: { userId: number; number: string; items: Product[]; days: number }) {
  const order = await demoOrder(db, { ...o, to: 'completed' });
  await db.transaction(async (tx: Tx) => {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    const back = items.at(-1)!;
    const refund = returnRefundMinor({
      lineTotals: items.map((i) => i.unitMinor * i.quantity),
      quantities: items.map((i) => i.quantity),
      discountMinor: order.discountMinor,
      deliveryMinor: order.deliveryMinor,
      returnedBefore: items.map(() => 0),
      returnedNow: items.map((i) => (i.id === back.id ? 1 : 0)),
      withDelivery: false,
    });
    const step = (day: number) => daysAgo(o.days - day);
    const [r] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        status: 'refunded',
        reason: 'changed_mind',
        note: 'Too strong for my skin, unopened.',
        refundMinor: refund.totalMinor,
        createdAt: step(2),
        decidedAt: step(3),
        receivedAt: step(7),
        refundedAt: step(7),
      })
      .returning();
    await tx.insert(returnLines).values({ returnId: r!.id, orderItemId: back.id, quantity: 1, restocked: false });
    await writeReturnRefund(tx, order, r!, SYSTEM);
    await tx
      .update(paymentLedger)
      .set({ at: step(7) })
      .where(and(eq(paymentLedger.orderId, order.id), eq(paymentLedger.kind, 'refund')));
  });
}
