import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { nextNumber } from './numbering';
import { invoices } from './schema';

/**
 * The invoice of an order entering a paid status, in the transaction that moves it (the order's
 * row is locked there, so one order never gets two). An order paid again after a review keeps the
 * invoice it has.
 */
export async function issueInvoice(tx: Tx, orderId: number, at = new Date()) {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  const number = await nextNumber(tx, 'INV', at);
  const [row] = await tx.insert(invoices).values({ number, orderId, issuedAt: at }).returning();
  return row!;
}

/** An order's invoice, if it has one. */
export async function invoiceOf(db: Executor, orderId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}
