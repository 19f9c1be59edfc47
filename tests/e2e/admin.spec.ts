import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { stepAt, totpCode } from '../../server/staff/totp';
import { logIn, registerViaApi, newCustomer, useSession } from './helpers/accounts';
import { waitForMail } from './helpers/mail';
import { expectPath, hydrated } from './helpers/ui';
import { keepOwnerSecret } from './helpers/owner-totp';

const OWNER = { email: 'owner@zaron.test', password: 'Zaron-Demo-1' };
const CUSTOMER = { email: 'customer@zaron.test', password: 'Zaron-Demo-1' };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Full-page pictures of the current page at 1280 and 390 px wide, for looking at. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/admin-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A test-mode NG pickup order of the demo customer, not paid yet. */
async function unpaidOrder(request: APIRequestContext, token: string) {
  const product = (await (await request.get('/api/product/radiance-vitamin-c-serum')).json()) as { data: { id: number } };
  const started = await request.post('/api/order/initiate-order', {
    headers: auth(token),
    data: { country: 'NG', cartItems: [{ id: product.data.id, quantity: 1 }], isPickup: true, idempotency_key: crypto.randomUUID() },
  });
  expect(started.status(), await started.text()).toBe(200);
  return (await started.json()) as { reference: string; order_number: string };
}

/** A paid test-mode NG pickup order of the demo customer; returns its number. */
async function paidOrder(request: APIRequestContext, token: string) {
  const { reference, order_number } = await unpaidOrder(request, token);
  expect((await request.post(`/api/test-payments/${reference}/pay`, { headers: auth(token), data: {} })).status()).toBe(200);
  expect(
    ((await (await request.post('/api/payments/confirm', { headers: auth(token), data: { reference } })).json()) as { status: string })
      .status,
  ).toBe('processing');
  return order_number;
}

test('guests opening the back office go to sign in; customers see Page Not Found and no staff link', async ({ page, request }) => {
  await page.goto('/admin/orders');
  await expectPath(page, '/login');
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin/orders');

  const token = await registerViaApi(request, newCustomer());
  await useSession(page, token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Adaeze' }).click();
  await expect(page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
});

test('the owner sets up two-factor, completes one order, refunds another, and sees it all in the audit log', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customerLogin = await request.post('/api/auth/login', { data: CUSTOMER });
  const customerToken = ((await customerLogin.json()) as { token: { original: { access_token: string } } }).token.original.access_token;
  const toComplete = await paidOrder(request, customerToken);
  const toRefund = await paidOrder(request, customerToken);

  await logIn(page, OWNER, '?redirectTo=/admin');
  await page.getByRole('button', { name: 'I understand' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await shoot(page, '2fa-setup');
  const secret = (await page.getByLabel('Secret key').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  keepOwnerSecret(secret);
  await page.getByLabel('Code').fill('000000' === totpCode(secret, stepAt(Date.now())) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByText('That code is not right. Please try again.')).toBeVisible();
  await page.getByLabel('Code').fill(totpCode(secret, stepAt(Date.now())));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Waiting to be completed`)).toBeVisible();
  await expect(page.getByText('No backup taken yet (npm run backup).')).toBeVisible();

  // The staff link is in the account menu.
  await page.getByRole('button', { name: 'Ifeoma' }).click();
  await expect(page.getByRole('link', { name: 'Back office' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(CUSTOMER.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('list', { name: 'Orders' }).getByText(toComplete)).toBeVisible();
  await shoot(page, 'orders');

  await page.getByRole('list', { name: 'Orders' }).getByText(toComplete).click();
  await expect(page.getByRole('heading', { name: toComplete })).toBeVisible();
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page.getByRole('button', { name: 'Yes, mark delivered' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' }).getByText('Processing → Delivered')).toBeVisible();

  await page.goto(`/admin/orders/${toRefund}`);
  await hydrated(page.getByRole('button', { name: 'Refund order' }));
  await page.getByRole('button', { name: 'Refund order' }).click();
  await page.getByRole('button', { name: 'Yes, refund order' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' }).getByText('Processing → Refunded')).toBeVisible();
  await shoot(page, 'order');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await expect(entries.getByText('Marked order delivered')).toBeVisible();
  await expect(entries.getByText('Refunded order')).toBeVisible();
  await expect(entries.getByText('Turned on two-factor sign-in')).toBeVisible();
  await shoot(page, 'audit');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Sales' })).toBeVisible();
  await shoot(page, 'dashboard');

  // The customer is told both, and sees both statuses in My Orders.
  await expect
    .poll(async () => (await waitForMail(CUSTOMER.email)).includes(`Refund for your Zaron order ${toRefund}`), { timeout: 15_000 })
    .toBe(true);
  expect(await waitForMail(CUSTOMER.email)).toContain('Refunds are processed within 5–10 business days');
  const customerPage = await page.context().browser()!.newPage();
  await useSession(customerPage, customerToken);
  await customerPage.goto(new URL('/my-orders', page.url()).toString());
  const orders = customerPage.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('listitem').filter({ hasText: toComplete }).getByText('Delivered')).toBeVisible();
  await expect(orders.getByRole('listitem').filter({ hasText: toRefund }).getByText('Refunded')).toBeVisible();
  await customerPage.close();

  // The customer pays while the owner is asked to confirm the cancel: the order is not cancelled.
  const paidMeanwhile = await unpaidOrder(request, customerToken);
  await page.goto(`/admin/orders/${paidMeanwhile.order_number}`);
  await hydrated(page.getByRole('button', { name: 'Cancel order' }));
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('The unpaid order is cancelled: its payment is stopped and its stock goes back.')).toBeVisible();
  const pay = await request.post(`/api/test-payments/${paidMeanwhile.reference}/pay`, { headers: auth(customerToken), data: {} });
  expect(pay.status()).toBe(200);
  await page.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The customer paid for this order a moment ago, so it was not cancelled: it is now processing.',
  );
  await expect(page.getByRole('button', { name: 'Refund order' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' }).getByText('Pending payment → Processing')).toBeVisible();
  await shoot(page, 'order-paid-meanwhile');
});
