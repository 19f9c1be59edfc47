import { useCart } from '../../lib/cart';
import { BagIcon } from '../icons';

/** 'Shopping bag, 3 items': the count is part of the name so screen readers hear it. */
export function bagLabel(count: number) {
  return `Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`absolute flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-terracotta-600 px-1 text-[10px] leading-none font-semibold text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Marks the header's bag button: focus comes back to it when the bag closes and its opener is gone. */
export const BAG_BUTTON_ATTR = 'data-bag-button';

/** Header bag icon with its item count; opens the bag panel. */
export function CartButton() {
  const { count, openBag } = useCart();
  return (
    <button
      type="button"
      onClick={openBag}
      aria-label={bagLabel(count)}
      {...{ [BAG_BUTTON_ATTR]: '' }}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors hover:bg-sand-100"
    >
      <BagIcon width={22} height={22} />
      <CountBadge count={count} className="top-0.5 right-0" />
    </button>
  );
}
