import { lineTaxColumns, orderTaxColumns } from './columns';
import { asc, eq } from 'drizzle-orm';
import { orderTax } from '../../domain/tax/tax';
import { orderItems, orders } from '../checkout/schema';
import type { Db } from '../db/client';
import type { TestCustomer } from '../test/customers';
import { taxRuleFor } from './rules';

/**
 * Fixes a pending order's tax as checkout does when it is placed (from the rule of its country
 * and state): its lines' rates, charged amounts and tax, and the order's totals.
 */
export async function fixTax(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const rule = await taxRuleFor(db, order!.country, order!.address.state);
  const tax = orderTax({
    rule,
    lines: items.map((i) => ({ lineMinor: i.unitMinor * i.quantity, taxClass: i.taxClass })),
    discountMinor: order!.discountMinor,
    deliveryMinor: order!.deliveryMinor,
  });
  for (const [k, i] of items.entries()) {
    const l = tax.lines[k]!;
    await db.update(orderItems).set(lineTaxColumns(l)).where(eq(orderItems.id, i.id));
  }
  await db
    .update(orders)
    .set({
      ...orderTaxColumns(tax),
      totalMinor: order!.subtotalMinor + order!.deliveryMinor - order!.discountMinor + tax.addedMinor,
    })
    .where(eq(orders.id, orderId));
  return tax;
}

/** Pays a pending test-mode order as the shopper does (the test payment page, then the confirmation). */
export async function payTestOrder(customer: TestCustomer, reference: string) {
  await customer.post(`/api/test-payments/${reference}/pay`, {});
  const confirmed = await customer.post('/api/payments/confirm', { reference });
  if (confirmed.json().status !== 'processing') throw new Error(`payment failed: ${confirmed.body}`);
}

/** The text of a PDF, as `pdftotext -layout` reads it. */
export async function pdfText(data: Buffer): Promise<string> {
  const { execFileSync } = await import('node:child_process');
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: data }).toString('utf8');
}
