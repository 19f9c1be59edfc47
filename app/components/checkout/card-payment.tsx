import { lazy, Suspense } from 'react';
import type { CheckoutPayload } from './checkout-payload';
import { Spinner } from './checkout-ui';
import { usePaymentSession } from './payment-session';
import { usePaymentsConfig } from './queries';
import { TestCardForm } from './test-card-form';
import { usePaymentErrorToast } from './use-payment-error-toast';

// Stripe's code is fetched only when Stripe is the card provider.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * Outside NG a card payment form: Stripe Elements when the server has Stripe keys,
 * otherwise the labelled test-mode form. `payload` is null until the checkout is priced.
 */
export function CardPayment({
  payload,
  total,
  quoteLoading,
}: {
  payload: CheckoutPayload | null;
  total: string | null;
  quoteLoading: boolean;
}) {
  const config = usePaymentsConfig();
  const showError = usePaymentErrorToast();
  const payment = usePaymentSession(payload, showError);
  const disabled = quoteLoading || payment.starting || !payload;

  if (config.isPending) return <Spinner />;
  const key = config.data?.card === 'stripe' ? (payment.session?.publishable_key ?? config.data.publishable_key) : null;
  if (key) {
    if (!payment.session)
      return (
        <p className="flex items-center gap-2 text-sm text-cocoa-700">
          <Spinner /> Preparing secure payment…
        </p>
      );
    return (
      <Suspense fallback={<Spinner />}>
        <StripeCardForm
          publishableKey={key}
          clientSecret={payment.session.value}
          reference={payment.session.reference}
          total={total}
          disabled={disabled}
        />
      </Suspense>
    );
  }
  return <TestCardForm total={total} disabled={disabled} ensureSession={payment.ensure} />;
}
