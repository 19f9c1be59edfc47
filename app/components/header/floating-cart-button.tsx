import { useCart } from '../../lib/cart';
import { BagIcon } from '../icons';
import { bagLabel, CountBadge } from './cart-button';

/** Small screens only (spec §2): a bag button that stays in reach while scrolling. */
export function FloatingCartButton() {
  const { count, openBag, bagOpen } = useCart();
  if (bagOpen) return null;
  return (
    <button
      type="button"
      onClick={openBag}
      aria-label={bagLabel(count)}
      className="fixed right-4 bottom-4 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-cocoa-900 text-sand-50 shadow-lg shadow-cocoa-950/25 ring-1 ring-sand-50/30 transition-transform hover:scale-105 active:scale-95 lg:hidden"
    >
      <BagIcon width={24} height={24} />
      <CountBadge count={count} className="-top-0.5 -right-0.5 ring-2 ring-sand-50" />
    </button>
  );
}
