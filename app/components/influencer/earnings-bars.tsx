import { currencySymbol } from '../../../domain/currency';
import type { CountryCode } from '../../../domain/country';

export interface MonthTotal {
  key: string;
  date: Date;
  total: number;
}

export const CHART_MIN_HEIGHT = 220;
const PAD = { top: 26, right: 8, bottom: 36, left: 50 };
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** A round top for the y axis: 1, 2, 2.5 or 5 times a power of ten, at least the largest bar. */
function niceMax(max: number) {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 2.5, 5, 10].find((f) => f * power >= max) ?? 10) * power;
}

/**
 * The bars, drawn at 1:1 for `width` × `height` CSS pixels: y axis in the visitor's currency (compact ticks),
 * x axis the months, this month in cocoa. `label` is what screen readers hear instead.
 */
export function EarningsBars({
  months,
  width,
  height: H,
  country,
  label,
}: {
  months: MonthTotal[];
  width: number;
  height: number;
  country: CountryCode;
  label: string;
}) {
  const top = niceMax(Math.max(...months.map((m) => m.total)));
  const empty = months.every((m) => m.total === 0);
  const plotH = H - PAD.top - PAD.bottom;
  const slot = (width - PAD.left - PAD.right) / months.length;
  const barW = Math.min(36, slot * 0.5);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const short = (v: number) => `${currencySymbol(country)}${compact.format(v)}`;
  return (
    <svg role="img" aria-label={label} width={width} height={H} viewBox={`0 0 ${width} ${H}`} className="block font-sans">
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={y(top * f)}
            y2={y(top * f)}
            className={f === 0 ? 'stroke-cocoa-500/50' : 'stroke-sand-200'}
            strokeDasharray={f === 0 ? undefined : '3 4'}
          />
          {!(empty && f > 0) && (
            <text x={PAD.left - 8} y={y(top * f)} dy="0.35em" textAnchor="end" className="fill-cocoa-500 text-[11px] tabular-nums">
              {short(top * f)}
            </text>
          )}
        </g>
      ))}
      {months.map((m, i) => {
        const x = PAD.left + slot * i + (slot - barW) / 2;
        const current = i === months.length - 1;
        const h = m.total > 0 ? Math.max(y(0) - y(m.total), 3) : 0;
        return (
          <g key={m.key}>
            {h > 0 && (
              <>
                <rect
                  x={x}
                  y={y(0) - h}
                  width={barW}
                  height={h}
                  rx={Math.min(6, barW / 2)}
                  className={current ? 'fill-cocoa-900' : 'fill-gold-400'}
                />
                <text
                  x={x + barW / 2}
                  y={y(0) - h - 6}
                  textAnchor="middle"
                  className="fill-cocoa-900 text-[11px] font-semibold tabular-nums"
                >
                  {short(m.total)}
                </text>
              </>
            )}
            <text
              x={x + barW / 2}
              y={H - PAD.bottom + 18}
              textAnchor="middle"
              className={`text-[11px] ${current ? 'fill-cocoa-950 font-semibold' : 'fill-cocoa-500'}`}
            >
              {monthShort.format(m.date)}
            </text>
          </g>
        );
      })}
      <text x={0} y={10} className="fill-cocoa-500 text-[9px] font-semibold tracking-[0.14em] uppercase">
        Earnings ({currencySymbol(country)})
      </text>
      <text
        x={width - PAD.right}
        y={H - 2}
        textAnchor="end"
        className="fill-cocoa-500 text-[9px] font-semibold tracking-[0.14em] uppercase"
      >
        Month
      </text>
    </svg>
  );
}
