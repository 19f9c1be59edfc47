import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TestPaymentAnswer } from '../../domain/checkout/answers';
import type { CountryCode } from '../../domain/country';
import { formatMoney, toMinor } from '../../domain/money';
import { SpinnerIcon } from '../components/icons-later';
import { PageLoader, RequireAuth } from '../components/account/require-auth';
import { useDiscardCardPayment } from '../components/checkout/payment-session';
import { TestModeBadge } from '../components/checkout/test-mode-badge';
import { api, ApiError } from '../lib/api';
import { testPaymentAction, testPaymentStep } from '../lib/payment-form.server';
import { pageMeta } from '../lib/seo';
import { BeforeScripts } from '../components/checkout/before-scripts';
import type { Route } from './+types/test-payment';
import type { CheckoutNotice } from './checkout';
import { messageOf } from '../components/form/server-errors';
import { useHydrated } from '../components/form/form-alert';
import { primaryButton, secondaryButton } from '../components/form/styles';

const COUNTRY_OF: Record<string, CountryCode> = { NGN: 'NG', GBP: 'GB', USD: 'US' };

/** The page's card: the order and amount, what went wrong, and the buttons (or the way on once it is settled). */
function PaymentCard({
  payment: p,
  reference,
  failed,
  buttons,
}: {
  payment: TestPaymentAnswer;
  reference: string;
  failed: string | null;
  buttons: ReactNode;
}) {
  const amount = formatMoney(p.amount_minor ?? toMinor(p.amount), p.country ?? COUNTRY_OF[p.currency] ?? 'US');
  const open = p.status === 'pending';
  return (
    <div className="mx-auto max-w-lg px-4 pt-12 pb-20 sm:pt-16">
      <div className="rounded-[2rem] border-2 border-dashed border-gold-600/50 bg-white p-6 sm:p-10">
        <div className="flex items-center justify-between gap-4">
          <p className="text-[11px] font-semibold tracking-[0.3em] text-gold-600 uppercase">Payment page</p>
          <TestModeBadge />
        </div>
        <h1 className="mt-4 font-serif text-3xl text-cocoa-950">Pay for your order</h1>
        <p className="mt-2 text-sm text-cocoa-700">
          This page stands in for Paystack while the shop runs in test mode. No real money moves.
        </p>
        <dl className="mt-8 flex flex-col gap-3 rounded-2xl bg-sand-100 p-5">
          <div className="flex justify-between gap-4 text-sm">
            <dt className="text-cocoa-700">Order number</dt>
            <dd className="font-semibold tracking-wide">{p.order_number}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-sm text-cocoa-700">Amount</dt>
            <dd className="text-xl font-semibold">{amount}</dd>
          </div>
        </dl>
        {failed && (
          <p role="alert" className="mt-5 text-sm text-terracotta-600">
            {failed}
          </p>
        )}
        {open ? (
          <div className="mt-8 flex flex-col gap-3">{buttons}</div>
        ) : (
          <div className="mt-8 text-center">
            {!failed && (
              <p role="status" className="text-sm text-cocoa-700">
                This payment is no longer open.
              </p>
            )}
            <Link to={`/payment/callback?reference=${encodeURIComponent(reference)}`} className={`${primaryButton} mt-4`}>
              Check the order
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

/** Before (or without) the page's scripts: 'Pay now' and 'Cancel' post to this page, whose action settles the payment. */
function ServerTestPayment({
  reference,
  step,
  failed,
}: {
  reference: string;
  step: Route.ComponentProps['loaderData'];
  failed: string | null;
}) {
  if (!step.payment) {
    return (
      <p role="alert" className="mx-auto max-w-md px-6 py-20 text-center text-cocoa-700">
        {step.problem}
      </p>
    );
  }
  return (
    <form method="post">
      <PaymentCard
        payment={step.payment}
        reference={reference}
        failed={failed}
        buttons={
          <>
            <button type="submit" name="intent" value="pay" className={`${primaryButton} w-full`}>
              Pay now
            </button>
            <button type="submit" name="intent" value="cancel" className={`${secondaryButton} w-full`}>
              Cancel
            </button>
          </>
        }
      />
    </form>
  );
}

/** Test mode's stand-in for Paystack's page: the order and amount, then 'Pay now' or 'Cancel'. */
function TestPaymentPage({ reference }: { reference: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const discardCardPayment = useDiscardCardPayment();
  const ref = encodeURIComponent(reference);
  const payment = useQuery({ queryKey: ['test-payment', reference], queryFn: () => api<TestPaymentAnswer>(`/api/test-payments/${ref}`) });

  async function pay() {
    setBusy('pay');
    try {
      await api(`/api/test-payments/${ref}/pay`, { method: 'POST', errorStyle: 'raw' });
      navigate(`/payment/callback?reference=${ref}`);
    } catch (err) {
      setBusy(null);
      // A newer checkout on another device stopped this payment: say so in the shop's words.
      if (err instanceof ApiError && err.status === 409) discardCardPayment();
      setFailed(messageOf(err));
      void payment.refetch();
    }
  }

  async function cancel() {
    setBusy('cancel');
    try {
      await api(`/api/test-payments/${ref}/decline`, { method: 'POST' });
      // Settles the order as cancelled now, so its stock goes back; the next checkout is a new attempt.
      await api('/api/payments/confirm', { body: { reference } }).catch(() => undefined);
      discardCardPayment();
      navigate('/checkout', { state: { notice: 'Payment cancelled' } satisfies CheckoutNotice });
    } catch (err) {
      setBusy(null);
      setFailed(messageOf(err));
    }
  }

  if (payment.isPending) return <PageLoader />;
  if (payment.isError) {
    return (
      <p role="alert" className="mx-auto max-w-md px-6 py-20 text-center text-cocoa-700">
        {messageOf(payment.error)}
      </p>
    );
  }
  return (
    <PaymentCard
      payment={payment.data}
      reference={reference}
      failed={failed}
      buttons={
        <>
          <button type="button" onClick={pay} disabled={busy !== null} className={`${primaryButton} w-full`}>
            {busy === 'pay' && <SpinnerIcon />}Pay now
          </button>
          <button type="button" onClick={cancel} disabled={busy !== null} className={`${secondaryButton} w-full`}>
            {busy === 'cancel' && <SpinnerIcon />}Cancel
          </button>
        </>
      }
    />
  );
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return testPaymentStep(context, params.reference);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return testPaymentAction(context, params.reference, await request.formData());
}

export default function TestPayment({ params, loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <BeforeScripts>
        {import.meta.env.SSR && <ServerTestPayment reference={params.reference} step={loaderData} failed={actionData?.failed ?? null} />}
      </BeforeScripts>
    );
  }
  return (
    <RequireAuth>
      <TestPaymentPage reference={params.reference} />
    </RequireAuth>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Test payment', description: 'Zaron test-mode payment page.', noindex: true });
