import { useLocation } from 'react-router';
import { useCart } from '../../lib/cart';
import { BagIcon } from '../icons';
import { bagLabel, CountBadge } from './cart-button';

/**
 * No floating bag where it would cover totals and form fields and nobody is shopping: the checkout
 * group and the payment steps after it (the bag is what they show), orders, the back office.
 */
const WITHOUT_FLOATING_BAG = [
  '/cart',
  '/shipping',
  '/checkout',
  '/order-completed',
  '/payment/callback',
  '/test-payment',
  '/my-orders',
  '/admin',
];

const withoutFloatingBag = (pathname: string) => WITHOUT_FLOATING_BAG.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * Small screens only: a bag button that stays in reach while scrolling. It sits in its own
 * labelled region so it is inside a landmark, and it stays mounted while the bag is open (behind the
 * overlay) so focus can come back to it when the bag closes.
 */
export function FloatingCartButton() {
  const { count, openBag } = useCart();
  const { pathname } = useLocation();
  if (withoutFloatingBag(pathname)) return null;
  return (
    <aside aria-label="Shopping bag shortcut" className="lg:hidden">
      <button
        type="button"
        onClick={openBag}
        aria-label={bagLabel(count)}
        className="fixed right-4 bottom-4 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-cocoa-900 text-sand-50 shadow-lg shadow-cocoa-950/25 ring-1 ring-sand-50/30 transition-transform hover:scale-105 active:scale-95"
      >
        <BagIcon width={24} height={24} />
        <CountBadge count={count} className="-top-0.5 -right-0.5 ring-2 ring-sand-50" />
      </button>
    </aside>
  );
}
