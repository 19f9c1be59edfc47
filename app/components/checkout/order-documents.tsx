import type { CountryCode } from '../../../domain/country';
import { formatMoney } from '../../../domain/money';
import type { OrderDocuments } from '../../../domain/tax/documents';
import { formatDate } from '../../lib/format';

const link = 'font-semibold text-cocoa-950 underline underline-offset-4 hover:text-terracotta-600';

/** The order's invoice and credit notes as PDF downloads; nothing until the order is invoiced. */
export function OrderDocumentLinks({ documents, country }: { documents: OrderDocuments; country: CountryCode }) {
  if (!documents.invoice) return null;
  return (
    <ul aria-label="Invoice and credit notes" className="space-y-1.5 text-sm">
      <li>
        <a href={documents.invoice.url} target="_blank" rel="noopener" className={link}>
          Invoice {documents.invoice.number} (PDF)
        </a>
      </li>
      {documents.credit_notes.map((c) => (
        <li key={c.number}>
          <a href={c.url} target="_blank" rel="noopener" className={link}>
            Credit note {c.number} (PDF)
          </a>{' '}
          <span className="text-cocoa-600">
            {formatMoney(c.total_minor, country)} · {formatDate(c.issued_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The shopper's order page: the same links in a card of their own. */
export function OrderDocumentsPanel({ documents, country }: { documents: OrderDocuments; country: CountryCode }) {
  if (!documents.invoice) return null;
  return (
    <section aria-labelledby="order-documents" className="rounded-[1.75rem] border border-sand-200 bg-white p-5 sm:p-7">
      <h2 id="order-documents" className="mb-3 font-serif text-xl text-cocoa-950 sm:text-2xl">
        Invoice
      </h2>
      <OrderDocumentLinks documents={documents} country={country} />
    </section>
  );
}
