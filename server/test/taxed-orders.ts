import { orderTaxColumns } from '../tax/columns';
import crypto from 'node:crypto';
import type { ShippingCountry } from '../../domain/country';
import { orderTax, type TaxClass, type TaxRule } from '../../domain/tax/tax';
import { orderItems, orderRefunds, orders } from '../checkout/schema';
import type { Db } from '../db/client';
import { paymentLedger } from '../payments/schema';
import { returnRequests } from '../returns/schema';
import { creditNotes, invoices, type CreditLine } from '../tax/schema';

export const VAT_GB: TaxRule = { name: 'VAT', rateBp: 2000, included: true, registration: 'GB123456789' };
export const VAT_NG: TaxRule = { name: 'VAT', rateBp: 750, included: true, registration: '' };
export const SALES_TAX_NY: TaxRule = { name: 'Sales tax', rateBp: 888, included: false, registration: 'NY-1' };

const CURRENCY: Partial<Record<ShippingCountry, string>> = { NG: 'NGN', GB: 'GBP' };
let numbered = 0;
const next = () => String(++numbered).padStart(6, '0');

export interface SeedLine {
  name: string;
  unitMinor: number;
  quantity: number;
  taxClass?: TaxClass;
}

/**
 * A paid order written straight into the books, its tax computed by the shop's own rules: the order
 * and its lines with their tax, its ledger payment at `paidAt` and its invoice, issued then.
 */
