import { z } from 'zod';

/** `INV-2026-000001`, `CN-2026-000001`: a series, the year of issue, six digits. */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6}$/;
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{6}$/;

/** An order's invoice and credit notes, each with the address of its PDF (the shopper's or the back office's). */
export const orderDocumentsSchema = z.object({
  invoice: z.object({ number: z.string(), url: z.string() }).nullable(),
  credit_notes: z.array(z.object({ number: z.string(), url: z.string(), issued_at: z.string(), total_minor: z.number().int() })),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;

/** Where the shopper (`/api/orders`) or staff (`/api/admin/orders`) download an order's documents. */
export const documentPaths = (audience: 'shopper' | 'staff', orderNumber: string) => {
  const base = `${audience === 'staff' ? '/api/admin' : '/api'}/orders/${orderNumber}`;
  return { invoice: `${base}/invoice.pdf`, creditNote: (number: string) => `${base}/credit-notes/${number}.pdf` };
};

export const DOCUMENT_MESSAGES = {
  orderNotFound: 'Order not found',
  noInvoice: 'This order has no invoice yet: it is issued once the payment is confirmed.',
  creditNoteNotFound: 'Credit note not found',
} as const;
