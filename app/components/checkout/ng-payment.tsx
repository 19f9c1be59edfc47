import { useState } from 'react';
import { CHECKOUT_REPLACED } from '../../../domain/checkout/payments';
import { api, ApiError } from '../../lib/api';
import { orderDataActions } from '../../lib/order-data';
import { SpinnerIcon } from '../icons-later';
import { fingerprint, type CheckoutPayload } from './checkout-payload';
import { RadioCard } from './checkout-ui';
import { usePaymentErrorToast } from './use-payment-error-toast';
import { primaryButton } from '../form/styles';

interface InitiateResponse {
  status: boolean;
  payment_url: string;
  reference: string;
  order_number: string;
}

/**
 * NG only — 'Card' and 'Paystack' (both continue on Paystack's page, which takes cards
 * too) and 'Confirm Order', which places the order and hands over to the payment page.
 */
export function NgPayment({ payload, feeLoading }: { payload: CheckoutPayload; feeLoading: boolean }) {
  const showError = usePaymentErrorToast();
  const [method, setMethod] = useState<'card' | 'paystack'>('card');
  const [submitting, setSubmitting] = useState(false);

  async function confirm() {
    if (submitting) return;
    setSubmitting(true);
    try {
      const idempotency_key = orderDataActions.keyFor(fingerprint(payload));
      const res = await api<InitiateResponse>('/api/order/initiate-order', { body: { ...payload, idempotency_key }, errorStyle: 'raw' });
      // Stays "submitting" while the browser leaves for the payment page.
      window.location.assign(res.payment_url);
    } catch (err) {
      setSubmitting(false);
      // This attempt was replaced on another device: the next press starts a new one here.
      if (err instanceof ApiError && err.serverMessage === CHECKOUT_REPLACED) orderDataActions.endAttempt();
      showError(err);
    }
  }

  return (
    <div>
      <fieldset>
        <legend className="font-serif text-lg text-cocoa-950">Payment method</legend>
        <div className="mt-3 grid gap-3">
          <RadioCard
            name="ng-payment"
            value="card"
            checked={method === 'card'}
            onChange={() => setMethod('card')}
            title="Card"
            detail="Visa, Mastercard and Verve, on Paystack's secure page."
          />
          <RadioCard
            name="ng-payment"
            value="paystack"
            checked={method === 'paystack'}
            onChange={() => setMethod('paystack')}
            title="Paystack"
            detail="Bank transfer, USSD or card with Paystack."
          />
        </div>
      </fieldset>
      <button
        type="button"
        onClick={confirm}
        disabled={submitting || feeLoading}
        aria-busy={submitting || undefined}
        className={`${primaryButton} mt-6 w-full`}
      >
        {submitting && <SpinnerIcon />}
        Confirm Order
      </button>
    </div>
  );
}
