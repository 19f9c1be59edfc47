import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { logIn, newCustomer, registerViaApi, startInCountry, useSession } from './helpers/accounts';
import { expectPath, hydrated, toast } from './helpers/ui';

// The bag kept by the server: what a guest puts in her bag on one device is in her account's bag,
// on every device, once she signs in.

const SERUM = { slug: 'radiance-vitamin-c-serum', name: 'Radiance Vitamin C Serum' };

/** The serum's id, and the answer when her bag on the server is asked to hold `quantity` of it in GB. */
async function putSerum(request: APIRequestContext, token: string, quantity: number) {
  const serum = ((await (await request.get(`/api/product/${SERUM.slug}`)).json()) as { data: { id: number } }).data;
  const answer = await request.put(`/api/cart/lines/${serum.id}?country=GB`, {
    headers: { authorization: `Bearer ${token}` },
    data: { quantity },
  });
  return { id: serum.id, answer };
}

/** A browser of its own (a device), in GB, with the cookie banner already answered. */
async function device(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await startInCountry(page, 'GB', baseURL);
  return { context, page };
}

test('a bag filled as a guest on one device is there after signing in on another', async ({ browser, request, baseURL }) => {
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const laptop = await device(browser, baseURL!);
  const phone = await device(browser, baseURL!);
  try {
    const guest = laptop.page;
    await guest.goto(`/product/${SERUM.slug}`);
    await hydrated(guest.getByRole('button', { name: 'Increase quantity' }));
    await guest.getByRole('button', { name: 'Increase quantity' }).click();
    await guest.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(guest.getByRole('banner').getByRole('button', { name: /(bag|cart)\b.*\b2 items\b/i })).toBeVisible();
    // The change went to the server, under the guest's own bag cookie.
    await expect
      .poll(async () => ((await (await guest.request.get('/api/cart')).json()) as { data: { count: number } }).data.count)
      .toBe(2);

    await logIn(guest, customer);
    await expectPath(guest, '/');

    const other = phone.page;
    await logIn(other, customer);
    // Signing in reloads the shop at home: the bag page is opened once that is done.
    await other.waitForURL((url) => url.pathname === '/');
    await other.goto('/cart');
    await expect(other.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(other.getByRole('main').getByText(SERUM.name).first()).toBeVisible();
    await expect(other.getByRole('group', { name: `Quantity of ${SERUM.name}` }).getByRole('status')).toHaveText('2');
  } finally {
    await laptop.context.close();
    await phone.context.close();
  }
});

test('signing in says which lines of the guest bag could not be kept whole', async ({ browser, request, baseURL }) => {
  const customer = newCustomer();
  const token = await registerViaApi(request, customer);
  // As many as one bag may hold of it in GB: 99, or fewer when the shop has fewer.
  const { id: serumId, answer: probe } = await putSerum(request, token, 99);
  const most = probe.ok() ? 99 : Number(/^Only (\d+) of /.exec(((await probe.json()) as { message: string }).message)![1]);
  if (!probe.ok()) expect((await putSerum(request, token, most)).answer.status()).toBe(200);
  const laptop = await device(browser, baseURL!);
  try {
    const guest = laptop.page;
    await guest.goto('/');
    const added = await guest.request.put(`/api/cart/lines/${serumId}?country=GB`, { data: { quantity: 1 } });
    expect(added.status()).toBe(200);

    await logIn(guest, customer);
    await guest.waitForURL((url) => url.pathname === '/');
    const why = most === 99 ? 'that is the most one bag holds' : 'that is all we have';
    // Shown once the reloaded page has taken over, which can take a while on a busy machine.
    await expect(toast(guest, `We could only keep ${most} of ${SERUM.name}: ${why}.`)).toBeVisible({ timeout: 30_000 });
    await expect(
      guest.getByRole('banner').getByRole('button', { name: new RegExp(`(bag|cart)\\b.*\\b${most} items\\b`, 'i') }),
    ).toBeVisible();
  } finally {
    await laptop.context.close();
  }
});

test('a device that holds no bag of its own shows her bag, never an empty one, while the server is asked for it', async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = newCustomer();
  const token = await registerViaApi(request, customer);
  expect((await putSerum(request, token, 2)).answer.status()).toBe(200);
  const phone = await device(browser, baseURL!);
  try {
    const page = phone.page;
    await useSession(page, token);
    // Each page that ever said her basket was empty, however briefly; the server's bag answers late, as on a slow line.
    await page.addInitScript(() => {
      const said: string[] = [];
      (window as unknown as { saidEmpty: string[] }).saidEmpty = said;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Your basket is empty') && !said.includes(location.pathname)) said.push(location.pathname);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.route(/\/api\/cart\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const saidEmpty = () => page.evaluate(() => (window as unknown as { saidEmpty: string[] }).saidEmpty);

    let read = page.waitForResponse(/\/api\/cart\?/);
    await page.goto('/cart');
    const quantity = page.getByRole('group', { name: `Quantity of ${SERUM.name}` });
    await hydrated(quantity.getByRole('button', { name: 'Increase quantity' }));
    await read;
    await expect(quantity.getByRole('status')).toHaveText('2');
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity.getByRole('status')).toHaveText('3');
    expect(await saidEmpty()).toEqual([]);

    read = page.waitForResponse(/\/api\/cart\?/);
    await page.goto('/shipping');
    await read;
    await expect(page.getByRole('heading', { name: 'Delivery Information' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText(SERUM.name)).toBeVisible();
    expect(await saidEmpty()).toEqual([]);
  } finally {
    await phone.context.close();
  }
});
