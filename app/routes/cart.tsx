import { CartLine } from '../components/catalog/cart-line';
import { CartSummary } from '../components/catalog/cart-summary';
import { EmptyBasket } from '../components/checkout/checkout-frame';
import { useCart } from '../lib/cart';
import { canonicalOf, pageMeta } from '../lib/seo';
import type { Route } from './+types/cart';

/** The cart lives in localStorage, so its contents appear once the browser has read it. */
export default function Cart() {
  const cart = useCart();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <h1 className="font-serif text-4xl text-cocoa-950 sm:text-5xl">Shopping Cart</h1>
      <div className="mt-8" aria-busy={!cart.loaded}>
        {!cart.loaded ? (
          <div className="h-40 animate-pulse rounded-3xl bg-sand-100" />
        ) : cart.items.length === 0 ? (
          <EmptyBasket />
        ) : (
          <div className="grid gap-10 lg:grid-cols-[1fr_360px]">
            <section aria-label="Cart items">
              <ul className="divide-y divide-sand-200 border-y border-sand-200">
                {cart.items.map((item) => (
                  <CartLine key={item.id} item={item} />
                ))}
              </ul>
              <button
                type="button"
                onClick={cart.clear}
                className="mt-4 text-sm text-cocoa-700 underline underline-offset-4 hover:text-terracotta-600"
              >
                Clear cart
              </button>
            </section>
            {/* Its Checkout goes to /shipping, whose guard sends a guest to sign in first. */}
            <CartSummary items={cart.items} />
          </div>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Shopping Cart',
    description: 'Your Zaron shopping cart.',
    canonical: canonicalOf(matches, '/cart'),
    noindex: true,
  });
