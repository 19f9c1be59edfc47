import { expect, test, type Page } from '@playwright/test';
import { startInCountry } from './helpers/accounts';
import { expectPath } from './helpers/ui';

// With the page's scripts turned off entirely, the bag still works: its buttons are forms the server answers.

const SERUM = { slug: 'radiance-vitamin-c-serum', name: 'Radiance Vitamin C Serum' };

test.use({ javaScriptEnabled: false });

const quantityOf = (page: Page, name: string) => page.getByRole('group', { name: `Quantity of ${name}` }).getByRole('status');

test('without scripts a shopper goes from home to a product, adds it to her bag and changes the bag', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL! }]);
  await startInCountry(page, 'GB', baseURL!);
  await page.goto('/');
  await page.getByRole('link', { name: SERUM.name }).first().click();
  await expectPath(page, `/product/${SERUM.slug}`);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectPath(page, '/cart');
  await expect(quantityOf(page, SERUM.name)).toHaveText('1');
  await expect(page.getByText('Subtotal')).toBeVisible();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantityOf(page, SERUM.name)).toHaveText('2');
  // Adding again from the product page adds to the line.
  await page.goto(`/product/${SERUM.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(quantityOf(page, SERUM.name)).toHaveText('3');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantityOf(page, SERUM.name)).toHaveText('2');

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your basket is empty')).toBeVisible();

  await page.goto(`/product/${SERUM.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(quantityOf(page, SERUM.name)).toHaveText('1');
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Your basket is empty')).toBeVisible();
});

test('a bag form with a bad value is answered with its message on the page, and the bag is unchanged', async ({ page, baseURL }) => {
  await startInCountry(page, 'GB', baseURL!);
  await page.goto(`/product/${SERUM.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectPath(page, '/cart');
  const product = ((await (await page.request.get(`/api/product/${SERUM.slug}`)).json()) as { data: { id: number } }).data;
  const post = (form: Record<string, string>) => page.request.post('/cart', { form, headers: { origin: baseURL! }, maxRedirects: 0 });

  const half = await post({ intent: 'set', product_id: String(product.id), quantity: '0.5' });
  expect(half.status()).toBe(400);
  expect(await half.text()).toContain('Quantity must be a whole number from 0 to 99');

  const missing = await post({ intent: 'add', product_id: '999999', quantity: '1' });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Product not found');

  const unknown = await post({ intent: 'steal' });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain('This change of the bag is not one we know.');

  // A form posted from another site carries her bag's cookie but is refused before anything reads it.
  const forged = await page.request.post('/cart', { form: { intent: 'clear' }, headers: { origin: 'http://evil.test' }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ message: "This request came from another site and was refused. Please use the shop's own pages." });

  await page.reload();
  await expect(quantityOf(page, SERUM.name)).toHaveText('1');
});
