import { sql, type SQL } from 'drizzle-orm';
import { rangeBounds, type RateLine, type ReportRange, type SalesFigures, type SalesReport } from '../../domain/tax/reports';
import type { Db } from '../db/client';

/**
 * The sales report (decision 0050). Each figure is counted on the day its money moved in the
 * payment ledger, the source of truth for money, never on the order's own dates:
 * - an order's sales (goods, discount, delivery, tax) on its ledger payment's `at`;
 * - a refund and its tax on the ledger refund's `at`, a reversed refund on the reversal's `at`
 *   (negatively), in the country and currency of the order refunded, whenever that was paid.
 * So the net of a currency is exactly the sum of the ledger's rows in the range. The report only
 * reads: it sums other areas' rows with SQL aggregates, never loading the orders one by one.
 */

export type Rows<T> = { rows: T[] };
/** Sums come back from PostgreSQL as bigint text; each fits a double exactly (≤ 2^53). */
const n = (v: string | number | null | undefined) => Number(v ?? 0);

const inRange = (column: SQL, range: ReportRange) => {
  const { start, end } = rangeBounds(range);
  return sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
};

/**
 * A ledger refund or reversal with its credit note: the note of the staff refund or the return
 * whose provider refund id the row names (a reversal names its refund's), signed as money moved:
 * +1 for a refund, −1 for a reversal (the refund's tax comes back).
 */
const refundMoves = (range: ReportRange) => sql`
  select o.country, o.currency, l.amount_minor, case when l.kind = 'refund' then 1 else -1 end as sign, cn.id as note_id,
    cn.tax_minor as note_tax, cn.by_rate as note_by_rate
  from payment_ledger l
  join orders o on o.id = l.order_id
  left join order_refunds sr on sr.order_id = l.order_id and sr.provider_refund_id = l.provider_ref
  left join return_requests rr on rr.order_id = l.order_id and rr.provider_refund_id = l.provider_ref
  left join credit_notes cn on cn.source = coalesce('refund:' || sr.id, 'return:' || rr.id)
  where l.kind in ('refund', 'reversal') and ${inRange(sql`l.at`, range)}`;

/** The ledger's payments in the range and their orders (`l`, `o`), with more joined where asked. */
const paymentsIn = (range: ReportRange, join = sql``) => sql`
  payment_ledger l join orders o on o.id = l.order_id ${join}
  where l.kind = 'payment' and ${inRange(sql`l.at`, range)}`;

interface SalesRow {
  country: string;
  currency: string;
  orders: number;
  gross: string;
  discount: string;
  delivery: string;
  added_tax: string;
  tax: string;
  received: string;
}
interface RefundRow {
  country: string;
  currency: string;
  refunds: number;
  refunds_minor: string;
  refund_tax: string;
  uncredited: number;
}
interface RateRow {
  country: string;
  currency: string;
  rate_bp: number;
  exempt: boolean;
  net: string;
  tax: string;
}

/** The four aggregates the report is made of, each grouped in the database. */
async function aggregates(db: Db, range: ReportRange) {
  const [sales, salesRates, refunds, refundRates] = await Promise.all([
    db.execute(sql`
      select o.country, o.currency, count(*)::int as orders, sum(o.subtotal_minor)::bigint as gross,
        sum(o.discount_minor)::bigint as discount, sum(o.delivery_minor)::bigint as delivery,
        sum(case when o.tax_included then 0 else o.tax_minor end)::bigint as added_tax, sum(o.tax_minor)::bigint as tax,
        sum(l.amount_minor)::bigint as received
      from ${paymentsIn(range)}
      group by o.country, o.currency`) as unknown as Promise<Rows<SalesRow>>,
    db.execute(sql`
      select o.country, o.currency, (r->>'rateBp')::int as rate_bp, (r->>'exempt')::boolean as exempt,
        sum((r->>'netMinor')::bigint)::bigint as net, sum((r->>'taxMinor')::bigint)::bigint as tax
      from ${paymentsIn(range, sql`cross join lateral jsonb_array_elements(o.tax_by_rate) r`)}
      group by 1, 2, 3, 4`) as unknown as Promise<Rows<RateRow>>,
    db.execute(sql`
      select country, currency, sum(sign)::int as refunds, (-sum(amount_minor))::bigint as refunds_minor,
        sum(sign * note_tax)::bigint as refund_tax, sum(case when note_id is null then sign else 0 end)::int as uncredited
      from (${refundMoves(range)}) m
      group by country, currency`) as unknown as Promise<Rows<RefundRow>>,
    db.execute(sql`
      select country, currency, (r->>'rateBp')::int as rate_bp, (r->>'exempt')::boolean as exempt,
        sum(sign * (r->>'netMinor')::bigint)::bigint as net, sum(sign * (r->>'taxMinor')::bigint)::bigint as tax
      from (${refundMoves(range)}) m
      cross join lateral jsonb_array_elements(m.note_by_rate) r
      where m.note_id is not null
      group by 1, 2, 3, 4`) as unknown as Promise<Rows<RateRow>>,
  ]);
  return { sales: sales.rows, salesRates: salesRates.rows, refunds: refunds.rows, refundRates: refundRates.rows };
}

