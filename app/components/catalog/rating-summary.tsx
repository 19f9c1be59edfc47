import { STATIC_RATING } from '../../lib/product-seo';
import { Stars } from './stars';

/** Reviews tab: the static 4.4/5 from 21 ratings with its breakdown by stars. */
export function RatingSummary() {
  const { value, count, breakdown } = STATIC_RATING;
  return (
    <div className="grid max-w-3xl gap-8 sm:grid-cols-[200px_1fr] sm:items-center">
      <div className="text-center sm:text-left">
        <p className="font-serif text-5xl text-cocoa-950">
          {value}
          <span className="text-2xl text-cocoa-500">/5</span>
        </p>
        <Stars value={value} size={18} className="mt-2" />
        <p className="mt-1 text-sm text-cocoa-700">Based on {count} ratings</p>
      </div>
      <ul className="flex flex-col gap-2" aria-label="Rating breakdown">
        {breakdown.map((n, i) => {
          const stars = 5 - i;
          return (
            <li key={stars} className="grid grid-cols-[3.5rem_1fr_2rem] items-center gap-3 text-sm text-cocoa-700">
              <span>
                {stars} star{stars > 1 ? 's' : ''}
              </span>
              <span className="h-2 overflow-hidden rounded-full bg-sand-200" aria-hidden="true">
                <span className="block h-full rounded-full bg-gold-600" style={{ width: `${(n / count) * 100}%` }} />
              </span>
              <span className="text-right tabular-nums">
                {n}
                <span className="sr-only"> ratings</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
