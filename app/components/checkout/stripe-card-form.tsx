import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { CardIcon, SpinnerIcon } from '../icons-later';
import { api } from '../../lib/api';
import { useDiscardCardPayment } from './payment-session';
import { useTimedMessage } from './use-timed-message';
import { primaryButton } from '../form/styles';

/** One Stripe.js per publishable key for the life of the page (Stripe's advice). */
const loaders = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaders.has(key)) loaders.set(key, loadStripe(key));
  return loaders.get(key)!;
};

const appearance = {
  theme: 'stripe' as const,
  variables: { colorPrimary: '#3b2418', colorText: '#1f120c', borderRadius: '12px', fontFamily: "'Helvetica Neue', Arial, sans-serif" },
};

function PayForm({ reference, total, disabled }: { reference: string; total: string | null; disabled: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useTimedMessage();
  const discardCardPayment = useDiscardCardPayment();

  async function pay(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setError(null);
    const { error: failure } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/payment/callback?reference=${encodeURIComponent(reference)}` },
    });
    // Only reached when the payment could not go ahead; success leaves for return_url.
    setPaying(false);
    if (failure.code === 'payment_intent_unexpected_state') {
      // Stopped by a newer checkout on another device (or already paid): the shop says which.
      const told = await api<{ message?: string }>('/api/payments/confirm', { body: { reference } }).catch(() => null);
      if (told?.message) {
        discardCardPayment();
        return setError(told.message);
      }
    }
    setError(
      failure.type === 'card_error' || failure.type === 'validation_error'
        ? (failure.message ?? 'An unexpected error occurred.')
        : 'An unexpected error occurred.',
    );
  }

  return (
    <form onSubmit={pay} aria-label="Card payment">
      <h3 className="font-serif text-lg text-cocoa-950">Payment method</h3>
      <div className="mt-3 rounded-2xl border border-cocoa-900 bg-white p-4 sm:p-5">
        <p className="mb-4 flex items-center gap-2 font-medium text-cocoa-950">
          <CardIcon /> Card
        </p>
        <PaymentElement options={{ layout: 'tabs' }} />
      </div>
      {error && (
        <p role="alert" className="mt-4 rounded-xl border border-terracotta-600/30 bg-white px-4 py-3 text-sm text-terracotta-600">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={!stripe || !elements || paying || disabled || !total}
        aria-busy={paying || undefined}
        className={`${primaryButton} mt-5 w-full`}
      >
        {paying && <SpinnerIcon />}
        {total ? `Pay ${total}` : 'Pay'}
      </button>
    </form>
  );
}

/** Stripe Elements, confirming the order's PaymentIntent and returning to /payment/callback. */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  reference,
  total,
  disabled,
}: {
  publishableKey: string;
  clientSecret: string;
  reference: string;
  total: string | null;
  disabled: boolean;
}) {
  return (
    <Elements key={clientSecret} stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance }}>
      <PayForm reference={reference} total={total} disabled={disabled} />
    </Elements>
  );
}