export async function seedPaidOrder(
  db: Db,
  o: {
    userId: number;
    productId: number;
    country: ShippingCountry;
    state?: string;
    rule: TaxRule | null;
    lines: SeedLine[];
    discountMinor?: number;
    deliveryMinor?: number;
    paidAt: Date;
  },
) {
  const discountMinor = o.discountMinor ?? 0;
  const deliveryMinor = o.deliveryMinor ?? 0;
  const subtotalMinor = o.lines.reduce((s, l) => s + l.unitMinor * l.quantity, 0);
  const tax = orderTax({
    rule: o.rule,
    lines: o.lines.map((l) => ({ lineMinor: l.unitMinor * l.quantity, taxClass: l.taxClass ?? 'standard' })),
    discountMinor,
    deliveryMinor,
  });
  const totalMinor = subtotalMinor - discountMinor + deliveryMinor + tax.addedMinor;
  const reference = `seed-${crypto.randomBytes(6).toString('hex')}`;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ZR-S${next()}`,
      userId: o.userId,
      idempotencyKey: reference,
      status: 'completed',
      country: o.country,
      currency: CURRENCY[o.country] ?? 'USD',
      subtotalMinor,
      deliveryMinor,
      discountMinor,
      totalMinor,
      ...orderTaxColumns(tax),
      isPickup: deliveryMinor === 0,
      deliveryMethod: 'Standard',
      address: { address: '1 Test Street', city: 'Test', state: o.state ?? '', phone: '+2348030000000' },
      paymentProvider: 'test',
      paymentReference: reference,
      paidAt: o.paidAt,
      createdAt: o.paidAt,
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(
      o.lines.map((l, i) => ({
        orderId: order!.id,
        productId: o.productId,
        name: l.name,
        image: 'serum.webp',
        unitMinor: l.unitMinor,
        originalMinor: l.unitMinor,
        quantity: l.quantity,
        taxClass: l.taxClass ?? 'standard',
        taxRateBp: tax.lines[i]!.rateBp,
        chargedMinor: tax.lines[i]!.chargedMinor,
        taxMinor: tax.lines[i]!.taxMinor,
      })),
    )
    .returning();
  await db.insert(paymentLedger).values({
    orderId: order!.id,
    kind: 'payment',
    amountMinor: totalMinor,
    currency: order!.currency,
    provider: 'test',
    providerRef: reference,
    at: o.paidAt,
  });
  const [invoice] = await db
    .insert(invoices)
    .values({ number: `INV-${o.paidAt.getUTCFullYear()}-${next()}`, orderId: order!.id, issuedAt: o.paidAt })
    .returning();
  return { order: order!, items, invoice: invoice!, tax };
}

export type SeededOrder = Awaited<ReturnType<typeof seedPaidOrder>>;

/**
 * A refund written as the shop writes one: the staff refund (whole order) or the return (the
 * lines named, whole) with its provider refund id, the ledger's refund row at `at`, and the credit
 * note saying what it gave back, issued then. Answers the ledger row (for a later reversal) and the note's tax.
 */
export async function seedRefund(db: Db, seeded: SeededOrder, r: { at: Date; staffId: number; itemIndexes?: number[] }) {
  const { order, items, tax, invoice } = seeded;
  const refundId = `re_${crypto.randomBytes(6).toString('hex')}`;
  const whole = !r.itemIndexes;
  const lines: CreditLine[] = whole
    ? [
        ...items.map((it) => ({
          orderItemId: it.id,
          description: it.name,
          quantity: it.quantity,
          rateBp: it.taxRateBp,
          exempt: it.taxClass === 'exempt',
          chargedMinor: it.chargedMinor,
          taxMinor: it.taxMinor,
        })),
        ...tax.delivery.map((d) => ({
          orderItemId: null,
          description: 'Delivery',
          quantity: 1,
          rateBp: d.rateBp,
          exempt: d.exempt,
          chargedMinor: d.chargedMinor,
          taxMinor: d.taxMinor,
        })),
      ]
    : r.itemIndexes!.map((i) => {
        const it = items[i]!;
        return {
          orderItemId: it.id,
          description: it.name,
          quantity: it.quantity,
          rateBp: it.taxRateBp,
          exempt: it.taxClass === 'exempt',
          chargedMinor: it.chargedMinor,
          taxMinor: it.taxMinor,
        };
      });
  const byRate = new Map<string, { rateBp: number; exempt: boolean; netMinor: number; taxMinor: number }>();
  for (const l of lines) {
    const k = `${l.exempt}${l.rateBp}`;
    const at = byRate.get(k) ?? { rateBp: l.rateBp, exempt: l.exempt, netMinor: 0, taxMinor: 0 };
    at.netMinor += order.taxIncluded ? l.chargedMinor - l.taxMinor : l.chargedMinor;
    at.taxMinor += l.taxMinor;
    byRate.set(k, at);
  }
  const taxMinor = lines.reduce((s, l) => s + l.taxMinor, 0);
  const amountMinor = lines.reduce((s, l) => s + l.chargedMinor + (order.taxIncluded ? 0 : l.taxMinor), 0);
  let source: string;
  if (whole) {
    const [row] = await db
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        amountMinor,
        currency: order.currency,
        provider: 'test',
        providerRefundId: refundId,
        status: 'succeeded',
        staffId: r.staffId,
        createdAt: r.at,
        completedAt: r.at,
      })
      .returning();
    source = `refund:${row!.id}`;
  } else {
    const [row] = await db
      .insert(returnRequests)
      .values({
        orderId: order.id,
        status: 'refunded',
        reason: 'damaged',
        refundMinor: amountMinor,
        providerRefundId: refundId,
        refundedAt: r.at,
      })
      .returning();
    source = `return:${row!.id}`;
  }
  const [refund] = await db
    .insert(paymentLedger)
    .values({
      orderId: order.id,
      kind: 'refund',
      amountMinor: -amountMinor,
      currency: order.currency,
      provider: 'test',
      providerRef: refundId,
      at: r.at,
    })
    .returning();
  await db.insert(creditNotes).values({
    number: `CN-${r.at.getUTCFullYear()}-${next()}`,
    invoiceId: invoice.id,
    orderId: order.id,
    source,
    lines,
    byRate: [...byRate.values()],
    totalMinor: amountMinor,
    taxMinor,
    issuedAt: r.at,
  });
  return { ledger: refund!, taxMinor, byRate: [...byRate.values()] };
}

/** The provider reported the refund failed after all: the money stayed, a reversal row at `at`. */
export async function seedReversal(db: Db, refund: typeof paymentLedger.$inferSelect, at: Date) {
  await db.insert(paymentLedger).values({
    orderId: refund.orderId,
    kind: 'reversal',
    amountMinor: -refund.amountMinor,
    currency: refund.currency,
    provider: refund.provider,
    providerRef: refund.providerRef,
    at,
  });
}
