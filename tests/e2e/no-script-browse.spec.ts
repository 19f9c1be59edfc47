import { expect, test, type Page } from '@playwright/test';
import { startInCountry } from './helpers/accounts';
import { expectPath, hydrated } from './helpers/ui';

// With the page's scripts turned off entirely, a shopper still browses, filters, searches, changes
// her country, picks a shade and joins the newsletter: links, GET forms and forms the server answers.

test.use({ javaScriptEnabled: false });

const GLOSS = { honey: 'glass-shine-lip-gloss-honey', berry: 'glass-shine-lip-gloss-berry-crush' };

const shown = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL! }]);
  await startInCountry(page, 'GB', baseURL!);
});

test('from home to a category, more of it, a filter and its clearing, then a product and another of its shades', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Skin-care', exact: true }).click();
  await expectPath(page, '/skin-care');
  await expect(shown(page)).toHaveText('Showing 12 out of 24 products');

  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(page).toHaveURL('/skin-care?limit=24');
  await expect(shown(page)).toHaveText('Showing 24 out of 24 products');
  await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);

  // Every group is open without scripts, and the form's own button applies the ticks.
  await page.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL('/skin-care?for-whom=men');
  await expect(shown(page)).toHaveText('Showing 11 out of 11 products');
  await expect(page.getByRole('checkbox', { name: 'Men', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/skin-care\??$/);
  await expect(shown(page)).toHaveText('Showing 12 out of 24 products');

  await page.goto(`/product/${GLOSS.berry}`);
  await expect(page.getByText('Shade: Berry Crush')).toBeVisible();
  await page.getByRole('link', { name: 'Honey' }).click();
  await expectPath(page, `/product/${GLOSS.honey}`);
  await expect(page.getByText('Shade: Honey')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Honey' })).toHaveAttribute('aria-current', 'page');
});

test('on a phone the filters show without their toggle, and apply; the header keeps to the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/skin-care');
  await expect(page.getByRole('button', { name: 'Change country' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
  await page.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL('/skin-care?for-whom=men');
  await expect(shown(page)).toHaveText('Showing 11 out of 11 products');
  await expect(page.getByRole('checkbox', { name: 'Men', exact: true })).toBeChecked();
});

test('the header search box shows the results for the text on a page of their own', async ({ page }) => {
  await page.goto('/category/lipstick');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('serum');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=serum');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “serum”');
  await expect(shown(page)).toHaveText('Showing 4 out of 4 products');
  await page.getByRole('link', { name: 'Radiance Vitamin C Serum' }).first().click();
  await expectPath(page, '/product/radiance-vitamin-c-serum');

  const empty = await page.goto('/search?q=');
  expect(empty!.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('Enter a search term');
});

test('the country selector has a button that changes the country and shows the same page in it', async ({ page, baseURL }) => {
  await page.goto('/product/radiance-vitamin-c-serum');
  await expect(page.getByText('£', { exact: false }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Country' }).selectOption('NG');
  await page.getByRole('button', { name: 'Change country' }).click();
  await expectPath(page, '/product/radiance-vitamin-c-serum');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('NG');
  await expect(page.getByText(/₦\s?[\d,]+/).first()).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'countryCode');
  expect(cookie?.value).toBe('NG');

  const post = (country: string, referer?: string) =>
    page.request.post('/country', { form: { country }, headers: { origin: baseURL!, ...(referer ? { referer } : {}) }, maxRedirects: 0 });
  const elsewhere = await post('GB', 'https://elsewhere.test/make-up');
  expect(elsewhere.status()).toBe(303);
  expect(elsewhere.headers()['location']).toBe('/');
  expect(elsewhere.headers()['set-cookie']).toBe('countryCode=GB; Max-Age=31536000; Path=/; SameSite=Lax');
  const refused = await post('JP', `${baseURL}/make-up`);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('Please choose a country from the list.');
  expect(refused.headers()['set-cookie']).toBeUndefined();
});

test('the footer newsletter form subscribes, and a bad address is refused with its message', async ({ page }) => {
  await page.goto('/make-up');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('no-script-glow@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expectPath(page, '/newsletter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Thank you for subscribing! Please confirm your subscription from the email we just sent you.',
  );
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expectPath(page, '/make-up');

  // The browser's own check lets 'name@host' through; the shop's does not.
  await page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }).fill('shopper@example');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  await expectPath(page, '/newsletter');
  const field = page.getByRole('main').getByRole('textbox', { name: 'Email address' });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(field).toHaveValue('shopper@example');
  await field.fill('second-try@example.com');
  await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Thank you for subscribing! Please confirm your subscription from the email we just sent you.',
  );
});

test.describe('with scripts again', () => {
  test.use({ javaScriptEnabled: true });

  test('a country changed without scripts is kept when the scripts run again, over the one the browser had stored', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'countryCode', value: 'GB', url: baseURL! }]);
    await page.goto('/product/radiance-vitamin-c-serum');
    await hydrated(page.getByRole('combobox', { name: 'Country' }));
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('countryCode'))).toBe('GB');
    // What the selector's form posts without scripts: only the cookie changes.
    const changed = await page.request.post('/country', { form: { country: 'NG' }, headers: { origin: baseURL! }, maxRedirects: 0 });
    expect(changed.status()).toBe(303);
    await page.reload();
    await hydrated(page.getByRole('combobox', { name: 'Country' }));
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('countryCode'))).toBe('NG');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('NG');
    await expect(page.getByRole('main').getByText(/₦/).first()).toBeVisible();
  });
});
