import { expect as baseExpect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import { newCustomer, registerViaApi, signedInCustomer, startInCountry, useSession } from './helpers/accounts';
import { hydrated } from './helpers/ui';

// Influencer dashboard and Refer and Earn: the dashboard and its figures, the influencer discount,
// roles, messages and the split of 15%. The demo seed makes the influencer
// influencer@zaron.test with code AMAKA at 10% to customers and 5% commission.

// Each test opens a guarded page whose session and data are read in the browser after hydration.
const expect = baseExpect.configure({ timeout: 15_000 });

const INFLUENCER = { email: 'influencer@zaron.test', password: 'Zaron-Demo-1', code: 'AMAKA' };

/** Sign-in is rate limited per account, so each worker signs the demo influencer in once, through the API. */
const test = base.extend<{}, { influencerToken: string }>({
  influencerToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const res = await request.post('/api/auth/login', { data: { email: INFLUENCER.email, password: INFLUENCER.password } });
      expect(res.status(), await res.text()).toBe(200);
      const token = ((await res.json()) as { token: { original: { access_token: string } } }).token.original.access_token;
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ timeout: 60_000 });

const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Starts the tab as `token`'s owner in `country`, with the cookie notice already accepted. */
async function startAs(page: Page, token: string, country = 'NG') {
  await useSession(page, token);
  await startInCountry(page, country, baseURL());
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL() }]);
}

async function openDashboard(page: Page, token: string) {
  await startAs(page, token);
  await page.goto('/influencer-dashboard');
  await expect(page.getByRole('heading', { name: 'Influencer Dashboard', level: 1 })).toBeVisible();
}

const codeCard = (page: Page) => page.getByRole('region', { name: 'Your Discount Code' });
const card = (page: Page, label: string) => page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
/**
 * A toast in the notifications region by its title. An open modal hides the rest
 * of the page from the accessibility tree, toasts included, hence includeHidden.
 */
