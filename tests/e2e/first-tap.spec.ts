import { expect, test } from '@playwright/test';
import { startInCountry } from './helpers/accounts';
import { expectPath, holdScripts, hydrated } from './helpers/ui';

// A tap before the page's scripts have started is not lost: the bag's buttons are forms the server
// answers, and once the scripts run the same buttons change the bag at once, never a second time.

const SERUM = { slug: 'radiance-vitamin-c-serum', name: 'Radiance Vitamin C Serum' };

const bagCount = async (request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> }) =>
  ((await (await request.get('/api/cart')).json()) as { data: { count: number } }).data.count;

test('"Add to Cart" tapped while the scripts are held adds exactly one unit, and the bag shows it once they run', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL! }]);
  await startInCountry(page, 'GB', baseURL!);
  const { held, release } = await holdScripts(page);

  await page.goto(`/product/${SERUM.slug}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The tap was the browser's own form post: the server added the unit and showed the bag.
  await expectPath(page, '/cart');
  await expect(page.getByRole('group', { name: `Quantity of ${SERUM.name}` }).getByRole('status')).toHaveText('1');
  expect(held.length).toBeGreaterThan(0);

  release();
  await hydrated(page.getByRole('button', { name: 'Remove' }));
  await expect(page.getByRole('banner').getByRole('button', { name: /(bag|cart)\b.*\b1 item\b/i })).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${SERUM.name}` }).getByRole('status')).toHaveText('1');
  expect(await bagCount(page.request)).toBe(1);

  // Hydrated, + changes the bag in the page at once (no reload) and on the server once.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('group', { name: `Quantity of ${SERUM.name}` }).getByRole('status')).toHaveText('2');
  await expect.poll(() => bagCount(page.request)).toBe(2);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
