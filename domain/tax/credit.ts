import { discountShares } from '../returns/returns';
import { taxInPart, type RateTotal } from './tax';

/** A credited line, as a credit note keeps it: an order line's units, or a part of delivery (no order item). */
export interface CreditLine {
  orderItemId: number | null;
  description: string;
  quantity: number;
  /** The unit price before the order's discount, where the credit note kept it. */
  unitMinor?: number;
  rateBp: number;
  exempt: boolean;
  /** As charged: gross when the tax was included, net when it was added. */
  chargedMinor: number;
  taxMinor: number;
}

/** A line of an invoice: a credited line with its unit price (for delivery parts, the part itself). */
export interface DocumentLine extends CreditLine {
  unitMinor: number;
}

/** What the buyer paid for a line: the charged amount, and the tax on top when it was added. */
export const grossOf = (line: Pick<DocumentLine, 'chargedMinor' | 'taxMinor'>, included: boolean) =>
  line.chargedMinor + (included ? 0 : line.taxMinor);

const groupKey = (g: { rateBp: number; exempt: boolean }) => `${g.exempt ? 'x' : 'r'}${g.rateBp}`;

/** Totals per rate (net, tax) of some lines, exempt last, highest rate first; and the whole total and tax. */
export function documentTotals(lines: readonly CreditLine[], included: boolean) {
  const totals = new Map<string, RateTotal>();
  for (const l of lines) {
    const at = totals.get(groupKey(l)) ?? { rateBp: l.rateBp, exempt: l.exempt, netMinor: 0, taxMinor: 0 };
    at.netMinor += included ? l.chargedMinor - l.taxMinor : l.chargedMinor;
    at.taxMinor += l.taxMinor;
    totals.set(groupKey(l), at);
  }
  const byRate = [...totals.values()].sort((a, b) => Number(a.exempt) - Number(b.exempt) || b.rateBp - a.rateBp);
  const taxMinor = byRate.reduce((s, r) => s + r.taxMinor, 0);
  const totalMinor = lines.reduce((s, l) => s + grossOf(l, included), 0);
  return { byRate, taxMinor, totalMinor };
}

/** An order line as the books read it: its total before the discount, and the tax fixed on it. */
export interface BookedItem {
  id: number;
  name: string;
  unitMinor: number;
  quantity: number;
  rateBp: number;
  exempt: boolean;
  taxMinor: number;
}

/** A delivery part per rate, as fixed on the order. */
export interface DeliveryPart {
  rateBp: number;
  exempt: boolean;
  chargedMinor: number;
  taxMinor: number;
}

/**
 * The lines of an order's invoice: each order line charged its total less its largest-remainder
 * share of the discount (the rule refunds use, so a credit always matches its refund), with the tax
 * fixed on it; then the delivery's parts. Delivery with no parts fixed is one part at 0 %.
 */
export function invoiceLines(items: readonly BookedItem[], discountMinor: number, deliveryMinor: number, parts: readonly DeliveryPart[]) {
  const shares = discountShares(
    items.map((i) => i.unitMinor * i.quantity),
    discountMinor,
  );
  const lines: DocumentLine[] = items.map((i, k) => ({
    orderItemId: i.id,
    description: i.name,
    quantity: i.quantity,
    unitMinor: i.unitMinor,
    rateBp: i.rateBp,
    exempt: i.exempt,
    chargedMinor: i.unitMinor * i.quantity - shares[k]!,
    taxMinor: i.taxMinor,
  }));
  return [...lines, ...deliveryLines(deliveryMinor, parts)];
}

/** Delivery as document lines: the parts fixed on the order, or the whole fee at 0 % when none were. */
export function deliveryLines(deliveryMinor: number, parts: readonly DeliveryPart[]): DocumentLine[] {
  if (deliveryMinor === 0) return [];
  const fixed = parts.reduce((s, p) => s + p.chargedMinor, 0) === deliveryMinor;
  const use = fixed ? parts : [{ rateBp: 0, exempt: false, chargedMinor: deliveryMinor, taxMinor: 0 }];
  return use.map((p) => ({ orderItemId: null, description: 'Delivery', quantity: 1, unitMinor: p.chargedMinor, ...p }));
}

/** A share of `whole` for `part` of `of` units, half up, counted on the cumulative part (as refunds round). */
const shareOf = (whole: number, part: number, of: number) => Number((BigInt(whole) * BigInt(part) * 2n + BigInt(of)) / (2n * BigInt(of)));

/**
 * The credit of returned units: for each line, the part of what it was charged for the units now
 * returned (cumulative over the units returned before, half up, as `returnRefundMinor` counts it)
 * and the same part of its tax (`taxInPart`, cumulative too); with the delivery's parts in full
 * when the return refunds delivery. Returning everything in any number of returns credits exactly
 * the invoice.
 */
