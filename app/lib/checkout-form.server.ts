import { data, redirect, type RouterContextProvider } from 'react-router';
import type { AddressView } from '../../domain/accounts/addresses';
import type { DeliveryMethod, Quote } from '../../domain/checkout/delivery';
import { choosesDeliveryMethod, offersPickup } from '../../domain/checkout/delivery';
import type { BagView } from '../../domain/cart/view';
import { canShipTo, type CountryCode } from '../../domain/country';
import { readBag } from './bag-form.server';
import { sendForm, typedValues, type FormRefusal } from './form-action.server';
import { page } from './page-context';
import { ADDRESSES_QUERY } from '../components/account/use-addresses';
import { deliveryMethodsKey } from '../components/checkout/queries';

/*
 * The checkout steps as forms the server answers (decision 0061), for a shopper whose page has no
 * scripts yet (or none at all). The scripted checkout keeps its choices in the browser; here they
 * travel in the address of /checkout and in its forms' hidden fields, and the server prices the
 * order from its own bag every time, through the same API routes as the scripts.
 */

/** Where a guest who wants to check out signs in first. */
const CHECKOUT_LOGIN = '/login?redirectTo=/shipping';

/** The delivery chosen on /shipping (and the code applied on /checkout), as the forms carry it. */
export interface DeliveryChoice {
  pickup: boolean;
  address: string;
  method: string;
  code: string;
}

/** The choice read from the query of /checkout or a posted form; what is missing is empty. */
export function choiceOf(fields: URLSearchParams | FormData): DeliveryChoice {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return { pickup: text('delivery') === 'pickup', address: text('address'), method: text('method'), code: text('code').toUpperCase() };
}

/** The address of /checkout for a choice. */
export function checkoutPath(choice: DeliveryChoice): string {
  const query = new URLSearchParams({ delivery: choice.pickup ? 'pickup' : 'address' });
  if (!choice.pickup && choice.address) query.set('address', choice.address);
  if (choice.method) query.set('method', choice.method);
  if (choice.code) query.set('code', choice.code);
  return `/checkout?${query}`;
}

/**
 * The checkout as the API takes it, its lines from the server's bag: ids are sent as typed, so
 * the API's own schema refuses a bad one with its message.
 */
function checkoutRequest(country: CountryCode, bag: BagView, choice: DeliveryChoice, idempotencyKey?: string) {
  const pickup = offersPickup(country) && choice.pickup;
  return {
    country,
    cartItems: bag.lines.map((l) => ({ id: l.product.id, quantity: l.quantity })),
    isPickup: pickup,
    address: pickup || !choice.address ? null : { id: Number(choice.address) },
    delivery_method: choosesDeliveryMethod(country) && choice.method ? { name: choice.method } : null,
    ...(choice.code ? { discountCode: choice.code } : {}),
    ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
  };
}

/** The signed-in shopper's page tools; a guest is sent to sign in first. */
function shopper(context: Readonly<RouterContextProvider>) {
  const ctx = page(context);
  if (!ctx.viewer) throw redirect(CHECKOUT_LOGIN);
  const { readApi, sendApi } = ctx;
  if (!readApi || !sendApi) throw new Error('a checkout step is a visitor’s own page');
  return { readApi, sendApi, country: ctx.country };
}

