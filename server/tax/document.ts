import { eq } from 'drizzle-orm';
import { SELECTABLE_COUNTRIES } from '../../domain/country';
import { currencySymbol } from '../../domain/currency';
import { HOME_COUNTRY, MINOR_PER_MAJOR } from '../../domain/money';
import { documentTotals, grossOf, type CreditLine } from '../../domain/tax/credit';
import { sellerFor, type Seller } from '../../domain/tax/seller';
import { formatRate } from '../../domain/tax/tax';
import { users } from '../accounts/schema';
import type { OrderRow } from '../checkout/orders';
import type { Executor } from '../db/client';
import { bookedLines } from './credit-notes';
import { creditNotes, invoices } from './schema';

/** An invoice or a credit note as it is printed: every figure already written out in the order's currency. */
export interface BookDocument {
  title: 'Invoice' | 'Credit note';
  number: string;
  /** The invoice a credit note credits. */
  credits: string | null;
  issued: string;
  /** When the goods were paid for (the date of supply). */
  supplied: string;
  orderNumber: string;
  seller: Seller;
  registration: string;
  taxName: string;
  buyer: { name: string; address: string[] };
  lines: { description: string; quantity: string; unit: string; rate: string; tax: string; amount: string }[];
  /** The order's discount, shown under the lines of an invoice. */
  discount: string | null;
  byRate: { rate: string; net: string; tax: string; gross: string }[];
  taxTotal: string;
  total: string;
  totalLabel: string;
  notes: string[];
}

/** Exactly to the minor unit with the currency's symbol (`₦16,660.50`): a tax document never rounds to whole naira. */
export function exactMoney(minor: number, currency: string): string {
  const symbol = currencySymbol(HOME_COUNTRY[currency as keyof typeof HOME_COUNTRY] ?? 'US');
  const abs = Math.abs(minor);
  const major = String(Math.trunc(abs / MINOR_PER_MAJOR)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(abs % MINOR_PER_MAJOR).padStart(2, '0');
  return `${minor < 0 ? '−' : ''}${symbol}${major}.${cents}`;
}

/** The tax's name inside a sentence: `VAT` stays, `Sales tax` becomes `sales tax`. */
const inSentence = (name: string) => (/^[A-Z]+$/.test(name) ? name : name.toLowerCase());
const countryName = (code: string) => SELECTABLE_COUNTRIES.find((c) => c.code === code)?.name ?? code;

const day = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The buyer as the order names her: her name, then the delivery address (or the pickup station) kept on the order. */
async function buyerOf(db: Executor, order: OrderRow) {
  const [user] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, order.userId));
  const a = order.address;
  const place = [
    a.address,
    a.landmark,
    [a.city, a.state, a.zip_code].filter(Boolean).join(', '),
    a.country && countryName(a.country),
  ].filter((x): x is string => Boolean(x));
  const name = user ? `${user.first} ${user.last}`.trim() : (a.name ?? '');
  return { name, address: order.isPickup ? [`Collected at ${a.name ?? 'the pickup station'}`, ...place] : place };
}

function documentOf(
  order: OrderRow,
  head: Pick<BookDocument, 'title' | 'number' | 'credits' | 'issued' | 'buyer'>,
  lines: readonly CreditLine[],
  withDiscount: boolean,
): BookDocument {
  const money = (m: number) => exactMoney(m, order.currency);
  const included = order.taxIncluded;
  const totals = documentTotals(lines, included);
  const rateOf = (l: { rateBp: number; exempt: boolean }) => (l.exempt ? 'Exempt' : formatRate(l.rateBp));
  const taxWord = order.taxName;
  return {
    ...head,
    supplied: order.paidAt ? day(order.paidAt) : head.issued,
    orderNumber: order.orderNumber,
    seller: sellerFor(order.country),
    registration: order.taxRegistration ? `${taxWord} registration: ${order.taxRegistration}` : `No ${inSentence(taxWord)} registration`,
    taxName: taxWord,
    lines: lines.map((l) => {
      const delivery = l.orderItemId === null;
      // An invoice shows each line before the discount (shown once below); a credit note what went back of it.
      const unitMinor = l.unitMinor ?? Math.round(l.chargedMinor / l.quantity);
      const amount = withDiscount && !delivery ? unitMinor * l.quantity : l.chargedMinor;
      return {
        description: l.description,
        quantity: String(l.quantity),
        unit: money(delivery ? l.chargedMinor : unitMinor),
        rate: rateOf(l),
        tax: money(l.taxMinor),
        amount: money(amount),
      };
    }),
    discount: withDiscount && order.discountMinor > 0 ? money(-order.discountMinor) : null,
    byRate: totals.byRate.map((r) => ({
      rate: rateOf(r),
      net: money(r.netMinor),
      tax: money(r.taxMinor),
      gross: money(r.netMinor + r.taxMinor),
    })),
    taxTotal: money(totals.taxMinor),
    total: money(totals.totalMinor),
    totalLabel: included ? `Total (incl. ${taxWord})` : 'Total',
    notes: [
      included ? `Prices include ${taxWord}.` : `${taxWord} is added to the prices.`,
      `Each line's ${inSentence(taxWord)} is counted on its amount after its share of the discount, rounded half up.`,
    ],
  };
}

/** An order's invoice as printed; null when the order has none (not paid yet). */
export async function invoiceDocument(db: Executor, order: OrderRow): Promise<BookDocument | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (!invoice) return null;
  const lines = await bookedLines(db, order);
  const head = {
    title: 'Invoice' as const,
    number: invoice.number,
    credits: null,
    issued: day(invoice.issuedAt),
    buyer: await buyerOf(db, order),
  };
  return documentOf(order, head, lines, true);
}

/** One of an order's credit notes as printed, by its number; null when the order has no such credit note. */
export async function creditNoteDocument(db: Executor, order: OrderRow, number: string): Promise<BookDocument | null> {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.number, number));
  if (!row || row.note.orderId !== order.id) return null;
  const head = {
    title: 'Credit note' as const,
    number: row.note.number,
    credits: row.invoice,
    issued: day(row.note.issuedAt),
    buyer: await buyerOf(db, order),
  };
  const doc = documentOf(order, head, row.note.lines, false);
  const refunded = row.note.lines.reduce((s, l) => s + grossOf(l, order.taxIncluded), 0);
  return {
    ...doc,
    totalLabel: order.taxIncluded ? `Refunded (incl. ${order.taxName})` : `Refunded (with ${inSentence(order.taxName)})`,
    notes: [`Credits invoice ${row.invoice}.`, 'Amounts are what was paid for each line, after its share of the discount.', ...doc.notes],
    total: exactMoney(refunded, order.currency),
  };
}
