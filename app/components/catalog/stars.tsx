import { useId } from 'react';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One star filled to `fill` (0..1). */
function Star({ fill, size }: { fill: number; size: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id}>
          <stop offset={fill} stopColor="currentColor" />
          <stop offset={fill} stopColor="currentColor" stopOpacity="0.18" />
        </linearGradient>
      </defs>
      <path d={STAR} fill={`url(#${id})`} />
    </svg>
  );
}

/** A star rating, announced as one image: 'Rated 4.4 out of 5' (or the `label` given). */
export function Stars({ value, size = 16, className = '', label }: { value: number; size?: number; className?: string; label?: string }) {
  return (
    <span role="img" aria-label={label ?? `Rated ${value} out of 5`} className={`inline-flex gap-0.5 text-gold-600 ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} size={size} fill={Math.max(0, Math.min(1, value - i))} />
      ))}
    </span>
  );
}
