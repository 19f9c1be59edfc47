import { formatRate } from '../../domain/tax/tax';
import type { RateLine, SalesFigures, SalesReport } from '../../domain/tax/reports';
import { majorUnits, toCsv } from './csv';

export const SALES_CSV_HEADER = [
  'Country',
  'Currency',
  'Rate',
  'Orders',
  'Gross sales',
  'Discounts',
  'Delivery',
  'Added tax',
  'Sales',
  'Unmatched payments',
  'Refunds',
  'Net',
  'Taxable',
  'Tax',
  'Refunded taxable',
  'Refund tax',
] as const;

const rateName = (l: Pick<RateLine, 'rate_bp' | 'exempt'>) => (l.exempt ? 'Exempt' : formatRate(l.rate_bp));
const netOf = (lines: RateLine[]) => lines.reduce((s, l) => s + l.net_minor, 0);

/**
 * The sales report as a spreadsheet: per country and currency a line for all rates (the money,
 * then the taxable amounts and tax over every rate), followed by one line per rate (sales and
 * refunds at that rate); then the same per currency with `All` as the country.
 */
export function salesCsv(report: SalesReport): string {
  const lines: (string | number)[][] = [];
  const add = (country: string, f: SalesFigures & { currency: string }) => {
    lines.push([
      country,
      f.currency,
      'All rates',
      f.orders,
      ...[
        f.gross_minor,
        f.discount_minor,
        f.delivery_minor,
        f.added_tax_minor,
        f.sales_minor,
        f.unmatched_minor,
        f.refunds_minor,
        f.net_minor,
      ].map(majorUnits),
      ...[netOf(f.tax), f.tax_minor, netOf(f.refund_tax), f.refund_tax_minor].map(majorUnits),
    ]);
    const rates: RateLine[] = [];
    for (const l of [...f.tax, ...f.refund_tax]) if (!rates.some((r) => r.rate_bp === l.rate_bp && r.exempt === l.exempt)) rates.push(l);
    for (const rate of rates) {
      const at = (list: RateLine[]) => list.find((l) => l.rate_bp === rate.rate_bp && l.exempt === rate.exempt);
      const sold = at(f.tax);
      const refunded = at(f.refund_tax);
      lines.push([
        country,
        f.currency,
        rateName(rate),
        ...Array<string>(9).fill(''),
        ...[sold?.net_minor ?? 0, sold?.tax_minor ?? 0, refunded?.net_minor ?? 0, refunded?.tax_minor ?? 0].map(majorUnits),
      ]);
    }
  };
  for (const row of report.rows) add(row.country, row);
  for (const total of report.totals) add('All', total);
  return toCsv([SALES_CSV_HEADER, ...lines]);
}
