import type { NexusFlag, NexusReport } from '../../../domain/tax/reports';
import { exactMoney, ReportTable } from './report-tables';

const FLAGS: Record<NexusFlag, { label: string; style: string }> = {
  below: { label: 'Below 80 %', style: 'bg-emerald-50 text-emerald-800 ring-emerald-700/30' },
  near: { label: 'Near: 80 % or more', style: 'bg-gold-400/25 text-cocoa-900 ring-gold-600/30' },
  over: { label: 'Over the threshold', style: 'bg-terracotta-600/10 text-terracotta-600 ring-terracotta-600/25' },
};

function Badge({ label, style }: { label: string; style: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${style}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}

const usd = (minor: number) => exactMoney(minor, 'USD');
const year = (y: { sales_minor: number; orders: number }) => `${usd(y.sales_minor)} · ${y.orders} ${y.orders === 1 ? 'order' : 'orders'}`;
const td = 'py-2.5 pr-3 text-right tabular-nums';

/** US states against their economic-nexus thresholds, the closest first. */
export function NexusTable({ nexus }: { nexus: NexusReport }) {
  if (nexus.states.length === 0)
    return (
      <p className="text-sm text-cocoa-700">
        No US sales in {nexus.previous_year} or {nexus.current_year}.
      </p>
    );
  return (
    <ReportTable label="US nexus by state" head={['State', 'Status', String(nexus.current_year), String(nexus.previous_year), 'Threshold']}>
      {nexus.states.map((s) => (
        <tr key={s.state}>
          <th scope="row" className="py-2.5 pr-3 text-left font-medium">
            {s.name}
            {s.name !== s.state && <span className="ml-1 font-normal text-cocoa-500">{s.state}</span>}
          </th>
          <td className="py-2.5 pr-3">
            <span className="flex flex-wrap gap-1.5">
              {s.flag ? (
                <Badge {...FLAGS[s.flag]} />
              ) : (
                <Badge label="No state named" style="bg-sand-100 text-cocoa-500 ring-cocoa-500/20" />
              )}
              {s.registered && <Badge label="Registered" style="bg-plum-700/10 text-plum-700 ring-plum-700/25" />}
            </span>
          </td>
          <td className={td}>{year(s.current)}</td>
          <td className={td}>{year(s.previous)}</td>
          <td className={td}>
            {s.threshold ? `${usd(s.threshold.sales_minor)}${s.threshold.orders === null ? '' : ` or ${s.threshold.orders} orders`}` : '—'}
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}
