import { describe, expect, it } from 'vitest';
import { documentTotals, invoiceLines, returnCreditLines, spreadCreditLines, uncredited, type DocumentLine } from './credit';
import { orderTax } from './tax';

const GB = { name: 'VAT', rateBp: 2000, included: true, registration: '' };
const NY = { name: 'Sales tax', rateBp: 888, included: false, registration: '' };

/** An invoice as the books make it from an order taxed by `orderTax`. */
function invoiceOf(rule: typeof GB, units: [number, number][], discountMinor: number, deliveryMinor: number) {
  const tax = orderTax({
    rule,
    lines: units.map(([unit, quantity]) => ({ lineMinor: unit * quantity, taxClass: 'standard' as const })),
    discountMinor,
    deliveryMinor,
  });
  const items = units.map(([unitMinor, quantity], i) => ({
    id: i + 1,
    name: `Line ${i + 1}`,
    unitMinor,
    quantity,
    rateBp: tax.lines[i]!.rateBp,
    exempt: false,
    taxMinor: tax.lines[i]!.taxMinor,
  }));
  return { tax, lines: invoiceLines(items, discountMinor, deliveryMinor, tax.delivery) };
}
const describeAt = (g: { rateBp: number }) => `Part at ${g.rateBp}`;

describe('credit notes', () => {
  it('makes an invoice whose totals are the order’s tax per rate', () => {
    const { tax, lines } = invoiceOf(
      GB,
      [
        [2600, 2],
        [1900, 1],
      ],
      710,
      599,
    );
    expect(documentTotals(lines, true)).toEqual({ byRate: tax.byRate, taxMinor: 1165, totalMinor: 6989 });
  });

  it('credits three units returned one at a time exactly the line and its tax', () => {
    const { lines } = invoiceOf(GB, [[1000, 3]], 1, 0);
    // £29.99 charged, £5.00 of VAT (4.998): cumulative thirds of 2999 are 1000, 1999, 2999 and of its VAT 167, 333, 500.
    const credits = [0, 1, 2].map(
      (before) =>
        returnCreditLines({ invoice: lines, unitsBefore: new Map([[1, before]]), unitsNow: new Map([[1, 1]]), withDelivery: false })[0]!,
    );
    expect(credits.map((c) => [c.chargedMinor, c.taxMinor])).toEqual([
      [1000, 167],
      [999, 166],
      [1000, 167],
    ]);
    expect(uncredited(lines, credits)).toEqual([]);
  });

  it('adds a US line’s sales tax to what its return credits, and delivery’s when it is refunded', () => {
    const { tax, lines } = invoiceOf(NY, [[3200, 2]], 0, 699);
    const credit = returnCreditLines({ invoice: lines, unitsBefore: new Map(), unitsNow: new Map([[1, 2]]), withDelivery: true });
    // $64.00 → $5.68; $6.99 → $0.62: everything back is the order's total.
    expect(documentTotals(credit, false)).toMatchObject({ taxMinor: 630, totalMinor: 6400 + 699 + 630 });
    expect(tax.taxMinor).toBe(630);
  });

  it('spreads a refund of another amount over the rates in proportion, never past what is left', () => {
    const zero = { ...invoiceOf(GB, [[1000, 1]], 0, 0).lines[0]!, orderItemId: 2, rateBp: 0, taxMinor: 0 };
    const invoice: DocumentLine[] = [...invoiceOf(GB, [[3000, 1]], 0, 0).lines, zero];
    const first = spreadCreditLines({ invoice, earlier: [], amountMinor: 2000, included: true, describe: describeAt });
    // £30.00 at 20 % and £10.00 at 0 %: £15.00 and £5.00; VAT £2.50 of the £5.00.
    expect(first.map((l) => [l.rateBp, l.chargedMinor, l.taxMinor])).toEqual([
      [2000, 1500, 250],
      [0, 500, 0],
    ]);
    const rest = spreadCreditLines({ invoice, earlier: first, amountMinor: 9999, included: true, describe: describeAt });
    expect(rest.map((l) => [l.rateBp, l.chargedMinor, l.taxMinor])).toEqual([
      [2000, 1500, 250],
      [0, 500, 0],
    ]);
    expect(spreadCreditLines({ invoice, earlier: [...first, ...rest], amountMinor: 1, included: true, describe: describeAt })).toEqual([]);
  });

  it('spreads an amount with added tax into net and tax that add up to it', () => {
    const { lines } = invoiceOf(NY, [[3200, 2]], 0, 699);
    const credit = spreadCreditLines({ invoice: lines, earlier: [], amountMinor: 1000, included: false, describe: describeAt });
    // $10.00 of $77.29 gross holds 630 × 1000 / 7729 = 81.5 → 82 cents of tax.
    expect(credit.map((l) => [l.chargedMinor, l.taxMinor])).toEqual([[918, 82]]);
    expect(documentTotals(credit, false).totalMinor).toBe(1000);
  });
});
