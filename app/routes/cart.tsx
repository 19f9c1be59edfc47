import { data, redirect } from 'react-router';
import { CartLine } from '../components/catalog/cart-line';
import { CartSummary } from '../components/catalog/cart-summary';
import { EmptyBasket } from '../components/checkout/checkout-frame';
import { FormAlert } from '../components/form/form-alert';
import { changeBag, readBag } from '../lib/bag-form.server';
import { linesOf } from '../lib/bag-server';
import { BagForm } from '../components/catalog/bag-form';
import { useBagKnown, useCart } from '../lib/cart';
import { canonicalOf, pageMeta } from '../lib/seo';
import type { Route } from './+types/cart';

/** The server's bag, so the page shows it before (or without) the page's scripts. */
export async function loader({ context }: Route.LoaderArgs) {
  return { bag: await readBag(context) };
}

/** The bag's forms posted the browser's way (before the page's scripts run, or without them). */
export async function action({ request, context }: Route.ActionArgs) {
  const refusal = await changeBag(context, await request.formData());
  if (refusal) return data({ refusal: refusal.message }, { status: refusal.status });
  return redirect('/cart', 303);
}

/**
 * Once the page runs and its copy of the bag is known, its lines are the browser's instant copy (kept
 * in step with the server's); until then, the server's bag, whose buttons post their change to this page.
 */
export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const cart = useCart();
  const items = useBagKnown() ? cart.items : linesOf(loaderData.bag);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <h1 className="font-serif text-4xl text-cocoa-950 sm:text-5xl">Shopping Cart</h1>
      <div className="mt-8 flex flex-col gap-6">
        {actionData?.refusal && <FormAlert message={actionData.refusal} />}
        {items.length === 0 ? (
          <EmptyBasket />
        ) : (
          <div className="grid gap-10 lg:grid-cols-[1fr_360px]">
            <section aria-label="Cart items">
              <ul className="divide-y divide-sand-200 border-y border-sand-200">
                {items.map((item) => (
                  <CartLine key={item.id} item={item} />
                ))}
              </ul>
              <BagForm intent="clear" onPress={cart.clear}>
                <button type="submit" className="mt-4 text-sm text-cocoa-700 underline underline-offset-4 hover:text-terracotta-600">
                  Clear cart
                </button>
              </BagForm>
            </section>
            {/* Its Checkout goes to /shipping, whose guard sends a guest to sign in first. */}
            <CartSummary items={items} />
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
