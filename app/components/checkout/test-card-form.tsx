import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ConfirmAnswer } from '../../../domain/checkout/answers';
import { api, ApiError } from '../../lib/api';
import { CardIcon, SpinnerIcon } from '../icons-later';
import { checkCard, formatCardNumber, formatExpiry } from './card-checks';
import { useDiscardCardPayment, type PaymentSession } from './payment-session';
import { TestModeBadge } from './test-mode-badge';
import { usePaymentErrorToast } from './use-payment-error-toast';
import { useTimedMessage } from './use-timed-message';
import { inputClass, labelClass, primaryButton } from '../form/styles';

interface TestCardFormProps {
  total: string | null;
  disabled: boolean;
  ensureSession: () => Promise<PaymentSession>;
}

const post = <T,>(path: string, body?: unknown) => api<T>(path, { method: 'POST', body });

/**
 * The built-in test-mode card form (no provider keys). The fields have no names and the form is
 * never submitted the browser's way: the card is checked here and only the outcome reaches the server.
 */
export function TestCardForm({ total, disabled, ensureSession }: TestCardFormProps) {
  const ids = { number: useId(), expiry: useId(), cvc: useId(), error: useId() };
  const navigate = useNavigate();
  const showError = usePaymentErrorToast();
  const discardCardPayment = useDiscardCardPayment();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useTimedMessage();

  async function pay(e: FormEvent) {
    e.preventDefault();
    if (paying || disabled) return;
    const check = checkCard(card.number, card.expiry, card.cvc);
    if (!check.ok) return setError(check.message);
    setError(null);
    setPaying(true);
    let session: PaymentSession;
    try {
      session = await ensureSession();
    } catch (err) {
      setPaying(false);
      return showError(err);
    }
    try {
      const ref = encodeURIComponent(session.reference);
      if (check.outcome === 'decline') {
        await post(`/api/test-payments/${ref}/decline`);
        // Ends the order at once so its stock goes back; the next try is a new attempt.
        await post('/api/payments/confirm', { reference: session.reference }).catch(() => undefined);
        discardCardPayment();
        setPaying(false);
        return setError('Your card was declined.');
      }
      await post(`/api/test-payments/${ref}/pay`);
      const result = await post<ConfirmAnswer>('/api/payments/confirm', { reference: session.reference });
      navigate(
        result.status === 'processing' || result.status === 'completed'
          ? `/order-completed?order=${encodeURIComponent(result.order_number)}`
          : `/payment/callback?reference=${ref}`,
      );
    } catch (err) {
      setPaying(false);
      if (err instanceof ApiError && err.status === 409) {
        // A newer checkout on another device stopped this one; the next press starts afresh here.
        discardCardPayment();
        return setError(err.serverMessage);
      }
      setError('An unexpected error occurred.');
    }
  }

  const field = (key: keyof typeof card, format: (v: string) => string) => ({
    value: card[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setCard((c) => ({ ...c, [key]: format(e.target.value) })),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.error : undefined,
    className: inputClass,
  });

  return (
    <form onSubmit={pay} noValidate aria-label="Card payment">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-serif text-lg text-cocoa-950">Payment method</h3>
        <TestModeBadge />
      </div>
      <div className="mt-3 rounded-2xl border border-cocoa-900 bg-white p-4 sm:p-5">
        <p className="flex items-center gap-2 font-medium text-cocoa-950">
          <CardIcon /> Card
        </p>
        <p className="mt-1.5 text-xs leading-relaxed text-cocoa-700">
          No real payment is taken. Pay with 4242 4242 4242 4242, or try 4000 0000 0000 0002 to see a declined card. Any future date and any
          CVC.
        </p>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="col-span-2">
            <label htmlFor={ids.number} className={labelClass}>
              Card number
            </label>
            <input
              id={ids.number}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              {...field('number', formatCardNumber)}
            />
          </div>
          <div>
            <label htmlFor={ids.expiry} className={labelClass}>
              Expiry (MM/YY)
            </label>
            <input id={ids.expiry} inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" {...field('expiry', formatExpiry)} />
          </div>
          <div>
            <label htmlFor={ids.cvc} className={labelClass}>
              CVC
            </label>
            <input
              id={ids.cvc}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              {...field('cvc', (v) => v.replace(/\D/g, '').slice(0, 4))}
            />
          </div>
        </div>
      </div>
      {error && (
        <p
          id={ids.error}
          role="alert"
          className="mt-4 rounded-xl border border-terracotta-600/30 bg-white px-4 py-3 text-sm text-terracotta-600"
        >
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={paying || disabled || !total}
        aria-busy={paying || undefined}
        className={`${primaryButton} mt-5 w-full`}
      >
        {paying && <SpinnerIcon />}
        {total ? `Pay ${total}` : 'Pay'}
      </button>
    </form>
  );
}