const empty = (): SalesFigures => ({
  orders: 0,
  gross_minor: 0,
  discount_minor: 0,
  delivery_minor: 0,
  added_tax_minor: 0,
  sales_minor: 0,
  unmatched_minor: 0,
  tax_minor: 0,
  tax: [],
  refunds: 0,
  refunds_minor: 0,
  refund_tax_minor: 0,
  refund_tax: [],
  refunds_without_credit_note: 0,
  net_minor: 0,
  net_tax_minor: 0,
});

/** Standard rates first, highest first, then exempt: as receipts list them. */
const byRate = (a: RateLine, b: RateLine) => Number(a.exempt) - Number(b.exempt) || b.rate_bp - a.rate_bp;

function addRate(lines: RateLine[], line: RateLine) {
  const at = lines.find((l) => l.rate_bp === line.rate_bp && l.exempt === line.exempt);
  if (at) {
    at.net_minor += line.net_minor;
    at.tax_minor += line.tax_minor;
  } else lines.push({ ...line });
  lines.sort(byRate);
}

const SUMMED = [
  'orders',
  'gross_minor',
  'discount_minor',
  'delivery_minor',
  'added_tax_minor',
  'sales_minor',
  'unmatched_minor',
  'tax_minor',
  'refunds',
  'refunds_minor',
  'refund_tax_minor',
  'refunds_without_credit_note',
  'net_minor',
  'net_tax_minor',
] as const satisfies readonly (keyof SalesFigures)[];

function addFigures(into: SalesFigures, f: SalesFigures) {
  for (const k of SUMMED) into[k] += f[k];
  for (const l of f.tax) addRate(into.tax, l);
  for (const l of f.refund_tax) addRate(into.refund_tax, l);
}

/** Sales by country and currency over a range of UTC days, with totals per currency. */
export async function salesReport(db: Db, range: ReportRange): Promise<SalesReport> {
  const a = await aggregates(db, range);
  const rows = new Map<string, SalesFigures & { country: string; currency: string }>();
  const rowOf = (r: { country: string; currency: string }) => {
    const key = `${r.currency} ${r.country}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { country: r.country, currency: r.currency, ...empty() }));
    return row;
  };
  for (const s of a.sales) {
    const row = rowOf(s);
    row.orders = s.orders;
    row.gross_minor = n(s.gross);
    row.discount_minor = n(s.discount);
    row.delivery_minor = n(s.delivery);
    row.added_tax_minor = n(s.added_tax);
    row.sales_minor = row.gross_minor - row.discount_minor + row.delivery_minor + row.added_tax_minor;
    row.unmatched_minor = n(s.received) - row.sales_minor;
    row.tax_minor = n(s.tax);
  }
  for (const r of a.refunds) {
    const row = rowOf(r);
    row.refunds = r.refunds;
    row.refunds_minor = n(r.refunds_minor);
    row.refund_tax_minor = n(r.refund_tax);
    row.refunds_without_credit_note = r.uncredited;
  }
  const rate = (r: RateRow): RateLine => ({ rate_bp: r.rate_bp, exempt: r.exempt, net_minor: n(r.net), tax_minor: n(r.tax) });
  for (const r of a.salesRates) addRate(rowOf(r).tax, rate(r));
  for (const r of a.refundRates) addRate(rowOf(r).refund_tax, rate(r));

  const sorted = [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  const totals = new Map<string, SalesFigures & { currency: string }>();
  for (const row of sorted) {
    row.net_minor = row.sales_minor + row.unmatched_minor - row.refunds_minor;
    row.net_tax_minor = row.tax_minor - row.refund_tax_minor;
    const total = totals.get(row.currency) ?? { currency: row.currency, ...empty() };
    addFigures(total, row);
    totals.set(row.currency, total);
  }
  return { from: range.from, to: range.to, rows: sorted, totals: [...totals.values()] };
}
