import { useId } from 'react';

/** One star's outline in a 24-unit box, drawn from its top point; `x` moves it right. */
const star = (x: number) => `M${12 + x} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${12 + x} 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z`;
/** Star pitch: a 24-unit star and a 3-unit gap (2 px at the usual 16 px size). */
const PITCH = 27;
const WIDTH = 4 * PITCH + 24;
/** The five stars as one path, so a rating is a handful of elements however often a list shows it. */
const FIVE_STARS = [0, 1, 2, 3, 4].map((i) => star(i * PITCH)).join('');
/** Where each star's ink starts and how wide it is, in the same units. */
const INK_LEFT = 2.5;
const INK_WIDTH = 19;

/** How far along the row the gold reaches for a rating (0..5), as a fraction of the row. */
function goldTo(value: number): number {
  const v = Math.max(0, Math.min(5, value));
  const whole = Math.min(4, Math.floor(v));
  return (whole * PITCH + INK_LEFT + (v - whole) * INK_WIDTH) / WIDTH;
}

/** A star rating, announced as one image: 'Rated 4.4 out of 5' (or the `label` given). */
export function Stars({ value, size = 16, className = '', label }: { value: number; size?: number; className?: string; label?: string }) {
  const id = useId();
  const to = goldTo(value);
  return (
    <span role="img" aria-label={label ?? `Rated ${value} out of 5`} className={`inline-flex text-gold-600 ${className}`}>
      <svg width={(size * WIDTH) / 24} height={size} viewBox={`0 0 ${WIDTH} 24`} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" x2={WIDTH} y1="0" y2="0">
            <stop offset={to} stopColor="currentColor" />
            <stop offset={to} stopColor="currentColor" stopOpacity="0.18" />
          </linearGradient>
        </defs>
        <path d={FIVE_STARS} fill={`url(#${id})`} />
      </svg>
    </span>
  );
}
