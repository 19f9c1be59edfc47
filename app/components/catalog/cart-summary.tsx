import { Link } from 'react-router';
import { cartSubtotalMinor } from '../../../domain/cart';
import type { CartItem } from '../../lib/cart';
import { useCountry } from '../../lib/country';
import { productPrice } from '../../lib/price';
import { Money } from './price';
import { useIncludedTaxNote } from '../../lib/tax';

/** Subtotal for the visitor's country and the way on to delivery details (/shipping). */
export function CartSummary({ items }: { items: readonly CartItem[] }) {
  const { country } = useCountry();
  const subtotal = cartSubtotalMinor(items.map((i) => ({ unitMinor: productPrice(i, country).unitMinor, quantity: i.quantity })));
  const count = items.reduce((n, i) => n + i.quantity, 0);
  const taxNote = useIncludedTaxNote();
  return (
    <section aria-labelledby="summary-heading" className="rounded-3xl bg-sand-100 p-6 sm:p-8 lg:sticky lg:top-6 lg:self-start">
      <h2 id="summary-heading" className="font-serif text-2xl text-cocoa-950">
        Order Summary
      </h2>
      <dl className="mt-6 flex flex-col gap-3 text-sm">
        <div className="flex justify-between text-cocoa-700">
          <dt>Items</dt>
          <dd>{count}</dd>
        </div>
        <div className="flex justify-between border-t border-sand-200 pt-3 text-base font-semibold text-cocoa-950">
          <dt>Subtotal</dt>
          <dd className="text-right">
            <Money minor={subtotal} />
            {taxNote && <span className="block text-xs font-normal text-cocoa-700">{taxNote}</span>}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-cocoa-700">Delivery and any discount code are added at checkout.</p>
      <Link
        to="/shipping"
        className="mt-6 flex h-12 items-center justify-center rounded-full bg-cocoa-950 text-sm font-semibold tracking-wide text-sand-50 hover:bg-cocoa-900"
      >
        Checkout
      </Link>
      <Link to="/" className="mt-3 block text-center text-sm text-cocoa-700 underline underline-offset-4 hover:text-cocoa-950">
        Continue shopping
      </Link>
    </section>
  );
}
