import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ConfirmAnswer, TestPaymentAnswer } from '../../domain/checkout/answers';
import { page } from './page-context';

/*
 * Test mode's payment page and the return from payment, answered by the server (decision 0061):
 * a shopper whose page has no scripts still pays, and comes back to her confirmed order.
 */

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;

const callbackPath = (reference: string) => `/payment/callback?reference=${encodeURIComponent(reference)}`;

function visitor(context: Readonly<RouterContextProvider>) {
  const { viewer, readApi, sendApi } = page(context);
  if (!viewer) throw redirect('/login');
  if (!readApi || !sendApi) throw new Error('a payment page is a visitor’s own page');
  return { readApi, sendApi };
}

/** The test payment as the API shows it to her, or why it cannot be shown. */
export async function testPaymentStep(context: Readonly<RouterContextProvider>, reference: string) {
  const { readApi } = visitor(context);
  const answer = await readApi(`/api/test-payments/${encodeURIComponent(reference)}`);
  if (answer.status === 200) return { payment: answer.body as TestPaymentAnswer, problem: null };
  return data({ payment: null, problem: messageOf(answer.body) ?? 'Order not found' }, { status: answer.status });
}

/**
 * 'Pay now' or 'Cancel' posted the browser's way: the payment is settled as the provider would,
 * then the return page checks it (a cancelled one is settled there at once, its stock going back).
 */
export async function testPaymentAction(context: Readonly<RouterContextProvider>, reference: string, form: FormData) {
  const { sendApi } = visitor(context);
  const outcome = form.get('intent') === 'cancel' ? 'decline' : 'pay';
  const answer = await sendApi('POST', `/api/test-payments/${encodeURIComponent(reference)}/${outcome}`);
  if (answer.status !== 200) {
    return data(
      { failed: messageOf(answer.body) ?? 'Oops! Something went wrong. Please try again in a moment.' },
      { status: answer.status },
    );
  }
  return redirect(callbackPath(reference), 303);
}

/**
 * The return from payment checks it once, on the server: a paid order goes on to its confirmation;
 * otherwise the page says where the payment stands (null when it could not be checked here, e.g. a
 * return from another site, whose cookie writes the API refuses: the page's scripts check it then).
 */
export async function paymentReturn(context: Readonly<RouterContextProvider>, reference: string | null): Promise<ConfirmAnswer | null> {
  const { sendApi } = visitor(context);
  if (!reference) return null;
  const answer = await sendApi('POST', '/api/payments/confirm', { reference });
  if (answer.status !== 200) return null;
  const confirmed = answer.body as ConfirmAnswer;
  if (confirmed.status === 'processing' || confirmed.status === 'completed') {
    throw redirect(`/order-completed?order=${encodeURIComponent(confirmed.order_number)}`, 303);
  }
  return confirmed;
}
