import type { Dashboard } from '../../../domain/admin/dashboard';

const CURRENCY_LABEL: Record<string, string> = { NGN: 'Naira', GBP: 'Pounds', USD: 'Dollars' };

/** Net sales of the last 30 days, one bar per day, one chart per currency (amounts never mix). */
export function SalesChart({ chart }: { chart: Dashboard['chart'] }) {
  if (chart.length === 0) return <p className="text-sm text-cocoa-700">No sales in the last 30 days.</p>;
  return (
    <div className="flex flex-col gap-6">
      {chart.map(({ currency, days }) => {
        const max = Math.max(1, ...days.map((d) => d.minor));
        return (
          <figure key={currency}>
            <figcaption className="mb-2 text-sm font-medium text-cocoa-900">
              {CURRENCY_LABEL[currency] ?? currency} ({currency}), last 30 days
            </figcaption>
            <div
              role="img"
              aria-label={`Daily sales in ${currency} for the last 30 days`}
              className="flex h-32 items-end gap-[3px] border-b border-sand-200"
            >
              {days.map((d) => (
                <div
                  key={d.date}
                  title={`${d.date}: ${(d.minor / 100).toFixed(2)} ${currency}`}
                  className={`flex-1 rounded-t-sm ${d.minor > 0 ? 'bg-cocoa-900' : d.minor < 0 ? 'bg-terracotta-600' : 'bg-sand-200'}`}
                  style={{ height: `${Math.max(2, (Math.abs(d.minor) / max) * 100)}%` }}
                />
              ))}
            </div>
            <div className="mt-1 flex justify-between text-xs text-cocoa-500">
              <span>{days[0]!.date}</span>
              <span>{days.at(-1)!.date}</span>
            </div>
          </figure>
        );
      })}
    </div>
  );
}
