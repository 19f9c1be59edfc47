import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillLogIn, newCustomer, registerViaApi, sessionToken, signedInCustomer } from './helpers/accounts';
import { otherOrigin } from './helpers/other-origin';
import { expectPath, hydrated } from './helpers/ui';

const CROSS_SITE_REFUSED = "This request came from another site and was refused. Please use the shop's own pages.";
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Everything a script on the page can read that might hold a secret: both storages and the readable cookies. */
const scriptVisible = (page: Page) =>
  page.evaluate(() => {
    const dump = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)]));
    return { local: dump(window.localStorage), session: dump(window.sessionStorage), cookie: document.cookie };
  });

/** A paid test-mode NG pickup order of the customer behind `token`; returns its number. */
async function paidOrder(request: APIRequestContext, token: string) {
  const product = (await (await request.get('/api/product/radiance-vitamin-c-serum')).json()) as { data: { id: number } };
  const started = await request.post('/api/order/initiate-order', {
    headers: auth(token),
    data: { country: 'NG', cartItems: [{ id: product.data.id, quantity: 1 }], isPickup: true, idempotency_key: crypto.randomUUID() },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { reference, order_number } = (await started.json()) as { reference: string; order_number: string };
  expect((await request.post(`/api/test-payments/${reference}/pay`, { headers: auth(token), data: {} })).status()).toBe(200);
  expect((await request.post('/api/payments/confirm', { headers: auth(token), data: { reference } })).status()).toBe(200);
  return order_number;
}

test('after signing in, no script can read the session: not in localStorage, sessionStorage or document.cookie', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  await registerViaApi(request, customer);
  // A token an older version of the shop stored is deleted on the first page.
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('e2e-old-token')) {
      window.sessionStorage.setItem('e2e-old-token', '1');
      window.localStorage.setItem('token', 'an-old-token-from-local-storage');
    }
  });
  // The sign-in answer, read as it passes (the page navigates away at once).
  let answer: object | null = null;
  await page.route('**/api/auth/session', async (route) => {
    const response = await route.fetch();
    answer = (await response.json()) as object;
    await route.fulfill({ response });
  });
  await page.goto('/login');
  // The page's scripts sign her in (before them, the browser posts the form: no-script-accounts.spec.ts).
  await hydrated(page.getByRole('button', { name: 'Sign In', exact: true }));
  await fillLogIn(page, customer.email, customer.password);
  await expectPath(page, '/');
  expect(Object.keys(answer!)).toEqual(['user']);
  // The account menu comes after the page's scripts and the user's query: slow on a busy machine.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Adaeze' })).toBeVisible({ timeout: 45_000 });

  const token = (await sessionToken(page))!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'zaron_session')!;
  expect([cookie.httpOnly, cookie.sameSite, cookie.path]).toEqual([true, 'Lax', '/']);
  const visible = await scriptVisible(page);
  expect(JSON.stringify(visible)).not.toContain(token);
  expect(visible.local).not.toHaveProperty('token');
  expect(visible.cookie.split('; ').filter((c) => c.startsWith('zaron_'))).toEqual(['zaron_signed_in=1']);
});

test('a request from another origin carrying the cookie is refused: a fetch and a form post change nothing', async ({
  page,
  request,
  baseURL,
}) => {
  const { token } = await signedInCustomer(page, request, { firstName: 'Bisi' });
  const evil = await otherOrigin(`<!doctype html><title>Win a prize</title>
    <form method="post" action="${baseURL}/api/auth/logout-all"><button>Claim</button></form>`);
  try {
    await page.goto(evil.url);
    // Signing out needs no body, so a page elsewhere could end the session with a plain fetch.
    const fetched = page.waitForResponse(`${baseURL}/api/auth/logout`);
    await page.evaluate(async (target) => {
      await fetch(`${target}/api/auth/logout`, { method: 'POST', credentials: 'include', mode: 'no-cors' });
    }, baseURL);
    expect((await fetched).status()).toBe(403);

    await page.getByRole('button', { name: 'Claim' }).click();
    await expect(page.locator('body')).toContainText(CROSS_SITE_REFUSED);
  } finally {
    evil.close();
  }
  const me = await request.get('/api/auth/user', { headers: auth(token) });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { first_name: string } }).user.first_name).toBe('Bisi');
});

test('My Orders comes from the server with the orders in its HTML', async ({ page, request }) => {
  const { token } = await signedInCustomer(page, request, { firstName: 'Kemi' });
  const orderNumber = await paidOrder(request, token);
  // The page's own HTML, fetched with the browser's cookie and before any script runs.
  const html = await (await page.request.get('/my-orders')).text();
  expect(html).toContain(orderNumber);
  expect(html).not.toContain(token);

  await page.goto('/my-orders');
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: `View order ${orderNumber}` })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `test-results/session-shots/my-orders-${width}.png`, fullPage: true });
  }
});
