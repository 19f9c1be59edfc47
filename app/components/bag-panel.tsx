import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { cartSubtotalMinor } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import { useCart } from '../lib/cart';
import { useCountry } from '../lib/country';
import { productPrice } from '../lib/price';
import { BagIcon } from './icons';
import { CloseIcon } from './icons-later';
import { BagLine } from './header/bag-line';
import { BAG_BUTTON_ATTR } from './header/cart-button';
import { SheetContent } from './sheet';

const primary =
  'block rounded-full bg-cocoa-900 py-3.5 text-center text-sm font-medium tracking-[0.12em] text-sand-50 uppercase transition-colors hover:bg-cocoa-950';
const secondary =
  'block rounded-full border border-cocoa-900 py-3.5 text-center text-sm font-medium tracking-[0.12em] text-cocoa-950 uppercase transition-colors hover:bg-sand-100';

function EmptyBag({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-8 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sand-100 text-cocoa-700">
        <BagIcon width={28} height={28} />
      </span>
      <p className="font-serif text-xl">Your shopping bag is empty</p>
      <p className="text-sm text-cocoa-700">Discover skincare and make-up made for melanin-rich skin.</p>
      <Link to="/" onClick={onNavigate} className={`${primary} mt-2 px-8`}>
        Continue shopping
      </Link>
    </div>
  );
}

/**
 * The shopping bag slide-over, opened with useCart().openBag(). On closing,
 * focus returns to a bag button.
 */
export function BagPanel() {
  const cart = useCart();
  // The button that opened the bag; a controlled dialog has no trigger for Radix to return focus to.
  const opener = useRef<HTMLElement | null>(null);
  const { country } = useCountry();
  const subtotal = cartSubtotalMinor(cart.items.map((i) => ({ unitMinor: productPrice(i, country).unitMinor, quantity: i.quantity })));
  return (
    <Dialog.Root open={cart.bagOpen} onOpenChange={(open) => (open ? cart.openBag() : cart.closeBag())}>
      <SheetContent
        side="right"
        className="w-full max-w-md"
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        }}
        onCloseAutoFocus={(e) => {
          // Back to the button that opened it; when that is gone (Add to Cart became View Cart, the account menu closed), the header's bag button.
          e.preventDefault();
          const back = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>(`[${BAG_BUTTON_ATTR}]`);
          back?.focus();
          opener.current = null;
        }}
      >
        <div className="flex items-center justify-between border-b border-sand-200 px-6 py-5">
          <div className="flex items-baseline gap-2">
            <Dialog.Title className="font-serif text-2xl">Shopping Bag</Dialog.Title>
            {cart.count > 0 && <span className="text-sm text-cocoa-700">({cart.count})</span>}
          </div>
          <Dialog.Close aria-label="Close shopping bag" className="rounded-full p-2 hover:bg-sand-100">
            <CloseIcon />
          </Dialog.Close>
        </div>
        {cart.items.length === 0 ? (
          <EmptyBag onNavigate={cart.closeBag} />
        ) : (
          <>
            <ul aria-label="Items in your bag" className="flex-1 divide-y divide-sand-200 overflow-y-auto px-6">
              {cart.items.map((item) => (
                <BagLine
                  key={item.id}
                  item={item}
                  country={country}
                  onIncrease={() => cart.increase(item.id)}
                  onDecrease={() => cart.decrease(item.id)}
                  onRemove={() => cart.remove(item.id)}
                  onNavigate={cart.closeBag}
                />
              ))}
            </ul>
            <div className="space-y-3 border-t border-sand-200 bg-white px-6 pt-5 pb-6">
              <dl className="flex items-baseline justify-between">
                <dt className="text-sm tracking-[0.12em] uppercase">Subtotal</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatMoney(subtotal, country)}</dd>
              </dl>
              <p className="text-xs text-cocoa-700">Delivery and any discount code are worked out at checkout.</p>
              <Link to="/shipping" onClick={cart.closeBag} className={primary}>
                Checkout
              </Link>
              <Link to="/cart" onClick={cart.closeBag} className={secondary}>
                View Cart
              </Link>
              <button
                type="button"
                onClick={cart.clear}
                className="mx-auto block pt-1 text-xs text-cocoa-700 underline underline-offset-4 hover:text-terracotta-600"
              >
                Clear bag
              </button>
            </div>
          </>
        )}
      </SheetContent>
    </Dialog.Root>
  );
}