export function returnCreditLines(input: {
  invoice: readonly DocumentLine[];
  unitsBefore: ReadonlyMap<number, number>;
  unitsNow: ReadonlyMap<number, number>;
  withDelivery: boolean;
}): CreditLine[] {
  const out: CreditLine[] = [];
  for (const line of input.invoice) {
    if (line.orderItemId === null) {
      if (input.withDelivery) out.push(line);
      continue;
    }
    const now = input.unitsNow.get(line.orderItemId) ?? 0;
    if (now <= 0) continue;
    const before = input.unitsBefore.get(line.orderItemId) ?? 0;
    const chargedBefore = shareOf(line.chargedMinor, before, line.quantity);
    const chargedNow = shareOf(line.chargedMinor, before + now, line.quantity) - chargedBefore;
    out.push({ ...line, quantity: now, chargedMinor: chargedNow, taxMinor: taxInPart(line, chargedBefore, chargedNow) });
  }
  return out;
}

/** What is left to credit of each invoice line after earlier credit notes (matched by order line, delivery by rate). */
export function uncredited(invoice: readonly DocumentLine[], earlier: readonly CreditLine[]): DocumentLine[] {
  const key = (l: CreditLine) => (l.orderItemId === null ? `d${groupKey(l)}` : `i${l.orderItemId}`);
  const taken = new Map<string, { quantity: number; chargedMinor: number; taxMinor: number }>();
  for (const l of earlier) {
    const at = taken.get(key(l)) ?? { quantity: 0, chargedMinor: 0, taxMinor: 0 };
    taken.set(key(l), {
      quantity: at.quantity + l.quantity,
      chargedMinor: at.chargedMinor + l.chargedMinor,
      taxMinor: at.taxMinor + l.taxMinor,
    });
  }
  return invoice
    .map((l) => {
      const t = taken.get(key(l));
      if (!t) return l;
      const quantity = l.orderItemId === null ? 1 : Math.max(0, l.quantity - t.quantity);
      return { ...l, quantity, chargedMinor: l.chargedMinor - t.chargedMinor, taxMinor: l.taxMinor - t.taxMinor };
    })
    .filter((l) => l.chargedMinor > 0 || l.taxMinor > 0);
}

/**
 * The credit of an amount that is not a set of lines (a staff refund of what arrived for an order,
 * which may differ from its total): spread over the invoice's rate groups in proportion to what is
 * left of each (largest remainder, ties to the higher rate), each group's tax the same part of its
 * tax left (`taxInPart` on the group's gross, cumulative over earlier credits). Never more than is
 * left: an amount above it credits what is left.
 */
export function spreadCreditLines(input: {
  invoice: readonly DocumentLine[];
  earlier: readonly CreditLine[];
  amountMinor: number;
  included: boolean;
  describe: (rateLabel: { rateBp: number; exempt: boolean }) => string;
}): CreditLine[] {
  const { included } = input;
  const groups = new Map<string, { rateBp: number; exempt: boolean; gross: number; tax: number; creditedGross: number }>();
  for (const l of input.invoice) {
    const g = groups.get(groupKey(l)) ?? { rateBp: l.rateBp, exempt: l.exempt, gross: 0, tax: 0, creditedGross: 0 };
    g.gross += grossOf(l, included);
    g.tax += l.taxMinor;
    groups.set(groupKey(l), g);
  }
  for (const l of input.earlier) {
    const g = groups.get(groupKey(l));
    if (g) g.creditedGross += grossOf(l, included);
  }
  const list = [...groups.values()].sort((a, b) => Number(a.exempt) - Number(b.exempt) || b.rateBp - a.rateBp);
  const left = list.map((g) => Math.max(0, g.gross - g.creditedGross));
  const leftTotal = left.reduce((a, b) => a + b, 0);
  const amount = Math.min(input.amountMinor, leftTotal);
  if (amount <= 0) return [];
  const parts = discountShares(left, amount);
  return list
    .map((g, i) => {
      const gross = parts[i]!;
      const tax = Math.min(taxInPart({ chargedMinor: g.gross, taxMinor: g.tax }, g.creditedGross, gross), gross);
      return {
        orderItemId: null,
        description: input.describe(g),
        quantity: 1,
        unitMinor: gross,
        rateBp: g.rateBp,
        exempt: g.exempt,
        chargedMinor: included ? gross : gross - tax,
        taxMinor: tax,
      };
    })
    .filter((l) => l.chargedMinor > 0 || l.taxMinor > 0);
}