async function read<T>(readApi: (path: string) => Promise<{ status: number; body: unknown }>, path: string): Promise<T> {
  const answer = await readApi(path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return (answer.body as { data: T }).data;
}

const messageOf = (body: unknown, fallback: string) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : fallback;

/** What /shipping shows before its scripts: the bag, her addresses in her country, its delivery methods, the Lagos areas. */
export async function shippingStep(context: Readonly<RouterContextProvider>) {
  const { readApi, country } = shopper(context);
  // A country the shop does not ship to is told so by the page itself.
  if (!canShipTo(country)) return { country, bag: null, addresses: [], methods: [], lagosAreas: [], answered: [] };
  const [bag, addresses, methods, lagosAreas] = await Promise.all([
    readBag(context),
    read<AddressView[]>(readApi, '/api/order/addresses'),
    choosesDeliveryMethod(country)
      ? read<DeliveryMethod[]>(readApi, `/api/order/get-international-delivery-methods/${country}`)
      : Promise.resolve([]),
    country === 'NG' ? read<{ name: string }[]>(readApi, '/api/order/get-lagos') : Promise.resolve([]),
  ]);
  return {
    country,
    bag,
    addresses: addresses.filter((a) => a.country === country),
    methods,
    lagosAreas: lagosAreas.map((a) => a.name),
    // The same answers under the keys the scripted page asks for them: it draws them at once.
    answered: [
      [ADDRESSES_QUERY.key, addresses],
      ...(choosesDeliveryMethod(country) ? [[deliveryMethodsKey(country), methods] as const] : []),
    ] as const,
  };
}

/** What a refused step shows: the API's message above its form, with what she typed. */
const refused = (form: FormData, status: number, message: string) =>
  data({ refusal: { message, fields: {}, values: typedValues(form) } satisfies FormRefusal }, { status });

/**
 * /shipping's two forms: a new address (saved to her address book, then chosen), or the delivery
 * chosen, which the server prices before /checkout opens (so a missing address or method, or a
 * place we do not deliver to, is told here).
 */
export async function shippingAction(context: Readonly<RouterContextProvider>, form: FormData) {
  const { sendApi, country } = shopper(context);
  if (form.get('intent') === 'address') {
    const field = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : '');
    const saved = await sendForm<{ data: AddressView }>(context, form, {
      method: 'POST',
      path: '/api/order/add-address',
      body: {
        country,
        state: field('state'),
        city: field('city'),
        address: field('address'),
        landmark: field('landmark'),
        phone: field('phone'),
        zip_code: field('zip_code'),
      },
    });
    if (!saved.ok) return saved.answer;
    return redirect(`/shipping?address=${saved.body.data.id}`, 303);
  }
  const choice = choiceOf(form);
  const bag = await readBag(context);
  const quote = await sendApi('POST', '/api/order/quote', checkoutRequest(country, bag, choice));
  if (quote.status !== 200) return refused(form, quote.status, messageOf(quote.body, 'We could not price your order. Please try again.'));
  return redirect(checkoutPath(choice), 303);
}

/** A new attempt's key: one per rendered Confirm Order, so a second press of it makes no second order. */
const newAttemptKey = () => crypto.randomUUID().replace(/-/g, '');

/** What /checkout shows before its scripts: the bag, where it goes, and the server's own price of it. */
export async function checkoutStep(context: Readonly<RouterContextProvider>, query: URLSearchParams) {
  const { readApi, sendApi, country } = shopper(context);
  const choice = choiceOf(query);
  const [bag, addresses] = await Promise.all([readBag(context), read<AddressView[]>(readApi, '/api/order/addresses')]);
  const address = choice.pickup ? null : (addresses.find((a) => String(a.id) === choice.address) ?? null);
  const step = { country, choice, bag, address, quote: null as Quote | null, problem: null as string | null, attemptKey: '' };
  // The scripted checkout opens /checkout with its choices kept in the browser: nothing to price here.
  if (bag.lines.length === 0 || !query.has('delivery')) return data(step);
  const answer = await sendApi('POST', '/api/order/quote', checkoutRequest(country, bag, choice));
  if (answer.status !== 200) {
    const problem = messageOf(answer.body, 'We could not price your order. Please try again.');
    return data({ ...step, problem }, { status: answer.status < 500 ? answer.status : 503 });
  }
  return data({ ...step, quote: (answer.body as { data: Quote }).data, attemptKey: newAttemptKey() });
}

/**
 * /checkout's forms: a discount code (the API checks it for her; /checkout then opens with it, and
 * prices with it), or Confirm Order, which places the order from the server's bag and goes on to
 * the payment page.
 */
export async function checkoutAction(context: Readonly<RouterContextProvider>, form: FormData) {
  const { country } = shopper(context);
  const choice = choiceOf(form);
  if (form.get('intent') === 'code') {
    const code = typeof form.get('discount_code') === 'string' ? (form.get('discount_code') as string) : '';
    const checked = await sendForm<number>(context, form, {
      method: 'POST',
      path: '/api/order/add-discount-code',
      body: { code, country },
    });
    if (!checked.ok) return checked.answer;
    return redirect(checkoutPath({ ...choice, code: code.trim().toUpperCase() }), 303);
  }
  const key = typeof form.get('attempt') === 'string' ? (form.get('attempt') as string) : '';
  const bag = await readBag(context);
  const placed = await sendForm<{ payment_url: string }>(context, form, {
    method: 'POST',
    path: '/api/order/initiate-order',
    // A form without its key is refused by the API's own check of it ('Invalid idempotency key').
    body: checkoutRequest(country, bag, choice, key || 'none'),
  });
  if (!placed.ok) return placed.answer;
  return redirect(placed.body.payment_url, 303);
}
