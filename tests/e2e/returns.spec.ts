import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newCustomer, registerViaApi, useSession } from './helpers/accounts';
import { passOwnerTwoFactor } from './helpers/owner-totp';

// A return from the shopper's order page to her refund: she asks back one of two lines of a
// delivered order on her phone, staff approve it and mark it received, and her order shows the refund.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SHOTS = 'test-results/returns';
/** A real 1×1 PNG: the server checks photos by their first bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const consent = (page: Page) => page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL() }]);

/** A paid test-mode Lagos pickup order of a serum and a toner. */
async function paidOrder(request: APIRequestContext, token: string) {
  const ids = await Promise.all(
    ['radiance-vitamin-c-serum', 'glycolic-glow-toner'].map(
      async (slug) => ((await (await request.get(`/api/product/${slug}`)).json()) as { data: { id: number } }).data.id,
    ),
  );
  const started = await request.post('/api/order/initiate-order', {
    headers: auth(token),
    data: { country: 'NG', cartItems: ids.map((id) => ({ id, quantity: 1 })), isPickup: true, idempotency_key: `e2e-return-${Date.now()}` },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { reference, order_number } = (await started.json()) as { reference: string; order_number: string };
  await request.post(`/api/test-payments/${reference}/pay`, { headers: auth(token), data: {} });
  const confirmed = await request.post('/api/payments/confirm', { headers: auth(token), data: { reference } });
  expect(((await confirmed.json()) as { status: string }).status).toBe('processing');
  return order_number;
}

/** The owner's back office, past two-factor (set up here when no earlier spec did). */
async function ownerPage(page: Page, request: APIRequestContext, path: string) {
  const res = await request.post('/api/auth/login', { data: { email: 'owner@zaron.test', password: 'Zaron-Demo-1' } });
  await useSession(page, ((await res.json()) as { token: { original: { access_token: string } } }).token.original.access_token);
  await page.goto(path);
  await passOwnerTwoFactor(page);
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a shopper returns one line of a delivered order on her phone; staff approve, receive it and the refund shows', async ({
  page,
  request,
  browser,
}) => {
  const customer = newCustomer({ firstName: 'Zainab', lastName: 'Bello' });
  const token = await registerViaApi(request, customer);
  const orderNumber = await paidOrder(request, token);

  // Staff mark it delivered.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await consent(staff);
  await ownerPage(staff, request, `/admin/orders/${orderNumber}`);
  await staff.getByRole('button', { name: 'Mark delivered' }).click();
  await staff.getByRole('button', { name: 'Yes, mark delivered' }).click();
  await expect(staff.getByText('Status: Delivered').first()).toBeVisible();

  // On her phone: Return items, one serum, damaged, with a note and a photo.
  await consent(page);
  await useSession(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/my-orders/${orderNumber}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByText(/You can return items until/)).toBeVisible();
  await returns.getByRole('button', { name: 'Return items' }).click();
  const form = page.getByRole('form', { name: 'Which items are you returning?' });
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose at least one item to return');
  await form.getByRole('listitem').filter({ hasText: 'Radiance Vitamin C Serum' }).getByLabel('Quantity').selectOption('1');
  await form.getByLabel('Reason').selectOption({ label: 'Damaged' });
  await form.getByLabel('Note (optional)').fill('The pump arrived cracked.');
  await form.getByLabel('Photo (optional)').setInputFiles({ name: 'cracked.png', mimeType: 'image/png', buffer: PNG });
  await shots(page, 'shopper-form');
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(returns.getByRole('status')).toHaveText(
    'Your return request has been sent. We will email you once our team has looked at it.',
  );
  await expect(returns.getByText('Return status: Requested')).toBeVisible();
  await expect(returns.getByText('1 × Radiance Vitamin C Serum')).toBeVisible();
  await shots(page, 'shopper-requested');

  // Staff approve it and mark it received, back to stock, on a phone.
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto('/admin/returns?status=requested');
  await staff.getByRole('link', { name: new RegExp(orderNumber) }).click();
  await expect(staff.getByRole('heading', { name: /^Return #\d+$/ })).toBeVisible();
  await expect(staff.getByText('“The pump arrived cracked.”')).toBeVisible();
  await staff.getByRole('button', { name: /Approve return/ }).click();
  await expect(staff.getByRole('status')).toHaveText('Return approved: the customer has been emailed how to send it back');
  const receive = staff.getByRole('form', { name: 'Mark received' });
  await expect(receive.getByLabel('1 × Radiance Vitamin C Serum goes back to stock')).toBeChecked();
  await shots(staff, 'staff-receive');
  await staff.setViewportSize({ width: 390, height: 844 });
  await receive.getByRole('button', { name: 'Mark received and refund' }).click();
  await expect(staff.getByRole('status')).toHaveText('Return received and refunded');
  await expect(staff.getByText('Return status: Refunded').first()).toBeVisible();
  await shots(staff, 'staff-refunded');
  await staff.close();

  // Her order: partly refunded, the return refunded with its amount.
  await page.reload();
  await expect(page.getByText('Status: Partly refunded')).toBeVisible();
  await expect(returns.getByText('Return status: Refunded')).toBeVisible();
  const refunded = (await returns.getByText(/^Refunded ₦/).textContent())!;
  // The order's summary says the same amount: its payment less this refund is what the shop keeps.
  const summaryRefund = page
    .getByRole('region', { name: /Products/ })
    .locator('div', { has: page.getByRole('term').filter({ hasText: /^Refunded$/ }) });
  await expect(summaryRefund.getByRole('definition')).toHaveText(refunded.replace('Refunded ', ''));
  await shots(page, 'shopper-refunded');
});
