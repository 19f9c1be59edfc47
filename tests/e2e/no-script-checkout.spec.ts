import { expect as baseExpect, test, type Page } from '@playwright/test';
import { productPrice } from '../../app/lib/price';
import type { ProductSummary } from '../../domain/catalog';
import { CARD_NEEDS_SCRIPTS } from '../../domain/checkout/payments';
import { formatMoney, percentOfMinor, roundForCountry, toMinor } from '../../domain/money';
import { newCustomer, registerViaApi, signedInCustomer, startInCountry } from './helpers/accounts';

// With the page's scripts turned off entirely, a signed-in shopper checks out: bag, delivery,
// discount code, the test payment page and her order's confirmation are forms the server answers.

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const SERUM = { slug: 'radiance-vitamin-c-serum', name: 'Radiance Vitamin C Serum' };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const orderSummary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
/** A summary line as it reads: label then amount. */
const line = (label: string, amount: string) => new RegExp(`${label}\\s*${amount.replace(/[.$]/g, '\\$&')}`);

/** Clicks `button` and returns the answer to the form it posts to `path`. */
async function post(page: Page, path: string, click: () => Promise<void>) {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path),
    click(),
  ]);
  return answer;
}

/** A fresh customer signed in through the API, shopping in `country`, with the product in her bag through its page. */
async function shopperWithSerum(page: Page, country: string, baseURL: string) {
  const { token } = await signedInCustomer(page, page.request);
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }]);
  await startInCountry(page, country, baseURL);
  await page.goto(`/product/${SERUM.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('group', { name: `Quantity of ${SERUM.name}` }).getByRole('status')).toHaveText('1');
  const product = ((await (await page.request.get(`/api/product/${SERUM.slug}`)).json()) as { data: ProductSummary }).data;
  return { token, product };
}

test('without scripts a Nigerian shopper adds an address, applies AMAKA, pays on the test page and sees her order', async ({
  page,
  baseURL,
}) => {
  const { token, product } = await shopperWithSerum(page, 'NG', baseURL!);
  const percent = Number(
    await (await page.request.post('/api/order/add-discount-code', { headers: auth(token), data: { code: 'AMAKA' } })).text(),
  );
  const fee = toMinor(
    (
      (await (await page.request.get('/api/order/location-fee/NG/Lagos/Ikeja', { headers: auth(token) })).json()) as {
        data: { fee: number };
      }
    ).data.fee,
  );

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  await expect(page.getByRole('heading', { name: 'Delivery Information' })).toBeVisible();
  await expect(page.getByText('No address added yet. Add an address in Nigeria below to continue.')).toBeVisible();

  // Delivery to an address she has not given is refused on the page.
  const noAddress = await post(page, '/shipping', () => page.getByRole('button', { name: 'Checkout' }).click());
  expect(noAddress.status()).toBe(400);
  await expect(page.getByRole('form', { name: 'Delivery' }).getByRole('alert')).toHaveText('Please choose a delivery address');

  // An address with a field left empty is refused with the shop's one message, keeping what she typed.
  const form = page.getByRole('form', { name: 'Add a delivery address' });
  await form.getByLabel('Address', { exact: true }).fill('12 Allen Avenue');
  const incomplete = await post(page, '/shipping', () => form.getByRole('button', { name: 'Save Address' }).click());
  expect(incomplete.status()).toBe(400);
  await expect(form.getByRole('alert')).toHaveText('Please fill all fields');
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('12 Allen Avenue');

  await form.getByLabel('State', { exact: true }).selectOption('Lagos');
  await form.getByLabel('City or area', { exact: true }).fill('Ikeja');
  await form.getByLabel('Phone number', { exact: true }).fill('+2348035550142');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page).toHaveURL(/\/shipping\?address=\d+$/);
  await expect(page.getByRole('radio', { name: /12 Allen Avenue/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Delivery to my address/ })).toBeChecked();
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\?delivery=address&address=\d+$/);
  await expect(page.getByRole('heading', { name: 'Complete Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products (1)' })).toBeVisible();
  await expect(page.getByText('12 Allen Avenue')).toBeVisible();
  const subtotal = productPrice(product, 'NG').unitMinor;
  await expect(orderSummary(page)).toContainText(line('Subtotal', formatMoney(subtotal, 'NG')));
  await expect(orderSummary(page)).toContainText(line('Delivery Fee', formatMoney(fee, 'NG')));
  await expect(orderSummary(page)).toContainText(line('Total', formatMoney(subtotal + fee, 'NG')));

  // An unknown code: the API's message and status, and the order is priced as before.
  await page.getByLabel('Discount code').fill('NOT-A-CODE');
  const unknown = await post(page, '/checkout', () => page.getByRole('button', { name: 'Apply' }).click());
  expect(unknown.status()).toBe(400);
  await expect(orderSummary(page).getByRole('alert')).toHaveText('Invalid discount code');
  await expect(orderSummary(page)).toContainText(line('Total', formatMoney(subtotal + fee, 'NG')));

  await page.getByLabel('Discount code').fill('amaka');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/checkout\?delivery=address&address=\d+&code=AMAKA$/);
  await expect(page.getByText('Code AMAKA is applied to this order.')).toBeVisible();
  const discount = roundForCountry(percentOfMinor(subtotal, percent), 'NG');
  const total = subtotal + fee - discount;
  await expect(orderSummary(page)).toContainText(line('Discount', `-${formatMoney(discount, 'NG')}`));
  await expect(orderSummary(page)).toContainText(line('Total', formatMoney(total, 'NG')));
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(page).toHaveURL(/\/test-payment\/zr_[A-Z0-9]+$/);
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await expect(page.getByText(formatMoney(total, 'NG'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/order-completed\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();

  const order = await page.request.get(`/api/order/my-orders/${orderNumber}`, { headers: auth(token) });
  expect(order.status()).toBe(200);
  const placed = ((await order.json()) as { data: Record<string, unknown> }).data;
  expect(placed).toMatchObject({
    status: 'processing',
    country: 'NG',
    is_pickup: false,
    subtotal_minor: subtotal,
    delivery_fee_minor: fee,
    discount_minor: discount,
    total_minor: total,
    address: { address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos' },
  });
  // Paid, the bag the server kept is empty.
  await page.goto('/cart');
  await expect(page.getByText('Your basket is empty')).toBeVisible();
});

test('without scripts the card step outside Nigeria says card payment needs JavaScript', async ({ page, baseURL }) => {
  const { token, product } = await shopperWithSerum(page, 'GB', baseURL!);
  const address = {
    country: 'GB',
    state: 'Greater London',
    city: 'London',
    address: '221 Baker Street',
    phone: '+447700900123',
    zip_code: 'NW1 6XE',
  };
  expect((await page.request.post('/api/order/add-address', { headers: auth(token), data: address })).status()).toBe(201);
  const methods = (
    (await (await page.request.get('/api/order/get-international-delivery-methods/GB', { headers: auth(token) })).json()) as {
      data: { name: string; price: number }[];
    }
  ).data;

  await page.goto('/shipping');
  await expect(page.getByRole('radio', { name: /221 Baker Street/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Pickup/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: new RegExp(`^${methods[0]!.name}`) })).toBeChecked();
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\?delivery=address&address=\d+&method=/);
  const subtotal = productPrice(product, 'GB').unitMinor;
  await expect(orderSummary(page)).toContainText(line('Total', formatMoney(subtotal + toMinor(methods[0]!.price), 'GB')));
  await expect(orderSummary(page).getByRole('status')).toHaveText(CARD_NEEDS_SCRIPTS);
  await expect(page.getByRole('button', { name: 'Confirm Order' })).toHaveCount(0);
});

test('without scripts a pickup order cancelled on the test payment page is not completed, and her bag is kept', async ({
  page,
  baseURL,
}) => {
  const { token, product } = await shopperWithSerum(page, 'NG', baseURL!);
  await page.goto('/shipping');
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\?delivery=pickup$/);
  await expect(page.getByText('Zaron Pickup Station, 14 Admiralty Way, Lekki Phase 1, Lagos')).toBeVisible();
  const subtotal = productPrice(product, 'NG').unitMinor;
  await expect(orderSummary(page)).toContainText(line('Delivery Fee', formatMoney(0, 'NG')));
  await expect(orderSummary(page)).toContainText(line('Total', formatMoney(subtotal, 'NG')));
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(page).toHaveURL(/\/test-payment\/zr_[A-Z0-9]+$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?reference=zr_/);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  const orders = await page.request.get('/api/order/my-orders', { headers: auth(token) });
  expect(((await orders.json()) as { data: unknown[] }).data).toEqual([]);
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto('/cart');
  await expect(page.getByRole('group', { name: `Quantity of ${SERUM.name}` }).getByRole('status')).toHaveText('1');
});

test('without scripts a guest walks from home to a confirmed order: category, product, bag, sign-in, pickup, test payment', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = newCustomer();
  await registerViaApi(request, customer);
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL! }]);
  await startInCountry(page, 'NG', baseURL!);

  await page.goto('/');
  await page.getByRole('link', { name: 'Skin-care' }).first().click();
  await expect(page).toHaveURL(/\/skin-care$/);
  await page.getByRole('link', { name: SERUM.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${SERUM.slug}$`));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('group', { name: `Quantity of ${SERUM.name}` }).getByRole('status')).toHaveText('1');

  // A guest's Checkout asks her to sign in first, then brings her back to delivery with her bag.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=(%2F|\/)shipping$/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email', { exact: true }).fill(customer.email);
  await signIn.getByLabel('Password', { exact: true }).fill(customer.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/shipping$/);

  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?delivery=pickup$/);
  const product = ((await (await request.get(`/api/product/${SERUM.slug}`)).json()) as { data: ProductSummary }).data;
  const total = productPrice(product, 'NG').unitMinor;
  await expect(orderSummary(page)).toContainText(line('Total', formatMoney(total, 'NG')));
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(page).toHaveURL(/\/test-payment\/zr_[A-Z0-9]+$/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/order-completed\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  const placed = await page.request.get(`/api/order/my-orders/${orderNumber}`);
  expect(placed.status()).toBe(200);
  expect(((await placed.json()) as { data: Record<string, unknown> }).data).toMatchObject({
    status: 'processing',
    is_pickup: true,
    total_minor: total,
  });
});
