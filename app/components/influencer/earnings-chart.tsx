import { useEffect, useRef, useState } from 'react';
import { formatMoney, toMinor } from '../../../domain/money';
import { CHART_MIN_HEIGHT, EarningsBars, type MonthTotal } from './earnings-bars';
import type { CountryCode } from '../../../domain/country';

const MONTHS_SHOWN = 6;
const monthLong = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The last six calendar months ending with this one, each with its earnings (0 when none). */
function lastMonths(byMonth: { month: string; total: number }[], now = new Date()): MonthTotal[] {
  const totals = new Map(byMonth.map((m) => [m.month, m.total]));
  return Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() - (MONTHS_SHOWN - 1 - i), 1));
    const key = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { key, date, total: totals.get(key) ?? 0 };
  });
}

/** The element's size in CSS pixels, so the chart draws at 1:1 and its labels keep their size on every screen. */
function useSize<T extends HTMLElement>(fallback: { width: number; height: number }) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize({ width: Math.max(240, Math.round(width)), height: Math.max(CHART_MIN_HEIGHT, Math.round(height)) });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** Commission per month as a small bar chart (no chart library), summarised for screen readers. */
export function EarningsChart({ byMonth, country }: { byMonth: { month: string; total: number }[]; country: CountryCode }) {
  const [box, size] = useSize<HTMLDivElement>({ width: 320, height: CHART_MIN_HEIGHT });
  const months = lastMonths(byMonth);
  const money = (v: number) => formatMoney(toMinor(v), country);
  const sum = months.reduce((s, m) => s + m.total, 0);
  const label = `Earnings per month, last ${MONTHS_SHOWN} months: ${months.map((m) => `${monthLong.format(m.date)} ${money(m.total)}`).join(', ')}. Total ${money(sum)}.`;
  return (
    <section
      aria-labelledby="earnings-chart-heading"
      className="flex min-w-0 flex-col rounded-3xl border border-sand-200 bg-white p-6 sm:p-8"
    >
      <h2 id="earnings-chart-heading" className="font-serif text-2xl text-cocoa-950">
        Earnings by Month
      </h2>
      <p className="mt-1 text-sm text-cocoa-500">Your commission over the last {MONTHS_SHOWN} months</p>
      {/* The chart fills what the row leaves (beside the code card on wide screens), at least its minimum height. */}
      <div ref={box} className="relative mt-5 min-h-[220px] min-w-0 flex-1">
        <div className="absolute inset-0 overflow-hidden">
          <EarningsBars months={months} width={size.width} height={size.height} country={country} label={label} />
        </div>
      </div>
      {sum === 0 && <p className="mt-3 text-center text-sm text-cocoa-700">No commission in this currency over the last 6 months yet.</p>}
    </section>
  );
}
