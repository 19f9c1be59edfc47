import { expect, test, type Browser } from '@playwright/test';
import { logIn, newCustomer, registerViaApi, startInCountry } from './helpers/accounts';
import { hydrated } from './helpers/ui';

// The bag kept by the server: what a guest puts in her bag on one device is in her account's bag,
// on every device, once she signs in.

const SERUM = { slug: 'radiance-vitamin-c-serum', name: 'Radiance Vitamin C Serum' };

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

    const other = phone.page;
    await logIn(other, customer);
    await other.goto('/cart');
    await expect(other.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(other.getByRole('main').getByText(SERUM.name).first()).toBeVisible();
    await expect(other.getByRole('group', { name: `Quantity of ${SERUM.name}` }).getByRole('status')).toHaveText('2');
  } finally {
    await laptop.context.close();
    await phone.context.close();
  }
});
