import { and, eq, isNotNull } from 'drizzle-orm';
import { DOCUMENT_MESSAGES as M, documentPaths, type OrderDocuments } from '../../domain/tax/documents';
import type { OrderRow } from '../checkout/orders';
import { orders } from '../checkout/schema';
import type { Db, Executor } from '../db/client';
import { notFound } from '../domain-error';
import { creditNotesOf } from './credit-notes';
import { creditNoteDocument, invoiceDocument } from './document';
import { invoiceOf } from './invoices';
import { drawDocument } from './pdf';

/** An order's invoice and credit notes with the addresses of their PDFs, for the order's pages. */
export async function documentsOf(db: Executor, order: OrderRow, audience: 'shopper' | 'staff'): Promise<OrderDocuments> {
  const [invoice, notes] = await Promise.all([invoiceOf(db, order.id), creditNotesOf(db, order.id)]);
  const paths = documentPaths(audience, order.orderNumber);
  return {
    invoice: invoice && { number: invoice.number, url: paths.invoice },
    credit_notes: notes.map((n) => ({
      number: n.number,
      url: paths.creditNote(n.number),
      issued_at: n.issuedAt.toISOString(),
      total_minor: n.totalMinor,
    })),
  };
}

/** The PDFs of an order's documents: the shopper's own paid orders only, any order for staff. */
export function createDocumentService(db: Db) {
  async function orderFor(orderNumber: string, userId: number | null) {
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.orderNumber, orderNumber), userId === null ? undefined : and(eq(orders.userId, userId), isNotNull(orders.paidAt))),
      );
    if (!order) throw notFound(M.orderNotFound);
    return order;
  }

  async function invoicePdf(orderNumber: string, userId: number | null) {
    const order = await orderFor(orderNumber, userId);
    const doc = await invoiceDocument(db, order);
    if (!doc) throw notFound(M.noInvoice);
    return { name: `${doc.number}.pdf`, data: await drawDocument(doc) };
  }

  async function creditNotePdf(orderNumber: string, number: string, userId: number | null) {
    const order = await orderFor(orderNumber, userId);
    const doc = await creditNoteDocument(db, order, number);
    if (!doc) throw notFound(M.creditNoteNotFound);
    return { name: `${doc.number}.pdf`, data: await drawDocument(doc) };
  }

  return { invoicePdf, creditNotePdf };
}

export type DocumentService = ReturnType<typeof createDocumentService>;

/** The shopper's address of an order's invoice or credit note PDF under the shop's public URL, for mails. */
export function mailedDocument(publicUrl: string, orderNumber: string, doc: { number: string } | null) {
  if (!doc) return null;
  const paths = documentPaths('shopper', orderNumber);
  const path = doc.number.startsWith('CN-') ? paths.creditNote(doc.number) : paths.invoice;
  return { number: doc.number, url: `${publicUrl}${path}` };
}
