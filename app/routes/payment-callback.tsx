import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ConfirmAnswer } from '../../domain/checkout/answers';
import { CHECKOUT_REPLACED } from '../../domain/checkout/payments';
import { RequireAuth } from '../components/account/require-auth';
import { ResultPanel } from '../components/checkout/result-panel';
import { useDiscardCardPayment } from '../components/checkout/payment-session';
import { api } from '../lib/api';
import { paymentReturn } from '../lib/payment-form.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/payment-callback';
import { useHydrated } from '../components/form/form-alert';
import { primaryButton, secondaryButton } from '../components/form/styles';

type Phase = 'confirming' | 'waiting' | 'cancelled' | 'replaced' | 'refunded' | 'review' | 'error';

/** Waits between tries while the provider has not decided yet: 1, 2, 4, 8, 16 s (about half a minute). */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('confirming');
  const [told, setTold] = useState('');
  const discardCardPayment = useDiscardCardPayment();

  useEffect(() => {
    if (!reference) return;
    let live = true;
    let timer: number | undefined;
    const attempt = async (n: number) => {
      try {
        const res = await api<ConfirmAnswer>('/api/payments/confirm', { body: { reference } });
        if (!live) return;
        if (res.status === 'processing' || res.status === 'completed') {
          navigate(`/order-completed?order=${encodeURIComponent(res.order_number)}`, { replace: true });
        } else if (res.message) {
          // Replaced by a newer checkout on another device, or paid after that and refunded.
          discardCardPayment();
          setTold(res.message);
          setPhase(res.message === CHECKOUT_REPLACED ? 'replaced' : 'refunded');
        } else if (res.status === 'abandoned' || res.status === 'cancelled') {
          discardCardPayment();
          setPhase('cancelled');
        } else if (res.status === 'review') {
          setPhase('review');
        } else if (n < RETRY_DELAYS_MS.length) {
          timer = window.setTimeout(() => void attempt(n + 1), RETRY_DELAYS_MS[n]);
        } else {
          setPhase('waiting');
        }
      } catch {
        if (live) setPhase('error');
      }
    };
    void attempt(0);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [reference, navigate, discardCardPayment]);

  return <PaymentPanel reference={reference} phase={phase} told={told} />;
}

/** Where the payment stands, in the shop's words, and the ways on. */
function PaymentPanel({
  reference,
  phase,
  told,
  server = false,
}: {
  reference: string | null;
  phase: Phase;
  told: string;
  server?: boolean;
}) {
  const toCheckout = (
    <Link to="/checkout" className={primaryButton}>
      Back to checkout
    </Link>
  );
  const toOrders = (
    <Link to="/my-orders" className={secondaryButton}>
      My Orders
    </Link>
  );
  if (!reference || phase === 'error') {
    return (
      <ResultPanel
        tone="problem"
        title="We couldn't check this payment"
        actions={
          <>
            {toCheckout}
            {toOrders}
          </>
        }
      >
        <p>Please look in My Orders, or go back to checkout and try again.</p>
      </ResultPanel>
    );
  }
  if (phase === 'cancelled') {
    return (
      <ResultPanel tone="problem" title="Payment not completed" actions={toCheckout}>
        <p>Your payment was cancelled or declined, so no money was taken. Your bag is saved: you can try again.</p>
      </ResultPanel>
    );
  }
  if (phase === 'replaced') {
    return (
      <ResultPanel
        tone="problem"
        title="Checkout continued on another device"
        actions={
          <>
            {toCheckout}
            {toOrders}
          </>
        }
      >
        <p>{told} Your bag is saved: you can pay here instead.</p>
      </ResultPanel>
    );
  }
  if (phase === 'refunded') {
    return (
      <ResultPanel tone="problem" title="Your payment was refunded" actions={toOrders}>
        <p>{told}</p>
      </ResultPanel>
    );
  }
  if (phase === 'review') {
    return (
      <ResultPanel tone="problem" title="We're reviewing your payment" actions={toOrders}>
        <p>Your payment needs a quick check by our team. We'll email you as soon as your order is confirmed.</p>
      </ResultPanel>
    );
  }
  if (phase === 'waiting') {
    return (
      <ResultPanel tone="waiting" title="Still confirming your payment" actions={toOrders}>
        <p>This is taking longer than usual. We'll email you as soon as your payment is confirmed; your order will show in My Orders.</p>
      </ResultPanel>
    );
  }
  // The server's page cannot check again by itself: it offers to.
  const again = server ? (
    <Link to={`/payment/callback?reference=${encodeURIComponent(reference)}`} reloadDocument className={primaryButton}>
      Check again
    </Link>
  ) : undefined;
  return (
    <ResultPanel tone="waiting" title="We are confirming your payment…" actions={again}>
      <p>Please keep this page open. It only takes a moment.</p>
    </ResultPanel>
  );
}

/** Where the server's own check left the payment (null: it could not check it here). */
function phaseOf(answer: ConfirmAnswer | null): Phase {
  if (!answer) return 'confirming';
  if (answer.message) return answer.message === CHECKOUT_REPLACED ? 'replaced' : 'refunded';
  if (answer.status === 'abandoned' || answer.status === 'cancelled') return 'cancelled';
  if (answer.status === 'review') return 'review';
  return 'confirming';
}

/** The payment checked once on the server: a paid order goes straight on to its confirmation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { answer: await paymentReturn(context, params.get('reference') ?? params.get('trxref')) };
}

/** /payment/callback?reference=… — where Paystack, Stripe and test mode send the shopper back. */
export default function PaymentCallback({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // Before (or without) the page's scripts, the server's check; a payment still undecided offers to check again.
  if (!hydrated) {
    const { answer } = loaderData;
    return (
      <PaymentPanel
        reference={params.get('reference') ?? params.get('trxref')}
        phase={phaseOf(answer)}
        told={answer?.message ?? ''}
        server
      />
    );
  }
  return (
    <RequireAuth>
      <PaymentCallbackPage />
    </RequireAuth>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Confirming payment', description: 'Confirming your Zaron payment.', noindex: true });
