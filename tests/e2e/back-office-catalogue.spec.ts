import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { passOwnerTwoFactor } from './helpers/owner-totp';
import { registerViaApi, newCustomer, startInCountry, useSession } from './helpers/accounts';
import { hydrated, toast } from './helpers/ui';

// The catalogue back office, end to end: a product with two photos, three prices, an NG discount and GB-only stock;
// WELCOME10 at checkout; a payout on the influencer's dashboard; the ambassador inbox with photos.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SHOTS = 'test-results/back-office-2';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';
let ownerToken = '';
const slug = `e2e-cocoa-glow-${Date.now().toString(36)}`;

/** One screenshot per width, 390 px (a phone) first, then the desktop. */
async function shoot(page: Page, name: string) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
}

const photo = (colour: string, format: 'png' | 'jpeg') =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** The cookie notice answered, so screenshots show the page itself. */
const consent = (page: Page) => page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL() }]);

async function staffPage(page: Page) {
  await consent(page);
  await useSession(page, ownerToken);
}

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: 'Zaron-Demo-1' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: { original: { access_token: string } } }).token.original.access_token;
}

/** Pays an NG pickup order through the test provider, as the buyer's browser would after Paystack. */
async function paidNgOrder(request: APIRequestContext, token: string, productId: number, discountCode: string) {
  const res = await request.post('/api/order/initiate-order', {
    headers: auth(token),
    data: {
      country: 'NG',
      cartItems: [{ id: productId, quantity: 2 }],
      isPickup: true,
      discountCode,
      idempotency_key: `e2e${Date.now()}${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { reference } = (await res.json()) as { reference: string };
  expect((await request.post(`/api/test-payments/${reference}/pay`, { headers: auth(token), data: {} })).status()).toBe(200);
  expect((await request.post('/api/payments/confirm', { headers: auth(token), data: { reference } })).status()).toBe(200);
}

test('the owner signs in with two-factor and opens the back office', async ({ page, request }) => {
  ownerToken = await login(request, 'owner@zaron.test');
  await staffPage(page);
  await page.goto('/admin/products');
  // admin.spec set two-factor up earlier in this run: this new session asks for a code.
  await passOwnerTwoFactor(page);
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await shoot(page, '01-products');
});

test('creates a product with two photos, three prices, an NG discount and stock only in GB', async ({ page }) => {
  await staffPage(page);
  await page.goto('/admin/products/new');
  // The browser checks the create route's own schema first: each reason beside its field, nothing sent.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/products') sent.push(r.url());
  });
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('This field is required');
  await expect(page.getByLabel('Price NGN (₦)')).toHaveAccessibleDescription('Enter a price');
  await expect(page.getByLabel('Main photo', { exact: true })).toHaveAccessibleDescription('Upload an image');
  await expect(page.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription('Choose at least one category');
  await page.getByLabel('NG discount %').fill('95');
  await expect(page.getByLabel('NG discount %')).toHaveAccessibleDescription('Between 1 and 90');
  await shoot(page, '02a-new-product-errors');
  expect(sent).toEqual([]);
  await page.getByLabel('Name', { exact: true }).fill('Cocoa Glow Night Balm');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Short description').fill('A rich balm that melts in overnight.');
  await page.getByLabel('Long description').fill('Cocoa butter and shea for skin that wakes up soft.');
  await page.getByLabel('How to use').fill('Warm a little between the fingers and press onto the face.');
  await page.getByLabel('Active ingredients').fill('Cocoa butter: softens\nShea butter: comforts');
  await page
    .getByLabel('Main photo', { exact: true })
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await photo('#7a4a2f', 'png') });
  await expect(page.getByAltText('Main photo preview')).toBeVisible();
  await page
    .getByLabel('Second photo', { exact: true })
    .setInputFiles({ name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo('#d9b48f', 'jpeg') });
  await expect(page.getByAltText('Second photo preview')).toBeVisible();
  await page.getByLabel('Price NGN (₦)').fill('14500');
  await page.getByLabel('Price GBP (£)').fill('12.50');
  await page.getByLabel('Price USD ($)').fill('16');
  await page.getByLabel('NG discount %').fill('10');
  await page.getByLabel('Stock GB').fill('6');
  await page.getByRole('checkbox', { name: 'Skin-care', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Women', exact: true }).check();
  await shoot(page, '02-new-product-form');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name: 'Cocoa Glow Night Balm' })).toBeVisible();
  const stock = page.getByRole('region', { name: 'Stock' }).or(page.locator('section', { hasText: 'Stock' }).first());
  await expect(stock.first()).toContainText('GB');
  await shoot(page, '03-product-page');

  // A refusal only the server can make (the level) lands beside its field too.
  const adjust = page.getByRole('form', { name: 'Adjust stock' });
  await adjust.getByLabel('Market').selectOption('GB');
  await adjust.getByLabel('Reason').selectOption('damaged');
  await adjust.getByLabel('Units').fill('10');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust.getByLabel('Units')).toHaveAccessibleDescription('Stock cannot go below 0: only 6 in stock');

  // The edit form starts from the stored product, so a one-field change saves as it is.
  await page.getByLabel('Short description').fill('A rich balm that melts in overnight, for soft skin by morning.');
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/admin\/products\/\d+$/.test(r.url()));
  await page.getByRole('button', { name: 'Save product' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Short description')).toHaveValue('A rich balm that melts in overnight, for soft skin by morning.');
  await expect(page.getByRole('checkbox', { name: 'Skin-care', exact: true })).toBeChecked();
  await expect(page.getByLabel('Price GBP (£)')).toHaveValue('12.5');
});

test('the shop shows it at once: in stock for GB at £12.50, out of stock for US', async ({ browser }) => {
  const gb = await browser.newPage();
  await consent(gb);
  await startInCountry(gb, 'GB', baseURL());
  await gb.goto(`/product/${slug}`);
  await expect(gb.getByRole('heading', { name: 'Cocoa Glow Night Balm' })).toBeVisible();
  await expect(gb.getByText('£12.50').first()).toBeVisible();
  await expect(gb.getByRole('button', { name: /Add to (bag|cart)/i }).first()).toBeEnabled();
  await shoot(gb, '04-storefront-gb');
  const us = await browser.newPage();
  await consent(us);
  await startInCountry(us, 'US', baseURL());
  await us.goto(`/product/${slug}`);
  await expect(us.getByText('$16.00').first()).toBeVisible();
  await expect(us.getByText('Out of stock').first()).toBeVisible();
  await shoot(us, '05-storefront-us');
});

test('creates WELCOME10 for one use per customer and a customer uses it at checkout', async ({ page, browser, request }) => {
  await staffPage(page);
  await page.goto('/admin/discounts');
  await hydrated(page.getByLabel('Code', { exact: true }));
  await page.getByLabel('Code', { exact: true }).fill('W1');
  await page.getByLabel('Percent off (1–90)').fill('95');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription('The code must be 3 to 20 letters or digits');
  await expect(page.getByLabel('Percent off (1–90)')).toHaveAccessibleDescription('Between 1 and 90');
  await page.getByLabel('Code', { exact: true }).fill('WELCOME10');
  await page.getByLabel('Percent off (1–90)').fill('10');
  await page.getByLabel('Uses per customer').fill('1');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('list', { name: 'Discount codes' })).toContainText('WELCOME10');
  await expect(page.getByRole('list', { name: 'Discount codes' })).toContainText('1 per customer');
  await shoot(page, '06-discounts');

  const buyer = await browser.newPage();
  await consent(buyer);
  const customer = newCustomer();
  const token = await registerViaApi(request, customer);
  await useSession(buyer, token);
  await startInCountry(buyer, 'NG', baseURL());
  const list = (await (await request.get('/api/product/list')).json()) as {
    data: { best_sellers: { id: number; in_stock: boolean; is_discounted: boolean }[] };
  };
  const product = list.data.best_sellers.find((p) => p.in_stock && !p.is_discounted)!;
  const full = (await (await request.get('/api/product/search/all')).json()) as { data: { id: number }[] };
  const item = full.data.find((p) => p.id === product.id)!;
  await buyer.addInitScript(
    (json) => {
      if (window.sessionStorage.getItem('e2e-bag-set')) return;
      window.sessionStorage.setItem('e2e-bag-set', '1');
      window.localStorage.setItem('cartItems', json);
    },
    JSON.stringify([{ ...item, quantity: 1 }]),
  );
  await buyer.goto('/shipping');
  await buyer.getByRole('radio', { name: /^Pickup/ }).check();
  await buyer.getByRole('button', { name: 'Checkout' }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);
  await buyer.getByLabel('Discount code').fill('welcome10');
  await buyer.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(buyer, 'Discount applied')).toBeVisible();
  await expect(buyer.getByRole('complementary', { name: 'Order Summary' })).toContainText('Discount');
  await shoot(buyer, '07-checkout-welcome10');
  await buyer.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(buyer).toHaveURL(/\/test-payment\/zr_/);
  await buyer.getByRole('button', { name: 'Pay now' }).click();
  await expect(buyer).toHaveURL(/\/order-completed\?order=/);
  // Used once: the same customer is refused with the server's words.
  const again = await request.post('/api/order/add-discount-code', { headers: auth(token), data: { code: 'WELCOME10' } });
  expect(await again.json()).toEqual({ message: 'You have already used this discount code' });
});

test('records a payout for influencer@zaron.test and the dashboard shows it', async ({ page, browser, request }) => {
  // A paid order with the code AMAKA earns her commission first.
  const buyerToken = await registerViaApi(request, newCustomer());
  const list = (await (await request.get('/api/product/list')).json()) as { data: { best_sellers: { id: number; in_stock: boolean }[] } };
  await paidNgOrder(request, buyerToken, list.data.best_sellers.find((p) => p.in_stock)!.id, 'AMAKA');
  const amakaToken = await login(request, 'influencer@zaron.test');
  const before = (
    (await (await request.get('/api/user/influencer-data', { headers: auth(amakaToken) })).json()) as {
      data: { wallet: { balance: number; currency: string }; total_earned: number };
    }
  ).data;
  expect(before.wallet.currency).toBe('NGN');
  expect(before.wallet.balance).toBeGreaterThan(0);
  const payout = Math.floor(before.wallet.balance / 2);

  await staffPage(page);
  await page.goto('/admin/influencers');
  await page.getByRole('link', { name: /Amaka/ }).click();
  // A click before React runs follows the link as a whole page load.
  await hydrated(page.getByLabel('Currency'));
  await page.getByLabel('Currency').selectOption('NGN');
  await page.getByLabel('Amount').fill(String(payout));
  await page.getByLabel('Payment reference').fill('GTB-TRF-20261123');
  await page.getByRole('button', { name: 'Record payout' }).click();
  await expect(page.getByRole('list', { name: 'Ledger' })).toContainText('GTB-TRF-20261123');
  await shoot(page, '08-influencer-payout');

  const amaka = await browser.newPage();
  await consent(amaka);
  await useSession(amaka, amakaToken);
  await startInCountry(amaka, 'US', baseURL());
  await amaka.goto('/influencer-dashboard');
  const naira = (major: number) => `₦${Math.round(major).toLocaleString('en-US')}`;
  const cards = amaka.getByRole('list', { name: 'Your numbers' });
  await expect(cards).toContainText(`Available Earnings${naira(before.wallet.balance - payout)}`);
  await expect(cards).toContainText(`All Time Earnings${naira(before.total_earned)}`);
  await expect(amaka.getByRole('region', { name: 'Payouts' })).toContainText('GTB-TRF-20261123');
  await shoot(amaka, '09-influencer-dashboard');
});

test('finds the ambassador application from /face-of-zaron-2025 with its photos', async ({ page, request }) => {
  const email = `e2e-ambassador-${Date.now()}@example.com`;
  const dob = `${new Date().getUTCFullYear() - 23}-06-01`;
  const res = await request.post('/api/forms/ambassador', {
    multipart: {
      name: 'Temi Adebayo',
      sex: 'Female',
      address: '8 Bourdillon Road, Ikoyi',
      country: 'NG',
      dob,
      phoneNumber: '+234 809 111 2233',
      email,
      socialMediaHandle: '@temi.glows',
      agreedToTerms: 'true',
      portraitPhoto: { name: 'portrait.png', mimeType: 'image/png', buffer: await photo('#a0522d', 'png') },
      fullBodyPhoto: { name: 'full.jpg', mimeType: 'image/jpeg', buffer: await photo('#5b2a44', 'jpeg') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await staffPage(page);
  await page.goto('/admin/inbox/ambassador');
  const item = page.getByRole('listitem').filter({ hasText: 'Temi Adebayo' });
  await item.locator('summary').click();
  await expect(item.getByRole('img', { name: 'Portrait photo' })).toBeVisible();
  await expect(item.getByRole('img', { name: 'Full body photo' })).toBeVisible();
  const src = await item.getByRole('img', { name: 'Portrait photo' }).getAttribute('src');
  expect(src).toMatch(/^blob:/);
  await item.getByLabel('Status').selectOption('contacted');
  await item.getByLabel('Note').fill('Called; casting on Friday');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item.getByRole('status')).toHaveText('Saved.');
  await shoot(page, '10-inbox-ambassador');
});
