import { eq, inArray } from 'drizzle-orm';
import { products } from '../catalog/schema';
import { orderItems, orders } from '../checkout/schema';
import { holdsStock } from '../checkout/orders';
import type { Database } from '../db/client';
import { mailOutbox } from '../mail/schema';
import { paymentLedger } from '../payments/schema';
import { isPaidStatus } from '../../domain/orders';

/**
 * Whether a shop's books agree, in the words of what disagrees (none: they agree): every paid order
 * has exactly one payment in the ledger and one confirmation mail, nothing else has either, every
 * order has its lines, and the product's stock is its initial stock less what orders hold.
 */
export async function shopBooks(database: Database, productId: number, initialStock: number) {
  const db = database.db;
  const all = await db.select().from(orders);
  const items = await db.select().from(orderItems);
  const payments = await db.select().from(paymentLedger).where(eq(paymentLedger.kind, 'payment'));
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'));
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const problems: string[] = [];

  const paid = all.filter((o) => isPaidStatus(o.status));
  const paidIds = paid.map((o) => o.id).sort((a, b) => a - b);
  const ledgerIds = payments.map((p) => p.orderId).sort((a, b) => a - b);
  if (JSON.stringify(paidIds) !== JSON.stringify(ledgerIds)) problems.push(`paid orders ${paidIds} but ledger payments for ${ledgerIds}`);
  for (const o of paid) {
    const payment = payments.find((p) => p.orderId === o.id);
    if (payment && payment.amountMinor !== o.totalMinor) problems.push(`${o.orderNumber} paid ${payment.amountMinor} of ${o.totalMinor}`);
    const sent = mails.filter((m) => m.subject.includes(o.orderNumber)).length;
    if (sent !== 1) problems.push(`${o.orderNumber} has ${sent} confirmation mails`);
  }
  if (mails.length !== paid.length) problems.push(`${mails.length} confirmation mails for ${paid.length} paid orders`);

  let held = 0;
  for (const o of all) {
    const lines = items.filter((i) => i.orderId === o.id);
    if (lines.length === 0) problems.push(`${o.orderNumber} (${o.status}) has no lines`);
    if (await holdsStock(db, o)) held += lines.filter((i) => i.productId === productId).reduce((s, i) => s + i.quantity, 0);
  }
  if (product!.stockNg !== initialStock - held) problems.push(`stock ${product!.stockNg}, expected ${initialStock} - ${held}`);
  return { orders: all.length, paid: paid.length, paidReferences: paid.map((o) => o.paymentReference), problems };
}

/** The orders behind payment references, by reference. */
export async function ordersByReference(database: Database, references: string[]) {
  if (references.length === 0) return new Map<string, typeof orders.$inferSelect>();
  const rows = await database.db.select().from(orders).where(inArray(orders.paymentReference, references));
  return new Map(rows.map((o) => [o.paymentReference, o]));
}
