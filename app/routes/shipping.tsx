import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cartSubtotalMinor } from '../../domain/cart';
import { canShipTo, type CountryCode } from '../../domain/country';
import { PageLoader } from '../components/account/require-auth';
import { AddressPicker } from '../components/checkout/address-picker';
import { buildPayload, canProceed } from '../components/checkout/checkout-payload';
import { CheckoutFrame, EmptyBasket } from '../components/checkout/checkout-frame';
import { DeliveryMethods } from '../components/checkout/delivery-methods';
import { DeliveryMode } from '../components/checkout/delivery-mode';
import { NgFeeNote } from '../components/checkout/ng-fee-note';
import { useEnsureCardPayment } from '../components/checkout/payment-session';
import { PickupStation } from '../components/checkout/pickup-station';
import { ShippingNotAvailable } from '../components/checkout/shipping-not-available';
import { ShippingSummary } from '../components/checkout/shipping-summary';
import { SignedInOnly } from '../components/checkout/signed-in-only';
import { useDeliveryFee } from '../components/checkout/use-delivery-fee';
import { usePaymentErrorToast } from '../components/checkout/use-payment-error-toast';
import { ShippingForm } from '../components/checkout/shipping-form';
import { useBagKnown, useCart } from '../lib/cart';
import { shippingAction, shippingStep } from '../lib/checkout-form.server';
import { useCountry } from '../lib/country';
import { useOrderData } from '../lib/order-data';
import { productPrice } from '../lib/price';
import { pageQueries } from '../lib/page-queries';
import { pageMeta } from '../lib/seo';
import { BeforeScripts } from '../components/checkout/before-scripts';
import type { Route } from './+types/shipping';

function DeliveryInformation({ country }: { country: CountryCode }) {
  const cart = useCart();
  const { orderData } = useOrderData();
  const navigate = useNavigate();
  const showError = usePaymentErrorToast();
  const ensureCardPayment = useEnsureCardPayment();
  const [starting, setStarting] = useState(false);
  const isNg = country === 'NG';
  const isPickup = isNg && orderData.isPickup;
  const subtotalMinor = cartSubtotalMinor(cart.items.map((i) => ({ unitMinor: productPrice(i, country).unitMinor, quantity: i.quantity })));
  const fee = useDeliveryFee(country, subtotalMinor);
  const payload = buildPayload(cart.items, orderData, country);
  const canCheckout = canProceed(payload) && !fee.unavailable;

  // Outside NG, Checkout asks for the payment secret and stores it first; NG goes straight on.
  async function checkout() {
    if (!isNg) {
      setStarting(true);
      try {
        await ensureCardPayment(payload);
      } catch (err) {
        setStarting(false);
        showError(err);
        return;
      }
    }
    navigate('/checkout');
  }

  if (cart.items.length === 0) return <EmptyBasket />;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px] lg:gap-12">
      <div className="flex min-w-0 flex-col gap-5">
        <DeliveryMode country={country} />
        {isPickup ? <PickupStation /> : <AddressPicker country={country} feeNote={isNg ? <NgFeeNote fee={fee} /> : undefined} />}
        {!isNg && <DeliveryMethods country={country} freeDelivery={country === 'US' && fee.feeMinor === 0} />}
      </div>
      <ShippingSummary
        country={country}
        items={cart.items}
        subtotalMinor={subtotalMinor}
        fee={fee}
        canCheckout={canCheckout}
        starting={starting}
        onCheckout={checkout}
      />
    </div>
  );
}

function ShippingPage() {
  const { country } = useCountry();
  const known = useBagKnown();
  const { ready, orderData, forCountry } = useOrderData();
  useEffect(() => {
    if (ready) forCountry(country);
  }, [ready, country, forCountry]);
  // The steps choose her default address and the first method as soon as they draw: only once the
  // order data belongs to this country, or the change of country would drop what they chose.
  const settled = known && ready && orderData.country === country;

  return (
    <CheckoutFrame step="Delivery" title="Delivery Information">
      {!canShipTo(country) ? <ShippingNotAvailable /> : !settled ? <PageLoader /> : <DeliveryInformation country={country} />}
    </CheckoutFrame>
  );
}

/**
 * Her bag, addresses and the country's delivery methods, so the page is whole before (or without)
 * its scripts; the same answers (and she herself) fill the scripted steps' queries.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { answered, ...step } = await shippingStep(context);
  return { step, ...(await pageQueries(context, [], answered)) };
}

/** A new address, or the delivery chosen, posted the browser's way. */
export async function action({ request, context }: Route.ActionArgs) {
  return shippingAction(context, await request.formData());
}

/**
 * /shipping: delivery mode, address or pickup, delivery method. Signed-in only. Until the page's
 * scripts have read the order data kept in the browser, the server's forms; then the scripted steps.
 */
export default function Shipping({ loaderData, actionData }: Route.ComponentProps) {
  const { ready } = useOrderData();
  const [params] = useSearchParams();
  if (!ready && loaderData.step.bag) {
    return (
      <CheckoutFrame step="Delivery" title="Delivery Information">
        <BeforeScripts>
          {import.meta.env.SSR && (
            <ShippingForm
              step={{ ...loaderData.step, bag: loaderData.step.bag }}
              chosen={params.get('address')}
              refusal={actionData?.refusal ?? null}
            />
          )}
        </BeforeScripts>
      </CheckoutFrame>
    );
  }
  return (
    <SignedInOnly>
      <ShippingPage />
    </SignedInOnly>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Delivery Information', description: 'Choose how your Zaron order reaches you.', noindex: true });
