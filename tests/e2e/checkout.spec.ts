import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { productPrice } from '../../app/lib/price';
import { formatMoney, percentOfMinor, roundForCountry, toMinor } from '../../domain/money';
import type { ProductSummary } from '../../domain/catalog';
import type { CountryCode } from '../../domain/country';
import { CHECKOUT_REPLACED } from '../../domain/checkout/payments';
import { orderTax } from '../../domain/tax/tax';
import { newCustomer, registerViaApi, signedInCustomer, startInCountry, useSession } from './helpers/accounts';
import { toast } from './helpers/ui';

// Checkout group: /shipping, /checkout, order-completed and My Orders; their transitions, checkout
// rules, payment and discount messages, fees and discount arithmetic.
// Payments run in test mode: the NG stand-in payment page and the labelled test card form.

test.describe.configure({ timeout: 90_000 });
// A checkout step waits on a few server calls (quote, order, payment) on top of the page itself.
const expect = baseExpect.configure({ timeout: 20_000 });

const SHIPPING_NOT_AVAILABLE =
  "We currently don't support shipping to your country. Please check back later as we're expanding our delivery network.";
const PICKUP_STATION = 'Zaron Pickup Station, 14 Admiralty Way, Lekki Phase 1, Lagos';

const ADDRESSES: Record<string, object> = {
  NG: { country: 'NG', state: 'Lagos', city: 'Ikeja', address: '12 Allen Avenue', phone: '+2348035550142' },
  GB: { country: 'GB', state: 'Greater London', city: 'London', address: '221 Baker Street', phone: '+447700900123', zip_code: 'NW1 6XE' },
  US: { country: 'US', state: 'NY', city: 'New York', address: '350 Fifth Avenue', phone: '+12125550123', zip_code: '10118' },
};

const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer of `country` signed in through the API, with one saved address there. */
async function customerIn(page: Page, request: APIRequestContext, country: string) {
  const { token } = await signedInCustomer(page, request);
  if (ADDRESSES[country]) {
    const res = await request.post('/api/order/add-address', { headers: auth(token), data: ADDRESSES[country] });
    expect(res.status(), await res.text()).toBe(201);
  }
  await startInCountry(page, country, baseURL());
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL() }]);
  return token;
}

/** In-stock products without an NG discount, so expected prices are plain. */
async function plainProducts(request: APIRequestContext, count: number): Promise<ProductSummary[]> {
  const res = await request.get('/api/product/list');
  const all = ((await res.json()) as { data: Record<string, ProductSummary[]> }).data.best_sellers ?? [];
  return all.filter((p) => !p.is_discounted && p.in_stock && p.instock_uk && p.instock_us).slice(0, count);
}

/** Puts lines in the stored bag once per tab (key cartItems), before the app reads it. */
async function seedBag(page: Page, lines: { product: ProductSummary; quantity: number }[]) {
  const items = lines.map(({ product, quantity }) => ({ ...product, quantity }));
  await page.addInitScript((json) => {
    if (window.sessionStorage.getItem('e2e-bag-set')) return;
    window.sessionStorage.setItem('e2e-bag-set', '1');
    window.localStorage.setItem('cartItems', json);
  }, JSON.stringify(items));
}

const subtotalOf = (lines: { product: ProductSummary; quantity: number }[], country: CountryCode) =>
  lines.reduce((sum, l) => sum + productPrice(l.product, country).unitMinor * l.quantity, 0);

/** A summary line as it reads: label then amount. */
const line = (label: string, amount: string) => new RegExp(`${label}\\s*${amount.replace(/[.$]/g, '\\$&')}`);

const orderSummary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await page.getByLabel('CVC').fill('123');
}

