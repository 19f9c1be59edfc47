import { asc, eq } from 'drizzle-orm';
import {
  documentTotals,
  grossOf,
  invoiceLines,
  spreadCreditLines,
  uncredited,
  type CreditLine,
  type DocumentLine,
} from '../../domain/tax/credit';
import { formatRate } from '../../domain/tax/tax';
import type { OrderRow } from '../checkout/orders';
import { orderItems } from '../checkout/schema';
import type { Executor, Tx } from '../db/client';
import { invoiceOf } from './invoices';
import { nextNumber } from './numbering';
import { creditNotes } from './schema';

/** The lines an order's invoice shows: its order lines as charged, with their tax, and delivery's parts. */
export async function bookedLines(db: Executor, order: OrderRow): Promise<DocumentLine[]> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return invoiceLines(
    items.map((i) => ({
      id: i.id,
      name: i.name,
      unitMinor: i.unitMinor,
      quantity: i.quantity,
      rateBp: i.taxRateBp,
      exempt: i.taxClass === 'exempt',
      taxMinor: i.taxMinor,
    })),
    order.discountMinor,
    order.deliveryMinor,
    order.deliveryTax,
  );
}

/** An order's credit notes, oldest first. */
export function creditNotesOf(db: Executor, orderId: number) {
  return db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
}

/**
 * Writes the credit note of a refund in the refund's transaction, numbered from the `CN` series:
 * only for an order that has an invoice (a payment refunded before it ever became an order has
 * none) and only once per `source`. Null when there is nothing to credit.
 */
export async function issueCreditNote(tx: Tx, order: OrderRow, source: string, lines: readonly CreditLine[]) {
  const invoice = await invoiceOf(tx, order.id);
  if (!invoice || lines.length === 0) return null;
  const [done] = await tx.select().from(creditNotes).where(eq(creditNotes.source, source));
  if (done) return done;
  const totals = documentTotals(lines, order.taxIncluded);
  if (totals.totalMinor <= 0) return null;
  const issuedAt = new Date();
  const number = await nextNumber(tx, 'CN', issuedAt);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number,
      invoiceId: invoice.id,
      orderId: order.id,
      source,
      lines: [...lines],
      byRate: totals.byRate,
      totalMinor: totals.totalMinor,
      taxMinor: totals.taxMinor,
      issuedAt,
    })
    .returning();
  return row!;
}

/**
 * The credit note of a refund of money rather than of returned lines (staff refunding an order,
 * a late payment refunded): what is left of the invoice, line by line, when the amount is all of
 * it; otherwise the amount spread over the invoice's rates in proportion.
 */
export async function creditRefund(tx: Tx, order: OrderRow, source: string, amountMinor: number) {
  if (!(await invoiceOf(tx, order.id))) return null;
  const invoice = await bookedLines(tx, order);
  const earlier = (await creditNotesOf(tx, order.id)).flatMap((c) => c.lines);
  const left = uncredited(invoice, earlier);
  const leftMinor = left.reduce((s, l) => s + grossOf(l, order.taxIncluded), 0);
  const lines =
    amountMinor === leftMinor
      ? left
      : spreadCreditLines({
          invoice,
          earlier,
          amountMinor,
          included: order.taxIncluded,
          describe: (g) => (g.exempt ? 'Refund of part of the order, exempt' : `Refund of part of the order at ${formatRate(g.rateBp)}`),
        });
  return issueCreditNote(tx, order, source, lines);
}
