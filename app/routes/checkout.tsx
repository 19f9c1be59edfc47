import { useState } from 'react';
import { useLocation } from 'react-router';
import { canShipTo, type CountryCode } from '../../domain/country';
import { formatMoney } from '../../domain/money';
import { PageLoader } from '../components/account/require-auth';
import { CardPayment } from '../components/checkout/card-payment';
import { buildPayload, canProceed } from '../components/checkout/checkout-payload';
import { CheckoutFrame, ChooseDelivery, EmptyBasket } from '../components/checkout/checkout-frame';
import { CheckoutProducts } from '../components/checkout/checkout-products';
import { DeliveryRecap } from '../components/checkout/delivery-recap';
import { DiscountCode } from '../components/checkout/discount-code';
import { NgPayment } from '../components/checkout/ng-payment';
import { OrderSummary } from '../components/checkout/order-summary';
import { useQuote } from '../components/checkout/queries';
import { ShippingNotAvailable } from '../components/checkout/shipping-not-available';
import { SignedInOnly } from '../components/checkout/signed-in-only';
import { CheckoutForm } from '../components/checkout/checkout-form';
import { useBagKnown, useCart } from '../lib/cart';
import { checkoutAction, checkoutStep } from '../lib/checkout-form.server';
import { useCountry } from '../lib/country';
import { useOrderData } from '../lib/order-data';
import { pageMeta } from '../lib/seo';
import { BeforeScripts } from '../components/checkout/before-scripts';
import type { Route } from './+types/checkout';

/** Set by the test payment page's Cancel and the payment callback when a payment did not go through. */
export interface CheckoutNotice {
  notice?: string;
}

function Notice({ text }: { text: string }) {
  return (
    <p role="status" className="mb-6 rounded-2xl border border-gold-600/30 bg-gold-400/15 px-5 py-4 text-sm font-medium text-cocoa-900">
      {text}
    </p>
  );
}

function CompleteCheckout({ country }: { country: CountryCode }) {
  const cart = useCart();
  const { orderData } = useOrderData();
  const notice = (useLocation().state as CheckoutNotice | null)?.notice;
  const [discountCode, setDiscountCode] = useState<string>();
  const payload = buildPayload(cart.items, orderData, country, discountCode);
  // Delivery chosen on /shipping belongs to one country; a changed flag means choosing again.
  const ready = canProceed(payload) && orderData.country === country;
  const quote = useQuote(ready ? payload : null);
  const quoteLoading = quote.isFetching || quote.isPending;
  const total = quote.data && !quoteLoading ? formatMoney(quote.data.total_minor, country) : null;

  if (cart.items.length === 0) return <EmptyBasket />;
  if (!ready) {
    return <ChooseDelivery />;
  }
  return (
    <>
      {notice && <Notice text={notice} />}
      <div className="grid gap-8 lg:grid-cols-[1fr_420px] lg:gap-12">
        <div className="min-w-0">
          <DeliveryRecap country={country} orderData={orderData} />
          <CheckoutProducts items={cart.items} country={country} />
        </div>
        <OrderSummary
          country={country}
          quote={quote.data}
          loading={quoteLoading}
          error={quote.error}
          discount={<DiscountCode applied={discountCode} onApplied={setDiscountCode} />}
          payment={
            country === 'NG' ? (
              <NgPayment payload={payload} feeLoading={quoteLoading || !quote.isSuccess} />
            ) : (
              <CardPayment payload={quote.isSuccess ? payload : null} total={total} quoteLoading={quoteLoading} />
            )
          }
        />
      </div>
    </>
  );
}

function CheckoutPage() {
  const { country } = useCountry();
  const known = useBagKnown();
  const { ready } = useOrderData();
  return (
    <CheckoutFrame step="Payment" title="Complete Checkout">
      {!canShipTo(country) ? <ShippingNotAvailable /> : !known || !ready ? <PageLoader /> : <CompleteCheckout country={country} />}
    </CheckoutFrame>
  );
}

/** Her bag priced by the server for the delivery in the page's address, so the page is whole before (or without) its scripts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return checkoutStep(context, new URL(request.url).searchParams);
}

/** A discount code, or Confirm Order, posted the browser's way. */
export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(context, await request.formData());
}

/**
 * /checkout: products, the server's order summary, discount code and payment. Signed-in only.
 * Until the page's scripts have read the order data kept in the browser, the server's forms.
 */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { ready } = useOrderData();
  if (!ready && canShipTo(loaderData.country)) {
    return (
      <CheckoutFrame step="Payment" title="Complete Checkout">
        <BeforeScripts>{import.meta.env.SSR && <CheckoutForm step={loaderData} refusal={actionData?.refusal ?? null} />}</BeforeScripts>
      </CheckoutFrame>
    );
  }
  return (
    <SignedInOnly>
      <CheckoutPage />
    </SignedInOnly>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Complete Checkout', description: 'Pay for your Zaron order.', noindex: true });