test('NG customer: pickup, influencer code AMAKA, test Paystack page, order in My Orders as processing', async ({ page, request }) => {
  const token = await customerIn(page, request, 'NG');
  const probe = await request.post('/api/order/add-discount-code', { headers: auth(token), data: { code: 'AMAKA' } });
  expect(probe.status(), 'the demo influencer code AMAKA applies').toBe(200);
  const percent = Number(await probe.text());
  const [product] = await plainProducts(request, 1);
  const lines = [{ product: product!, quantity: 2 }];
  await seedBag(page, lines);

  await page.goto('/shipping');
  await expect(page.getByRole('heading', { name: 'Delivery Information' })).toBeVisible();
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await expect(page.getByText(PICKUP_STATION)).toBeVisible();
  await expect(orderSummary(page)).toContainText(/Delivery Fee\s*₦0/);
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Complete Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products (1)' })).toBeVisible();
  const subtotal = subtotalOf(lines, 'NG');
  await expect(orderSummary(page)).toContainText(line('Total', formatMoney(subtotal, 'NG')));
  await expect(page.getByText('Discount', { exact: true })).toBeHidden();

  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.getByLabel('Discount code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  // Discount failures toast 'Error' with the server's message unchanged.
  await expect(toast(page, 'Error')).toContainText('Invalid discount code');
  await page.getByLabel('Discount code').fill('AMAKA');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Discount applied')).toBeVisible();
  // Discount = subtotal × percent / 100; total = subtotal + delivery (0) − discount.
  const discount = roundForCountry(percentOfMinor(subtotal, percent), 'NG');
  await expect(orderSummary(page)).toContainText(line('Discount', `-${formatMoney(discount, 'NG')}`));
  const total = formatMoney(subtotal - discount, 'NG');
  await expect(orderSummary(page)).toContainText(line('Total', total));
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Paystack/ })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(page).toHaveURL(/\/test-payment\/zr_/);
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/order-completed\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  await expect(page.getByText("We've sent a confirmation to your email.")).toBeVisible();
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('cartItems'), localStorage.getItem('orderData')]))
    .toEqual([null, null]);

  await page.goto('/my-orders');
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order ${orderNumber}` }) });
  await expect(order).toContainText('Processing');
  await expect(order).toContainText(product!.name);
  await expect(order).toContainText(total);
});

test('NG home delivery: the address fee, then Cancel on the test payment page returns to checkout', async ({ page, request }) => {
  const token = await customerIn(page, request, 'NG');
  const fee = (
    (await (await request.get('/api/order/location-fee/NG/Lagos/Ikeja', { headers: auth(token) })).json()) as { data: { fee: number } }
  ).data.fee;
  const lines = [{ product: (await plainProducts(request, 1))[0]!, quantity: 1 }];
  await seedBag(page, lines);

  await page.goto('/shipping');
  // The default address is preselected and NG delivery is priced by its state and city.
  await expect(page.getByRole('radio', { name: /12 Allen Avenue/ })).toBeChecked();
  await expect(orderSummary(page)).toContainText(line('Delivery Fee', formatMoney(toMinor(fee), 'NG')));
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(orderSummary(page)).toContainText(line('Total', formatMoney(subtotalOf(lines, 'NG') + toMinor(fee), 'NG')));
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(page).toHaveURL(/\/test-payment\/zr_/);
  const firstAttempt = page.url();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  // A cancelled attempt is over: confirming again starts a new payment.
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/test-payment\/zr_/);
  expect(page.url()).not.toBe(firstAttempt);
});

test('GB customer picks a delivery method and pays with the 4242 test card', async ({ page, request }) => {
  const token = await customerIn(page, request, 'GB');
  const methods = (
    (await (await request.get('/api/order/get-international-delivery-methods/GB', { headers: auth(token) })).json()) as {
      data: { name: string; price: number }[];
    }
  ).data;
  const lines = (await plainProducts(request, 2)).map((product) => ({ product, quantity: 1 }));
  await seedBag(page, lines);

  // GB prices include VAT: the product page and the bag say so.
  await page.goto(`/product/${lines[0]!.product.slug}`);
  await expect(page.getByText('incl. VAT', { exact: true })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(/Subtotal\s*£[\d.]+incl\. VAT/);

  await page.goto('/shipping');
  // The first method is preselected when the methods load.
  await expect(page.getByRole('radio', { name: new RegExp(`^${methods[0]!.name}`) })).toBeChecked();
  const second = methods[1]!;
  await page.getByRole('radio', { name: new RegExp(`^${second.name}`) }).check();
  await expect(orderSummary(page)).toContainText(line('Delivery Fee', formatMoney(toMinor(second.price), 'GB')));
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  const total = formatMoney(subtotalOf(lines, 'GB') + toMinor(second.price), 'GB');
  await expect(orderSummary(page)).toContainText(line('Total', total));
  const vat = orderTax({
    rule: { name: 'VAT', rateBp: 2000, included: true, registration: '' },
    lines: lines.map((l) => ({ lineMinor: productPrice(l.product, 'GB').unitMinor, taxClass: 'standard' })),
    discountMinor: 0,
    deliveryMinor: toMinor(second.price),
  }).taxMinor;
  await expect(orderSummary(page)).toContainText(`incl. ${formatMoney(vat, 'GB')} VAT`);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/order-completed\?order=/);
  await expect(page.getByText("We've sent a confirmation to your email.")).toBeVisible();
});

test('the delivery step draws her address and the delivery methods the page came with, without waiting for the API', async ({
  page,
  request,
}) => {
  const token = await customerIn(page, request, 'GB');
  const methods = (
    (await (await request.get('/api/order/get-international-delivery-methods/GB', { headers: auth(token) })).json()) as {
      data: { name: string }[];
    }
  ).data;
  await seedBag(
    page,
    (await plainProducts(request, 1)).map((product) => ({ product, quantity: 1 })),
  );
  // The browser's own questions (who she is, her addresses, the methods) get no answer until the end.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  const asked: string[] = [];
  await page.route(/\/api\/(auth\/user|order\/addresses|order\/get-international-delivery-methods\/)/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });

  await page.goto('/shipping');
  await expect(page.getByRole('radio', { name: /221 Baker Street/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: new RegExp(`^${methods[0]!.name}`) })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  // Asked again in the background all the same, so a change made elsewhere still shows.
  await expect.poll(() => asked).toContain('/api/order/addresses');
  answer();
});

test('a declined card shows the decline message, and a second try with 4242 goes through', async ({ page, request }) => {
  await customerIn(page, request, 'GB');
  await seedBag(page, [{ product: (await plainProducts(request, 1))[0]!, quantity: 1 }]);

  await page.goto('/shipping');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();

  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card number is invalid.' })).toBeVisible();

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order-completed\?order=/);
});

test('US order of $80 or more has a $0.00 delivery fee', async ({ page, request }) => {
  await customerIn(page, request, 'US');
  const [product] = await plainProducts(request, 1);
  const quantity = Math.ceil(8000 / productPrice(product!, 'US').unitMinor);
  await seedBag(page, [{ product: product!, quantity }]);

  await page.goto('/shipping');
  await expect(page.getByRole('radio', { name: /Ground|Standard|USPS|UPS|FedEx/ }).first()).toBeChecked();
  await expect(orderSummary(page)).toContainText(/Delivery Fee\s*\$0\.00/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The server's own quote agrees.
  await expect(orderSummary(page)).toContainText(/Delivery Fee\s*\$0\.00/);
});

test('an unsupported country shows Shipping Not Available', async ({ page, request }) => {
  await customerIn(page, request, 'CA');
  await seedBag(page, [{ product: (await plainProducts(request, 1))[0]!, quantity: 1 }]);
  await page.goto('/shipping');
  const box = page.getByRole('alert').filter({ hasText: 'Shipping Not Available' });
  await expect(box).toBeVisible();
  await expect(box).toContainText(SHIPPING_NOT_AVAILABLE);
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
});

test('Checkout waits for an address in address mode; pickup needs none (NG)', async ({ page, request }) => {
  const { token } = await signedInCustomer(page, request);
  expect(token).toBeTruthy();
  await startInCountry(page, 'NG', baseURL());
  await seedBag(page, [{ product: (await plainProducts(request, 1))[0]!, quantity: 1 }]);
  await page.goto('/shipping');
  await expect(page.getByText('No address added yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

test('a guest pressing Checkout in the cart is sent to sign in first', async ({ page, request }) => {
  await startInCountry(page, 'NG', baseURL());
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL() }]);
  await seedBag(page, [{ product: (await plainProducts(request, 1))[0]!, quantity: 1 }]);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=\/shipping$/);
});

/** One device of a shopper: its own browser context (storage, cookies), signed in with `token`. */
async function device(
  browser: Browser,
  token: string,
  country: string,
  width: number,
  lines: { product: ProductSummary; quantity: number }[],
) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height: 900 } });
  const page = await context.newPage();
  await useSession(page, token);
  await startInCountry(page, country, baseURL());
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL() }]);
  await seedBag(page, lines);
  return { page, close: () => context.close() };
}

test('one shopper, two devices: the phone is told its checkout was replaced; the laptop pays; My Orders shows one order in full', async ({
  browser,
  request,
}) => {
  // Two browsers each walking the checkout on a shared machine.
  test.setTimeout(180_000);
  const token = await registerViaApi(request, newCustomer());
  const added = await request.post('/api/order/add-address', { headers: auth(token), data: ADDRESSES.GB });
  expect(added.status()).toBe(201);
  const probe = await request.post('/api/order/add-discount-code', { headers: auth(token), data: { code: 'AMAKA' } });
  expect(probe.status(), 'the demo influencer code AMAKA applies').toBe(200);
  const percent = Number(await probe.text());
  const lines = [{ product: (await plainProducts(request, 1))[0]!, quantity: 2 }];
  const phone = await device(browser, token, 'GB', 390, lines);
  const laptop = await device(browser, token, 'GB', 1280, lines);
  try {
    // The phone starts a checkout and gets its card form.
    await phone.page.goto('/shipping');
    await phone.page.getByRole('button', { name: 'Checkout' }).click();
    await expect(phone.page).toHaveURL(/\/checkout$/);
    await expect(phone.page.getByRole('button', { name: /^Pay / })).toBeEnabled();

    // The laptop starts one too, sees where the order goes, and applies AMAKA.
    await laptop.page.goto('/shipping');
    await expect(laptop.page.getByRole('radio', { name: /^Pickup/ })).toHaveCount(0);
    const methods = (
      (await (await request.get('/api/order/get-international-delivery-methods/GB', { headers: auth(token) })).json()) as {
        data: { name: string; duration: string }[];
      }
    ).data;
    await expect(laptop.page.getByRole('radio', { name: new RegExp(`^${methods[0]!.name}`) })).toBeChecked();
    await laptop.page.getByRole('button', { name: 'Checkout' }).click();
    await expect(laptop.page).toHaveURL(/\/checkout$/);
    const recap = laptop.page.getByRole('region', { name: 'Delivery', exact: true });
    await expect(recap).toContainText('221 Baker Street');
    await expect(recap).toContainText('London, Greater London, NW1 6XE');
    await expect(recap).toContainText(`Delivery method${methods[0]!.name}${methods[0]!.duration}`);
    await laptop.page.getByLabel('Discount code').fill('AMAKA');
    await laptop.page.getByRole('button', { name: 'Apply' }).click();
    const subtotal = subtotalOf(lines, 'GB');
    const discount = roundForCountry(percentOfMinor(subtotal, percent), 'GB');
    await expect(orderSummary(laptop.page)).toContainText(line('Discount', `-${formatMoney(discount, 'GB')}`));
    await expect(laptop.page.getByRole('button', { name: /^Pay / })).toBeEnabled();

    // A good card on the phone is not charged: the phone is told plainly why.
    await fillCard(phone.page, '4242 4242 4242 4242');
    await phone.page.getByRole('button', { name: /^Pay / }).click();
    await expect(phone.page.getByRole('alert').filter({ hasText: CHECKOUT_REPLACED })).toBeVisible();
    await expect(phone.page).toHaveURL(/\/checkout$/);

    // The laptop's payment goes through.
    await fillCard(laptop.page, '4242 4242 4242 4242');
    const total = (await laptop.page.getByRole('button', { name: /^Pay / }).textContent())!.replace(/^Pay /, '');
    await laptop.page.getByRole('button', { name: /^Pay / }).click();
    await expect(laptop.page).toHaveURL(/\/order-completed\?order=/);
    const orderNumber = new URL(laptop.page.url()).searchParams.get('order')!;

    // My Orders holds exactly that one order: none of the replaced attempts.
    await laptop.page.goto('/my-orders');
    const orders = laptop.page.getByRole('list', { name: 'Orders' }).locator(':scope > li');
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toContainText(`Order ${orderNumber}`);
    await expect(orders.first()).toContainText('Processing');
    await laptop.page.getByRole('link', { name: `View order ${orderNumber}` }).click();
    await expect(laptop.page).toHaveURL(new RegExp(`/my-orders/${orderNumber}$`));
    await expect(laptop.page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    const lineSection = laptop.page.getByRole('region', { name: 'Products (1)' });
    await expect(lineSection).toContainText(lines[0]!.product.name);
    await expect(lineSection).toContainText(line('Subtotal', formatMoney(subtotal, 'GB')));
    await expect(lineSection).toContainText(line('Discount', `-${formatMoney(discount, 'GB')}`));
    await expect(lineSection).toContainText(line('Total', total));
    await expect(laptop.page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('221 Baker Street');
    const history = laptop.page.getByRole('region', { name: 'Status history' });
    await expect(history.getByRole('listitem')).toHaveText([/Checkout started/, /Payment confirmed: being prepared/]);

    // The phone's My Orders agrees.
    await phone.page.goto('/my-orders');
    await expect(phone.page.getByRole('list', { name: 'Orders' }).locator(':scope > li')).toHaveCount(1);
  } finally {
    await phone.close();
    await laptop.close();
  }
});

test('a cancelled NG payment never shows in My Orders', async ({ page, request }) => {
  await customerIn(page, request, 'NG');
  await seedBag(page, [{ product: (await plainProducts(request, 1))[0]!, quantity: 1 }]);
  await page.goto('/shipping');
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText(PICKUP_STATION);
  await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText(/Delivery method\s*Pickup/);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/test-payment\/zr_/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto('/my-orders');
  await expect(page.getByText('No Orders')).toBeVisible();
});

for (const [country, example] of [
  ['GB', '+44 7700 900123'],
  ['US', '+1 202 555 0143'],
  ['NG', '+234 803 555 0142'],
] as const) {
  test(`${country} sign-up and address forms show a local example phone number`, async ({ page, request }) => {
    await startInCountry(page, country, baseURL());
    await page.goto('/signup');
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveAttribute('placeholder', example);
    const signedIn = await page.context().newPage();
    await useSession(signedIn, await registerViaApi(request, newCustomer()));
    await startInCountry(signedIn, country, baseURL());
    await signedIn.goto('/delivery-address');
    await signedIn.getByRole('button', { name: 'Add Address' }).click();
    await expect(signedIn.getByLabel('Phone number', { exact: true })).toHaveAttribute('placeholder', example);
  });
}
