import type { ReactNode } from 'react';
import type { RateLine, SalesFigures, SalesReport } from '../../../domain/tax/reports';
import { formatRate } from '../../../domain/tax/tax';
import { currencySymbol, type Currency } from '../../../domain/currency';
import { HOME_COUNTRY } from '../../../domain/money';

const grouped = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount to the minor unit with its currency's symbol (₦, £, $): a report is never rounded as the shop window rounds naira. */
export function exactMoney(minor: number, currency: string) {
  const home = HOME_COUNTRY[currency as Currency];
  const symbol = home ? currencySymbol(home) : `${currency} `;
  return `${minor < 0 ? '-' : ''}${symbol}${grouped.format(Math.abs(minor) / 100)}`;
}

export const rateName = (l: Pick<RateLine, 'rate_bp' | 'exempt'>) => (l.exempt ? 'Exempt' : formatRate(l.rate_bp));

/** A table that scrolls sideways on a phone instead of squeezing its figures. */
export function ReportTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:-mx-6 sm:px-6">
      <table aria-label={label} className="w-full min-w-max border-collapse text-sm">
        <thead>
          <tr className="border-b border-sand-200 text-left text-[11px] font-semibold tracking-[0.12em] text-cocoa-700 uppercase">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`py-2 pr-3 font-semibold ${i > 1 ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200 text-cocoa-900">{children}</tbody>
      </table>
    </div>
  );
}

const td = 'py-2.5 pr-3 text-right tabular-nums';

/** One line of money per country (or per currency for the totals). */
function MoneyRow({ first, f, bold }: { first: string; f: SalesFigures & { currency: string }; bold?: boolean }) {
  const m = (minor: number) => exactMoney(minor, f.currency);
  return (
    <tr className={bold ? 'font-semibold text-cocoa-950' : ''}>
      <th scope="row" className="py-2.5 pr-3 text-left font-medium">
        {first}
      </th>
      <td className="py-2.5 pr-3">{f.currency}</td>
      <td className={td}>{f.orders}</td>
      <td className={td}>{m(f.gross_minor)}</td>
      <td className={td}>{m(-f.discount_minor)}</td>
      <td className={td}>{m(f.delivery_minor)}</td>
      <td className={td}>{m(f.added_tax_minor)}</td>
      <td className={td}>{m(-f.refunds_minor)}</td>
      <td className={td}>{m(f.net_minor)}</td>
      <td className={td}>{m(f.net_tax_minor)}</td>
    </tr>
  );
}

const MONEY_HEAD = ['Country', 'Currency', 'Orders', 'Gross sales', 'Discounts', 'Delivery', 'Added tax', 'Refunds', 'Net', 'Tax due'];

/** Sales by country and currency, then the totals per currency. */
export function SalesTable({ report }: { report: SalesReport }) {
  return (
    <ReportTable label="Sales by country" head={MONEY_HEAD}>
      {report.rows.map((r) => (
        <MoneyRow key={`${r.currency}${r.country}`} first={r.country} f={r} />
      ))}
      {report.totals.map((t) => (
        <MoneyRow key={t.currency} first="Total" f={t} bold />
      ))}
    </ReportTable>
  );
}

/** Tax per rate: what was sold at each rate and its tax, what was refunded at it and its tax. */
export function RatesTable({ report }: { report: SalesReport }) {
  const lines = [...report.rows.map((r) => ({ place: r.country, f: r })), ...report.totals.map((t) => ({ place: 'Total', f: t }))].flatMap(
    ({ place, f }) => {
      const rates: RateLine[] = [];
      for (const l of [...f.tax, ...f.refund_tax]) if (!rates.some((r) => r.rate_bp === l.rate_bp && r.exempt === l.exempt)) rates.push(l);
      const at = (list: RateLine[], l: RateLine) => list.find((r) => r.rate_bp === l.rate_bp && r.exempt === l.exempt);
      return rates.map((rate) => ({ place, currency: f.currency, rate, sold: at(f.tax, rate), refunded: at(f.refund_tax, rate) }));
    },
  );
  return (
    <ReportTable label="Tax by rate" head={['Country', 'Rate', 'Taxable sales', 'Tax', 'Taxable refunds', 'Refund tax']}>
      {lines.map(({ place, currency, rate, sold, refunded }) => {
        const m = (minor = 0) => exactMoney(minor, currency);
        return (
          <tr key={`${place}${currency}${rateName(rate)}`} className={place === 'Total' ? 'font-semibold text-cocoa-950' : ''}>
            <th scope="row" className="py-2.5 pr-3 text-left font-medium">
              {place} <span className="font-normal text-cocoa-500">{currency}</span>
            </th>
            <td className="py-2.5 pr-3">{rateName(rate)}</td>
            <td className={td}>{m(sold?.net_minor)}</td>
            <td className={td}>{m(sold?.tax_minor)}</td>
            <td className={td}>{m(-(refunded?.net_minor ?? 0))}</td>
            <td className={td}>{m(-(refunded?.tax_minor ?? 0))}</td>
          </tr>
        );
      })}
    </ReportTable>
  );
}
