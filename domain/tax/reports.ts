import { z } from 'zod';

/**
 * The accountant's reports: sales by country and currency over a range of UTC days, the invoice
 * lines behind them, and the US states where sales approach a nexus threshold (decision 0050).
 */

export const REPORT_MESSAGES = {
  backwards: 'The start date must be on or before the end date',
  tooLong: 'A report covers at most five years',
} as const;

export const REPORT_MAX_YEARS = 5;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-30). */
const isDay = (s: string) =>
  DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

const reportDay = (which: 'start' | 'end') =>
  z
    .string({ error: `Enter the ${which} date as YYYY-MM-DD` })
    .refine(isDay, { error: `The ${which} date must be a real date written YYYY-MM-DD` });

/** The first day after `to` that a range may not reach: `from` plus five calendar years. */
const limitOf = (from: string) => `${String(Number(from.slice(0, 4)) + REPORT_MAX_YEARS).padStart(4, '0')}${from.slice(4)}`;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: UTC days, both included, at most five years. */
export const reportRangeQuery = z.object({ from: reportDay('start'), to: reportDay('end') }).check((ctx) => {
  const { from, to } = ctx.value;
  if (!isDay(from) || !isDay(to)) return;
  if (from > to) ctx.issues.push({ code: 'custom', input: ctx.value, message: REPORT_MESSAGES.backwards });
  else if (dayAfter(to) > limitOf(from)) ctx.issues.push({ code: 'custom', input: ctx.value, message: REPORT_MESSAGES.tooLong });
});
export type ReportRange = z.output<typeof reportRangeQuery>;

/** The range's bounds as instants: from the start of `from` (UTC) to the start of the day after `to`, excluded. */
export const rangeBounds = (range: ReportRange) => ({
  start: new Date(`${range.from}T00:00:00Z`),
  end: new Date(`${dayAfter(range.to)}T00:00:00Z`),
});

/** The last full calendar month before `now` (UTC): the report the page opens with. */
export function previousMonth(now = new Date()): ReportRange {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

const minor = z.number().int();

/** One rate's amounts: net (before tax) and tax; exempt supplies apart from a 0 % rate. */
export const rateLine = z.object({ rate_bp: z.number().int(), exempt: z.boolean(), net_minor: minor, tax_minor: minor });
export type RateLine = z.output<typeof rateLine>;

/**
 * A report's figures, in minor units of one currency. Sales are the orders whose payment the ledger
 * received in the range; refunds are the ledger's refunds (less reversed ones) recorded in the range,
 * whenever their order was paid. `sales_minor + unmatched_minor − refunds_minor = net_minor`, which is
 * the sum of the ledger's rows in the range.
 */
export const salesFigures = z.object({
  /** Orders whose payment arrived in the range. */
  orders: z.number().int(),
  /** Their goods at the prices charged, before the order's discount (tax in it where prices include it). */
  gross_minor: minor,
  discount_minor: minor,
  delivery_minor: minor,
  /** Tax added on top of prices (US sales tax); none where prices include it. */
  added_tax_minor: minor,
  /** gross − discount + delivery + added tax: what those orders cost. */
  sales_minor: minor,
  /** What the ledger received for them beyond (or short of) that: an order held for its amount. Usually 0. */
  unmatched_minor: minor,
  /** All the tax in those sales, included or added, and by rate. */
  tax_minor: minor,
  tax: z.array(rateLine),
  /** Refunds recorded in the range, less reversals of refunds recorded in it (positive: money out). */
  refunds: z.number().int(),
  refunds_minor: minor,
  /** The tax in those refunds, from their credit notes, and by rate. */
  refund_tax_minor: minor,
  refund_tax: z.array(rateLine),
  /** Refunds with no credit note to say their tax (counted in `refunds_minor`, not in `refund_tax_minor`). */
  refunds_without_credit_note: z.number().int(),
  /** Money in less money out: the ledger's sum over the range. */
  net_minor: minor,
  /** Tax in the sales less tax in the refunds. */
  net_tax_minor: minor,
});
export type SalesFigures = z.output<typeof salesFigures>;

export const salesReportAnswer = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(salesFigures.extend({ country: z.string(), currency: z.string() })),
  totals: z.array(salesFigures.extend({ currency: z.string() })),
});
export type SalesReport = z.output<typeof salesReportAnswer>;
export type SalesReportRow = SalesReport['rows'][number];

/** A state is `near` its threshold from 80 % of its sales or orders, `over` from 100 %. */
export const NEXUS_NEAR_PERCENT = 80;
export const NEXUS_FLAGS = ['below', 'near', 'over'] as const;
export type NexusFlag = (typeof NEXUS_FLAGS)[number];

export interface NexusThreshold {
  sales_minor: number;
  orders: number | null;
}

/** A year's US sales into a state: the flag its sales or its orders earn against the threshold. */
export function nexusFlag(year: { sales_minor: number; orders: number }, threshold: NexusThreshold): NexusFlag {
  const reaches = (percent: number) =>
    year.sales_minor * 100 >= threshold.sales_minor * percent ||
    (threshold.orders !== null && year.orders * 100 >= threshold.orders * percent);
  if (reaches(100)) return 'over';
  return reaches(NEXUS_NEAR_PERCENT) ? 'near' : 'below';
}

const nexusYear = z.object({ year: z.number().int(), sales_minor: minor, orders: z.number().int(), flag: z.enum(NEXUS_FLAGS).nullable() });

/**
 * Per state, US sales of the current and the previous calendar year: gross (goods and delivery as
 * paid, before refunds, without the sales tax added on top) by the payment's UTC year, and the
 * orders paid. `flag` is the higher of the two years'; null where no threshold applies (Unknown).
 */
export const nexusAnswer = z.object({
  current_year: z.number().int(),
  previous_year: z.number().int(),
  states: z.array(
    z.object({
      /** The state's code, or `Unknown` for addresses naming no state. */
      state: z.string(),
      name: z.string(),
      threshold: z.object({ sales_minor: minor, orders: z.number().int().nullable() }).nullable(),
      current: nexusYear,
      previous: nexusYear,
      flag: z.enum(NEXUS_FLAGS).nullable(),
      /** The shop has a US tax rate for this state: it collects there already. */
      registered: z.boolean(),
    }),
  ),
});
export type NexusReport = z.output<typeof nexusAnswer>;
export type NexusState = NexusReport['states'][number];
