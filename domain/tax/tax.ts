import { discountShares } from '../returns/returns';

/**
 * Tax on what the shop sells: one rule per country (and, in the US, per state where the shop is
 * registered). A rate is kept in basis points (2000 = 20 %, 750 = 7.5 %) so every sum stays in whole
 * numbers. Prices either include the tax (VAT in GB and NG: the shelf price is what she pays) or have
 * it added at checkout (US sales tax, from the delivery address's state).
 */
export interface TaxRule {
  /** The tax's name on receipts: `VAT`, `Sales tax`. */
  name: string;
  rateBp: number;
  included: boolean;
  /** The shop's registration number for this tax (VAT number, state permit); may be empty. */
  registration: string;
}

/** A product's tax treatment: the country's rate, zero-rated (0 %, still on the VAT return) or exempt (outside it). */
export const TAX_CLASSES = ['standard', 'zero', 'exempt'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const MAX_RATE_BP = 10_000;

/** Rates are whole basis points from 0 to 100 %. */
export const isRateBp = (rateBp: number) => Number.isSafeInteger(rateBp) && rateBp >= 0 && rateBp <= MAX_RATE_BP;

/** `20 %`, `7.5 %`, `8.875 %`: the rate as a shopper reads it. */
export function formatRate(rateBp: number): string {
  const whole = Math.trunc(rateBp / 100);
  const rest = String(rateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${rest ? `.${rest}` : ''} %`;
}

/** What a price shows beside it where the tax is in it: "incl. VAT". */
export const inclusiveNote = (rule: Pick<TaxRule, 'name' | 'included'> | null) => (rule?.included ? `incl. ${rule.name}` : null);

/** The rate a line pays under a rule: zero-rated and exempt goods pay none. */
export const rateFor = (rule: TaxRule | null, taxClass: TaxClass) => (rule && taxClass === 'standard' ? rule.rateBp : 0);

/**
 * Tax in an amount, rounded to the minor unit, half up (half a penny goes to the tax, as HMRC's
 * per-line rounding allows): `included` takes it out of a gross amount (amount × r / (1 + r)),
 * otherwise it is added on a net amount (amount × r). Exact: BigInt, never floating point.
 */
export function taxOf(amountMinor: number, rateBp: number, included: boolean): number {
  if (rateBp === 0 || amountMinor === 0) return 0;
  const amount = BigInt(amountMinor);
  const r = BigInt(rateBp);
  const den = included ? 10_000n + r : 10_000n;
  return Number((amount * r * 2n + den) / (2n * den));
}

/** One line of an order as tax sees it: what it costs before the order's discount, and its class. */
export interface TaxableLine {
  lineMinor: number;
  taxClass: TaxClass;
}

/** The tax of one line: its rate, what it was charged after its share of the discount, its tax. */
export interface LineTax {
  rateBp: number;
  /** The line's amount after its discount share, as charged (gross when included, net when added). */
  chargedMinor: number;
  taxMinor: number;
}

/** A rate as receipts group it: exempt supplies sit outside the tax, apart from a 0 % rate. */
interface RateGroup {
  rateBp: number;
  exempt: boolean;
}
const key = (g: RateGroup) => `${g.exempt ? 'x' : 'r'}${g.rateBp}`;

/** One rate's totals over goods and delivery, for receipts and reports. */
export interface RateTotal extends RateGroup {
  /** Before tax. */
  netMinor: number;
  taxMinor: number;
}

export interface OrderTax {
  name: string;
  included: boolean;
  registration: string;
  lines: LineTax[];
  /** Delivery split over the rates of the goods it carries, each part taxed at its rate. */
  delivery: (RateGroup & { chargedMinor: number; taxMinor: number })[];
  byRate: RateTotal[];
  /** Total tax: inside the total when included, on top of it when added. */
  taxMinor: number;
  /** What is added to subtotal + delivery − discount: the tax when added, else 0. */
  addedMinor: number;
}

/** Delivery split over the lines by what they are charged, grouped by rate; all at the standard rate when nothing is charged. */
function deliveryParts(deliveryMinor: number, lines: readonly LineTax[], taxable: readonly TaxableLine[], rule: TaxRule | null) {
  if (deliveryMinor === 0) return [];
  const charged = lines.map((l) => l.chargedMinor);
  if (!charged.some((c) => c > 0)) return [{ rateBp: rule?.rateBp ?? 0, exempt: false, chargedMinor: deliveryMinor }];
  const parts = new Map<string, RateGroup & { chargedMinor: number }>();
  discountShares(charged, deliveryMinor).forEach((part, i) => {
    const g = { rateBp: lines[i]!.rateBp, exempt: taxable[i]!.taxClass === 'exempt' };
    const at = parts.get(key(g)) ?? { ...g, chargedMinor: 0 };
    at.chargedMinor += part;
    parts.set(key(g), at);
  });
  return [...parts.values()].filter((d) => d.chargedMinor > 0);
}

/**
 * The tax of an order, line by line: each line is charged its total less its share of the order's
 * discount (the same largest-remainder shares refunds use), and taxed on that, rounded per line.
 * Delivery is taxed like the goods it carries: split over the lines in proportion to what they are
 * charged (largest remainder), grouped by rate, each part taxed at its rate. With no rule (a country
 * where the shop charges no tax) everything is at 0 %.
 */
export function orderTax(input: {
  rule: TaxRule | null;
  lines: readonly TaxableLine[];
  discountMinor: number;
  deliveryMinor: number;
}): OrderTax {
  const { rule } = input;
  const included = rule?.included ?? true;
  const shares = discountShares(
    input.lines.map((l) => l.lineMinor),
    input.discountMinor,
  );
  const lines = input.lines.map((l, i) => {
    const rateBp = rateFor(rule, l.taxClass);
    const chargedMinor = l.lineMinor - shares[i]!;
    return { rateBp, chargedMinor, taxMinor: taxOf(chargedMinor, rateBp, included) };
  });
  const groupOf = (i: number) => ({ rateBp: lines[i]!.rateBp, exempt: input.lines[i]!.taxClass === 'exempt' });

  const delivery = deliveryParts(input.deliveryMinor, lines, input.lines, rule).map((d) => ({
    ...d,
    taxMinor: taxOf(d.chargedMinor, d.rateBp, included),
  }));

  const totals = new Map<string, RateTotal>();
  const add = (g: RateGroup, chargedMinor: number, taxMinor: number) => {
    const k = key(g);
    const at = totals.get(k) ?? { ...g, netMinor: 0, taxMinor: 0 };
    at.netMinor += included ? chargedMinor - taxMinor : chargedMinor;
    at.taxMinor += taxMinor;
    totals.set(k, at);
  };
  lines.forEach((l, i) => add(groupOf(i), l.chargedMinor, l.taxMinor));
  for (const d of delivery) add(d, d.chargedMinor, d.taxMinor);
  const byRate = [...totals.values()].sort((a, b) => Number(a.exempt) - Number(b.exempt) || b.rateBp - a.rateBp);
  const taxMinor = byRate.reduce((sum, r) => sum + r.taxMinor, 0);
  return {
    name: rule?.name ?? 'VAT',
    included,
    registration: rule?.registration ?? '',
    lines,
    delivery,
    byRate,
    taxMinor,
    addedMinor: included ? 0 : taxMinor,
  };
}

/**
 * The tax in part of a taxed amount (a refund of some units, of delivery, of part of an order):
 * the same share of its tax, counted on the cumulative part so that refunding a whole amount in any
 * number of steps gives back exactly its tax. `before` and `now` are parts of `chargedMinor`.
 */
export function taxInPart(line: { chargedMinor: number; taxMinor: number }, before: number, now: number): number {
  if (line.chargedMinor === 0) return 0;
  const upTo = (part: number) =>
    Number((BigInt(line.taxMinor) * BigInt(part) * 2n + BigInt(line.chargedMinor)) / (2n * BigInt(line.chargedMinor)));
  return upTo(before + now) - upTo(before);
}

/** A rate's row on a receipt: `VAT 20 %`, `VAT 0 %`, `Exempt from VAT`. */
export const rateLabel = (name: string, g: { rateBp: number; exempt: boolean }) =>
  g.exempt ? `Exempt from ${name}` : `${name} ${formatRate(g.rateBp)}`;
