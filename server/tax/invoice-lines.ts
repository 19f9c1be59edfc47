import { sql } from 'drizzle-orm';
import { formatRate } from '../../domain/tax/tax';
import { rangeBounds, type ReportRange } from '../../domain/tax/reports';
import type { Db } from '../db/client';
import { majorUnits, toCsv } from './csv';
import type { Rows } from './reports';

interface LineRow {
  number: string;
  day: string;
  order_number: string;
  country: string;
  currency: string;
  included: boolean;
  description: string;
  quantity: number;
  rate_bp: number;
  exempt: boolean;
  charged: string;
  tax: string;
  /** −1 on a credit note. */
  sign: number;
}

export const INVOICE_LINES_HEADER = [
  'Document',
  'Date',
  'Order',
  'Country',
  'Currency',
  'Description',
  'Quantity',
  'Rate',
  'Net',
  'Tax',
  'Gross',
] as const;

/**
 * Every line of the invoices and credit notes issued in the range (UTC days, by the document's
 * `issued_at`): an invoice's order lines then its delivery, one line per rate the delivery was
 * split over; a credit note's lines as it credited them, their amounts negative. A line's charged
 * amount is gross where prices include the tax and net where it is added, so net and gross follow.
 */
export async function invoiceLinesCsv(db: Db, range: ReportRange): Promise<string> {
  const { start, end } = rangeBounds(range);
  const issued = (column: string) =>
    sql`${sql.raw(column)} >= ${start.toISOString()}::timestamptz and ${sql.raw(column)} < ${end.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    select number, to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD') as day, order_number, country, currency, included,
      description, quantity, rate_bp, exempt, charged, tax, sign
    from (
      select i.number, i.issued_at, o.order_number, o.country, o.currency, o.tax_included as included, it.name as description,
        it.quantity, it.tax_rate_bp as rate_bp, it.tax_class = 'exempt' as exempt, it.charged_minor::bigint as charged,
        it.tax_minor::bigint as tax, 1 as sign, 0 as part, it.id as position
      from invoices i join orders o on o.id = i.order_id join order_items it on it.order_id = o.id
      where ${issued('i.issued_at')}
      union all
      select i.number, i.issued_at, o.order_number, o.country, o.currency, o.tax_included, 'Delivery', 1, (d->>'rateBp')::int,
        (d->>'exempt')::boolean, (d->>'chargedMinor')::bigint, (d->>'taxMinor')::bigint, 1, 1, p
      from invoices i join orders o on o.id = i.order_id
      cross join lateral jsonb_array_elements(o.delivery_tax) with ordinality as x(d, p)
      where ${issued('i.issued_at')}
      union all
      select cn.number, cn.issued_at, o.order_number, o.country, o.currency, o.tax_included, c->>'description',
        (c->>'quantity')::int, (c->>'rateBp')::int, (c->>'exempt')::boolean, (c->>'chargedMinor')::bigint, (c->>'taxMinor')::bigint,
        -1, 0, p
      from credit_notes cn join orders o on o.id = cn.order_id
      cross join lateral jsonb_array_elements(cn.lines) with ordinality as x(c, p)
      where ${issued('cn.issued_at')}
    ) lines
    order by issued_at, number, part, position`)) as unknown as Rows<LineRow>;

  const lines = result.rows.map((r) => {
    const charged = Number(r.charged) * r.sign;
    const tax = Number(r.tax) * r.sign;
    const net = r.included ? charged - tax : charged;
    return [
      r.number,
      r.day,
      r.order_number,
      r.country,
      r.currency,
      r.description,
      r.quantity,
      r.exempt ? 'Exempt' : formatRate(r.rate_bp),
      majorUnits(net),
      majorUnits(tax),
      majorUnits(net + tax),
    ];
  });
  return toCsv([INVOICE_LINES_HEADER, ...lines]);
}
