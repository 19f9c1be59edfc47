import type { StarCounts } from '../../../domain/reviews/views';
import { Stars } from './stars';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The Reviews tab's head: the average and count of published reviews, and one bar per star
 * (5 to 1) with its count; each bar filters the list to that many stars (pressed again: all).
 */
export function RatingSummary({
  rating,
  count,
  stars,
  filter,
  onFilter,
}: {
  rating: number;
  count: number;
  stars: StarCounts;
  filter: number | null;
  onFilter: (stars: number | null) => void;
}) {
  return (
    <div className="grid gap-8 sm:grid-cols-[200px_1fr] sm:items-center">
      <div className="text-center sm:text-left">
        <p className="font-serif text-5xl text-cocoa-950">
          {rating.toFixed(1)}
          <span className="text-2xl text-cocoa-500">/5</span>
        </p>
        <Stars value={rating} size={18} className="mt-2" />
        <p className="mt-1 text-sm text-cocoa-700">Based on {plural(count, 'review')}</p>
      </div>
      <ul className="flex flex-col gap-1" aria-label="Reviews by stars">
        {stars.map((n, i) => {
          const value = 5 - i;
          const pressed = filter === value;
          return (
            <li key={value}>
              <button
                type="button"
                aria-pressed={pressed}
                disabled={n === 0}
                onClick={() => onFilter(pressed ? null : value)}
                className="grid w-full grid-cols-[3.5rem_1fr_2rem] items-center gap-3 rounded-lg px-2 py-1.5 text-left text-sm text-cocoa-700 transition hover:bg-sand-100 disabled:cursor-default disabled:hover:bg-transparent aria-pressed:bg-sand-100 aria-pressed:font-semibold aria-pressed:text-cocoa-950"
              >
                <span>{plural(value, 'star')}</span>
                <span className="h-2 overflow-hidden rounded-full bg-sand-200" aria-hidden="true">
                  <span className="block h-full rounded-full bg-gold-600" style={{ width: `${count ? (n / count) * 100 : 0}%` }} />
                </span>
                <span className="text-right tabular-nums">
                  {n}
                  <span className="sr-only"> {n === 1 ? 'review' : 'reviews'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