const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
const naira = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Places and pays an NG pickup order with the influencer's code as `buyerToken`'s owner; returns its number and total. */
async function orderWithCode(request: APIRequestContext, buyerToken: string) {
  const product = (await (await request.get('/api/product/radiance-vitamin-c-serum')).json()) as { data: { id: number } };
  const started = await request.post('/api/order/initiate-order', {
    headers: auth(buyerToken),
    data: {
      country: 'NG',
      cartItems: [{ id: product.data.id, quantity: 1 }],
      isPickup: true,
      discountCode: INFLUENCER.code,
      idempotency_key: crypto.randomUUID(),
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { reference, order_number } = (await started.json()) as { reference: string; order_number: string };
  const payment = (await (await request.get(`/api/test-payments/${reference}`, { headers: auth(buyerToken) })).json()) as {
    amount_minor: number;
  };
  expect((await request.post(`/api/test-payments/${reference}/pay`, { headers: auth(buyerToken), data: {} })).status()).toBe(200);
  const confirmed = await request.post('/api/payments/confirm', { headers: auth(buyerToken), data: { reference } });
  expect(((await confirmed.json()) as { status: string }).status).toBe('processing');
  return { orderNumber: order_number, totalMinor: payment.amount_minor };
}

test('the dashboard shows the cards and the code AMAKA, and Copy puts the code on the clipboard', async ({
  page,
  context,
  influencerToken,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  await openDashboard(page, influencerToken);
  for (const label of ['Total Orders', 'Available Earnings', 'All Time Earnings']) await expect(card(page, label)).toBeVisible();
  await expect(codeCard(page).getByText(INFLUENCER.code, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Earnings per month, last 6 months: / })).toBeVisible();

  await hydrated(codeCard(page).getByRole('button', { name: 'Copy' }));
  await codeCard(page).getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Discount code copied')).toContainText('The discount code has been copied to your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(INFLUENCER.code);
});

// The split is one row shared by every worker: these run one after the other, and only ever save
// the seeded 10% / 5%, so checkout specs using AMAKA meanwhile see the same percent.
test.describe('discount settings', () => {
  test.describe.configure({ mode: 'serial' });

  test('the commission follows the customer share as it is typed; 10% saves with commission 5%', async ({ page, influencerToken }) => {
    await openDashboard(page, influencerToken);
    await page.getByRole('button', { name: 'Discount Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discount Settings' });
    const share = dialog.getByLabel('Customer discount (%)');
    await share.fill('12');
    await expect(dialog.getByText('Your commission: 3%')).toBeVisible();
    await share.fill('10');
    await expect(dialog.getByText('Your commission: 5%')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Discount code set')).toContainText('The discount code has been set successfully.');
    await expect(dialog).toBeHidden();
    await expect(codeCard(page)).toContainText(/Customer\s*10%/);
    await expect(codeCard(page)).toContainText(/Commission\s*5%/);
  });

  test('16% is refused with Invalid Discount, and so is an empty share', async ({ page, influencerToken }) => {
    await openDashboard(page, influencerToken);
    await page.getByRole('button', { name: 'Discount Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discount Settings' });
    const share = dialog.getByLabel('Customer discount (%)');
    await share.fill('16');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Invalid Discount').filter({ hasText: 'Discount cannot be more than 15%.' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Discount cannot be more than 15%.');
    await expect(dialog.getByText('Your commission: —')).toBeVisible();

    await share.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Invalid Discount').filter({ hasText: 'Discount cannot be empty.' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Discount cannot be empty.');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(codeCard(page)).toContainText(/Customer\s*10%/);
  });
});

test("another customer's order with the code appears in Recent Orders and adds to the earnings", async ({
  page,
  request,
  influencerToken,
}) => {
  const buyer = newCustomer({ firstName: 'ifeoma grace' });
  const { orderNumber, totalMinor } = await orderWithCode(request, await registerViaApi(request, buyer));

  await openDashboard(page, influencerToken);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  await expect(row.getByRole('cell')).toHaveText([today, orderNumber, 'Ifeoma Grace', formatMoney(totalMinor, 'NG'), INFLUENCER.code]);

  // Other workers' orders may add to the same wallet, so the cards are at least this order's 5%.
  const commission = Math.floor((totalMinor * 0.05) / 100);
  for (const label of ['Available Earnings', 'All Time Earnings']) {
    const value = card(page, label).getByText(/^₦[\d,]+$/);
    await expect(value).not.toHaveText('₦0');
    expect(naira(await value.innerText())).toBeGreaterThanOrEqual(commission);
  }
  expect(naira(await card(page, 'Total Orders').getByText(/^\d+$/).innerText())).toBeGreaterThanOrEqual(1);
});

test('a signed-in customer who is not an influencer sees Page Not Found', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await page.goto('/influencer-dashboard');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Influencer Dashboard' })).toBeHidden();
});

test('Refer and Earn shows the referral link, copies it, and counts the sign-ups it brings', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  const token = await registerViaApi(request, newCustomer());
  await startAs(page, token);
  const { data } = (await (await request.get('/api/user/referrals', { headers: auth(token) })).json()) as { data: { code: string } };
  const friend = newCustomer({ firstName: 'Temi' });
  const joined = await request.post('/api/auth/register', {
    data: {
      first_name: friend.firstName,
      last_name: friend.lastName,
      phone: friend.phone,
      email: friend.email,
      password: friend.password,
      referral: data.code,
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  await page.goto('/refer-and-earn');
  await expect(page.getByRole('heading', { name: 'Refer and Earn', level: 1 })).toBeVisible();
  const link = page.getByText(/\/signup\?referral=/);
  await expect(link).toHaveText(new RegExp(`/signup\\?referral=${data.code}$`));
  await expect(page.getByText('Sign-ups: 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Earnings: ₦0', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.innerText());
});
