import crypto from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newCustomer, registerViaApi, useSession } from './helpers/accounts';
import { passOwnerTwoFactor } from './helpers/owner-totp';
import { waitForMail } from './helpers/mail';
import { seriousFindings } from './helpers/axe';
import { hydrated } from './helpers/ui';
import { GB_ADDRESS } from '../../server/test/customers';

// Fulfilment end to end: staff ship a GB order with Royal Mail, ship another from a CSV, print a
// packing slip; the shopper follows the parcel from My Orders, on a phone and on a desktop.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SHOTS = 'test-results/fulfilment';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';
const TRACKING = 'RM 1234 5678 GB';
const TRACKING_URL = `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(TRACKING)}`;
let ownerToken = '';
let shopperToken = '';
let shopperEmail = '';
let shipped = '';
let fromCsv = '';

/** One screenshot per width, 390 px (a phone) first, then the desktop. */
async function shoot(page: Page, name: string) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
}

const consent = (page: Page) => page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL() }]);

/** A paid test-mode GB order delivered by Royal Mail; returns its number. */
async function paidGbOrder(request: APIRequestContext, token: string) {
  const product = (await (await request.get('/api/product/radiance-vitamin-c-serum')).json()) as { data: { id: number } };
  const address = await request.post('/api/order/add-address', {
    headers: auth(token),
    data: GB_ADDRESS,
  });
  expect(address.status(), await address.text()).toBe(201);
  const started = await request.post('/api/create-payment-intent', {
    headers: auth(token),
    data: {
      country: 'GB',
      cartItems: [{ id: product.data.id, quantity: 2 }],
      address: { id: ((await address.json()) as { data: { id: number } }).data.id },
      delivery_method: { name: 'Royal Mail Tracked 48' },
      idempotency_key: crypto.randomUUID(),
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { reference, order_number } = (await started.json()) as { reference: string; order_number: string };
  expect((await request.post(`/api/test-payments/${reference}/pay`, { headers: auth(token), data: {} })).status()).toBe(200);
  expect((await request.post('/api/payments/confirm', { headers: auth(token), data: { reference } })).status()).toBe(200);
  return order_number;
}

test('the owner ships a GB order with Royal Mail and its tracking number', async ({ page, request }) => {
  shopperEmail = newCustomer().email;
  shopperToken = await registerViaApi(request, newCustomer({ email: shopperEmail }));
  shipped = await paidGbOrder(request, shopperToken);
  fromCsv = await paidGbOrder(request, shopperToken);
  const login = await request.post('/api/auth/login', { data: { email: 'owner@zaron.test', password: 'Zaron-Demo-1' } });
  ownerToken = ((await login.json()) as { token: { original: { access_token: string } } }).token.original.access_token;

  await consent(page);
  await useSession(page, ownerToken);
  await page.goto(`/admin/orders/${shipped}`);
  await passOwnerTwoFactor(page);
  await expect(page.getByRole('heading', { name: shipped })).toBeVisible();
  const form = page.getByRole('form', { name: 'Ship order' });
  await expect(form.getByLabel('Carrier')).toContainText('Royal Mail');
  await shoot(page, '01-order-to-ship');

  // The shared schema speaks first: nothing is sent without a carrier and a good number.
  await form.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(form.getByLabel('Carrier')).toHaveAccessibleDescription('Choose a carrier');
  await expect(form.getByLabel('Tracking number')).toHaveAccessibleDescription(
    'Tracking number must be 1 to 40 letters, digits, spaces or dashes',
  );
  await form.getByLabel('Carrier').selectOption({ label: 'Royal Mail' });
  await form.getByLabel('Tracking number').fill(TRACKING);
  await form.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' }).getByText('Processing → Shipped')).toBeVisible();
  await expect(page.getByText(`Royal Mail · ${TRACKING}`)).toBeVisible();
  const link = page.getByRole('link', { name: new RegExp(TRACKING) });
  await expect(link).toHaveAttribute('href', TRACKING_URL);
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await shoot(page, '02-order-shipped');
  expect(await seriousFindings(page)).toEqual([]);

  const mail = await waitForMail(shopperEmail);
  expect(mail).toContain(`Subject: Your Zaron order ${shipped} is on its way`);
  expect(mail).toContain(`Tracking number: ${TRACKING}`);
});

test('ships another order from a CSV and reports the refused lines', async ({ page }) => {
  await consent(page);
  await useSession(page, ownerToken);
  await page.goto('/admin/orders');
  await page.getByText('Ship from a CSV').click();
  const csv = ['order_number,carrier,tracking_number', `${fromCsv},DPD,DPD-77001`, `${shipped},dpd,X1`, 'ZR-NOPE000,dpd,X2', 'broken'].join(
    '\n',
  );
  await page.getByLabel('CSV file').setInputFiles({ name: 'shipments.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Ship orders' }).click();
  await expect(page.getByRole('status')).toHaveText('1 shipped · 3 refused');
  const report = page.getByRole('list', { name: 'Report' });
  await expect(report.getByRole('listitem')).toHaveText([
    `Line 2${fromCsv}Shipped`,
    `Line 3${shipped}RefusedOnly a paid order being prepared (Processing) can be marked shipped; this order is shipped.`,
    'Line 4ZR-NOPE000RefusedUnknown order',
    'Line 5—RefusedMalformed row: expected order_number,carrier,tracking_number',
  ]);
  await shoot(page, '03-csv-report');
  expect(await seriousFindings(page)).toEqual([]);
});

test('a CSV chosen before the page has started is read when the form is sent', async ({ page }) => {
  await consent(page);
  await useSession(page, ownerToken);
  // The page's scripts wait until the file is chosen, so no change event of the page's sees it.
  let release = () => {};
  const held = new Promise<void>((go) => (release = go));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/orders', { waitUntil: 'commit' });
  await page.getByText('Ship from a CSV').click();
  await page.getByLabel('CSV file').setInputFiles({ name: 'late.csv', mimeType: 'text/csv', buffer: Buffer.from('ZR-NOPE001,dpd,X3\n') });
  release();
  await hydrated(page.getByRole('form', { name: 'Ship from a CSV' }));
  expect(await page.getByLabel('CSV file').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  await page.getByRole('button', { name: 'Ship orders' }).click();
  await expect(page.getByRole('status')).toHaveText('0 shipped · 1 refused');
  await expect(page.getByRole('list', { name: 'Report' }).getByRole('listitem')).toHaveText(['Line 1ZR-NOPE001RefusedUnknown order']);
});

test('prints a packing slip without prices on one A4 page', async ({ page }) => {
  await consent(page);
  await useSession(page, ownerToken);
  await page.goto(`/admin/orders/${shipped}/packing-slip`);
  const slip = page.getByRole('article', { name: 'Packing slip' });
  await expect(slip.getByText(`Order ${shipped}`)).toBeVisible();
  await expect(slip.getByText('5 Brixton Road')).toBeVisible();
  await expect(slip).not.toContainText('£');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await shoot(page, '04-packing-slip');
  expect(await seriousFindings(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/04-packing-slip-print.png`, fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
});

test('the shopper sees the Shipped badge and follows the tracking link, on a phone and a desktop', async ({ page }) => {
  await consent(page);
  await useSession(page, shopperToken);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/my-orders');
    const card = page
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: `Order ${shipped}` });
    await expect(card.getByText('Status: Shipped')).toBeVisible();
    await expect(card.getByRole('link', { name: new RegExp(TRACKING) })).toHaveAttribute('href', TRACKING_URL);
    await page.screenshot({ path: `${SHOTS}/05-my-orders-${width}.png`, fullPage: true });
    expect(await seriousFindings(page)).toEqual([]);

    await page.goto(`/my-orders/${shipped}`);
    await expect(page.getByText('Shipped: on its way to you')).toBeVisible();
    const track = page.getByRole('link', { name: /Track your parcel/ });
    await expect(track).toHaveAttribute('href', TRACKING_URL);
    await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Royal Mail', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/06-order-detail-${width}.png`, fullPage: true });
    expect(await seriousFindings(page)).toEqual([]);
  }
});
