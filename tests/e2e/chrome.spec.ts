import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contactFor } from '../../domain/country';
import { formatMoney } from '../../domain/money';
import { productPrice } from '../../app/lib/price';
import type { ProductSummary } from '../../domain/catalog';

// Site chrome on every page: header, footer, cookie banner, cart actions and their limits.

const SERUM = 'radiance-vitamin-c-serum';
const COOKIE_TEXT = 'We use cookies to enhance your experience. By continuing to visit our site you agree to our use of cookies.';

async function fetchProduct(request: APIRequestContext, slug: string): Promise<ProductSummary> {
  const res = await request.get(`/api/product/${slug}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ProductSummary }).data;
}

/** Puts products in the stored bag (key cartItems) once per test, before the app reads it. */
async function seedBag(page: Page, products: ProductSummary[]) {
  const items = products.map((p) => ({ ...p, quantity: 1 }));
  await page.addInitScript((json) => {
    if (window.localStorage.getItem('cartItems') === null) window.localStorage.setItem('cartItems', json);
  }, JSON.stringify(items));
}

/** Starts the visit in a given country (the cookie the server renders from). */
async function startIn(page: Page, country: string) {
  await page
    .context()
    .addCookies([{ name: 'countryCode', value: country, url: test.info().project.use.baseURL ?? 'http://localhost:3000' }]);
}

/** The cookie notice mounts only once the page is interactive: accepting it doubles as "hydrated". */
async function acceptCookies(page: Page) {
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();
}

const bagButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Shopping bag, / });
const bagPanel = (page: Page) => page.getByRole('dialog', { name: 'Shopping Bag' });

test.describe('search box', () => {
  test('lists matching products with the visitor price, and says so when nothing matches', async ({ page, request }) => {
    const serum = await fetchProduct(request, SERUM);
    await startIn(page, 'US');
    await page.goto('/');
    await acceptCookies(page);

    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('serum');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const option = results.getByRole('option', { name: serum.name });
    await expect(option).toContainText(formatMoney(productPrice(serum, 'US').unitMinor, 'US'));
    const names = await results.getByRole('option').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names.length).toBeLessThanOrEqual(8);
    for (const name of names) expect(name.toLowerCase()).toContain('serum');
    // The dropdown is at most 300 px tall and scrolls.
    expect((await results.boundingBox())?.height).toBeLessThanOrEqual(300);

    await search.fill('zzzz');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(results).toBeHidden();

    await search.press('Escape');
    await expect(page.getByText('No products found')).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens a result by click and by keyboard, and closes on an outside click', async ({ page, request }) => {
    const serum = await fetchProduct(request, SERUM);
    await page.goto('/');
    await acceptCookies(page);
    const search = page.getByRole('combobox', { name: 'Search products' });

    await search.fill('serum');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('heading', { name: 'Join the Zaron glow list' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();

    await search.fill('radiance vitamin');
    const first = page.getByRole('option', { name: serum.name });
    await expect(first).toBeVisible();
    await search.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await search.press('Enter');
    await expect(page).toHaveURL(`/product/${SERUM}`);

    await search.fill('serum');
    await page.getByRole('option', { name: serum.name }).click();
    await expect(page).toHaveURL(`/product/${SERUM}`);
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('Enter with no result picked shows every result on the search page', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('serum');
    await expect(page.getByRole('listbox')).toBeVisible();
    await search.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await search.press('Enter');
    await expect(page).toHaveURL('/search?q=serum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “serum”');
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 4 out of 4 products');
  });
});

test.describe('shopping bag', () => {
  test('shows the count, steps quantity (never below 1), removes, and shows the empty state', async ({ page, request }) => {
    const serum = await fetchProduct(request, SERUM);
    await startIn(page, 'US');
    await seedBag(page, [serum]);
    await page.goto('/');
    await expect(bagButton(page)).toHaveAccessibleName('Shopping bag, 1 item');
    await acceptCookies(page);

    await bagButton(page).click();
    const bag = bagPanel(page);
    await expect(bag).toBeVisible();
    const unit = productPrice(serum, 'US').unitMinor;
    await expect(bag.getByRole('definition')).toHaveText(formatMoney(unit, 'US'));

    const decrease = bag.getByRole('button', { name: `Decrease quantity of ${serum.name}` });
    const increase = bag.getByRole('button', { name: `Increase quantity of ${serum.name}` });
    await expect(decrease).toBeDisabled();
    await increase.click();
    await expect(bag.getByRole('status', { name: `Quantity of ${serum.name}` })).toHaveText('2');
    await expect(bag.getByRole('definition')).toHaveText(formatMoney(unit * 2, 'US'));
    await page.keyboard.press('Escape');
    // The page behind the modal bag is hidden from assistive tech, so the header is read after closing.
    await expect(bagButton(page)).toHaveAccessibleName('Shopping bag, 2 items');
    await bagButton(page).click();

    await decrease.click();
    await expect(bag.getByRole('status', { name: `Quantity of ${serum.name}` })).toHaveText('1');
    await expect(decrease).toBeDisabled();

    await bag.getByRole('button', { name: 'Remove' }).click();
    await expect(bag.getByText('Your shopping bag is empty', { exact: true })).toBeVisible();
    await expect(bag.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await bag.getByRole('button', { name: 'Close shopping bag' }).click();
    await expect(bagButton(page)).toHaveAccessibleName('Shopping bag, 0 items');
    expect(await page.evaluate(() => window.localStorage.getItem('cartItems'))).toBe('[]');
  });

  test('re-prices the bag when the country changes: £ for GB, whole naira for NG', async ({ page, request }) => {
    const serum = await fetchProduct(request, SERUM);
    await startIn(page, 'US');
    await seedBag(page, [serum]);
    await page.goto('/');
    await acceptCookies(page);
    const country = page.getByRole('combobox', { name: 'Country' });

    await country.selectOption('GB');
    await bagButton(page).click();
    const subtotal = bagPanel(page).getByRole('definition');
    await expect(subtotal).toHaveText(formatMoney(productPrice(serum, 'GB').unitMinor, 'GB'));
    await expect(subtotal).toHaveText(/^£\d+\.\d{2}$/);
    await page.keyboard.press('Escape');
    await expect(bagPanel(page)).toBeHidden();

    await country.selectOption('NG');
    await bagButton(page).click();
    const ng = productPrice(serum, 'NG');
    await expect(subtotal).toHaveText(formatMoney(ng.unitMinor, 'NG'));
    await expect(subtotal).toHaveText(/^₦\d{1,3}(,\d{3})*$/);
    // The serum is discounted in NG: the original price is struck through.
    expect(ng.unitMinor).toBeLessThan(ng.originalMinor);
    await expect(bagPanel(page).locator('s')).toHaveText(formatMoney(ng.originalMinor, 'NG'));
  });

  test('Clear bag empties it', async ({ page, request }) => {
    await seedBag(page, [await fetchProduct(request, SERUM)]);
    await page.goto('/');
    await acceptCookies(page);
    await bagButton(page).click();
    await bagPanel(page).getByRole('button', { name: 'Clear bag' }).click();
    await expect(bagPanel(page).getByText('Your shopping bag is empty')).toBeVisible();
    const stored = await page.evaluate(() => window.localStorage.getItem('cartItems'));
    expect(JSON.parse(stored ?? '[]')).toEqual([]);
  });
});

test('cookie banner: I understand hides it for 365 days, also after reload', async ({ page, request, context }) => {
  await seedBag(page, [await fetchProduct(request, SERUM)]);
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice.getByText(COOKIE_TEXT, { exact: true })).toBeVisible();
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();

  const consent = (await context.cookies()).find((c) => c.name === 'cookieConsent');
  expect(consent?.value).toBe('true');
  const days = ((consent?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);

  await page.reload();
  // The bag count appears once the page has mounted, when the banner would have too.
  await expect(bagButton(page)).toHaveAccessibleName('Shopping bag, 1 item');
  await expect(notice).toBeHidden();
});

test('footer shows the GB contact numbers for GB and the others for NG', async ({ page }) => {
  await startIn(page, 'GB');
  await page.goto('/');
  await acceptCookies(page);
  const footer = page.getByRole('contentinfo');
  const gb = contactFor('GB');
  const ng = contactFor('NG');
  expect(gb.phone).not.toBe(ng.phone);
  await expect(footer.getByRole('link', { name: `Call us on ${gb.phone}` })).toHaveAttribute('href', `tel:+${gb.phone.replace(/\D/g, '')}`);
  await expect(footer.getByRole('link', { name: `Chat with us on WhatsApp: ${gb.chat}` })).toHaveAttribute(
    'href',
    `https://wa.me/${gb.chat.replace(/\D/g, '')}`,
  );

  await page.getByRole('combobox', { name: 'Country' }).selectOption('NG');
  await expect(footer.getByRole('link', { name: `Call us on ${ng.phone}` })).toBeVisible();
  await expect(footer.getByText(gb.phone)).toHaveCount(0);

  const company: [string, string][] = [
    ['About Us', '/about'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Partner With Us', '/partner-with-us'],
  ];
  for (const [name, href] of company) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const name of ['Instagram', 'TikTok', 'Facebook', 'X', 'YouTube']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()} Zaron Cosmetics`)).toBeVisible();
});

test('the footer and the close of home fetch their code only when the shopper scrolls near them, keeping their links', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (req) => {
    const part = /\/assets\/(footer-body|testimonials|brand-values)-/.exec(req.url());
    if (part) fetched.push(part[1]!);
  });
  await page.goto('/');
  await acceptCookies(page);
  await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
  expect(fetched).toEqual([]);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('href', '/about');

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => [...fetched].sort()).toEqual(['brand-values', 'footer-body', 'testimonials']);
  await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
  await footer.getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('newsletter shows the server message, and keeps the email when it fails', async ({ page }) => {
  let reply = { status: 422, body: { message: 'Please enter a valid email address' } };
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) }),
  );
  await page.goto('/');
  await acceptCookies(page);
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('ada@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Please enter a valid email address/);
  await expect(email).toHaveValue('ada@example.com');

  reply = { status: 201, body: { message: 'You are on the list!' } };
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on the list!' })).toBeVisible();
  await expect(email).toHaveValue('');
});

test('desktop category menu opens on hover and focus, and Escape closes it', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await nav.getByRole('link', { name: 'Make Up', exact: true }).hover();
  await expect(nav.getByRole('link', { name: 'Matte Lipfix' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Foundation' })).toHaveAttribute('href', '/category/foundation');

  const skin = nav.getByRole('link', { name: 'Skin-care', exact: true });
  await skin.focus();
  const toggle = nav.getByRole('button', { name: 'Skin-care sub-menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Body' })).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(skin).toBeFocused();
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens with categories and account links; the floating bag opens the bag', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(drawer.getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/signup');
    await drawer.getByRole('button', { name: 'Make Up sub-menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Lipstick' })).toBeVisible();
    await drawer.getByRole('link', { name: 'New In' }).click();
    await expect(page).toHaveURL('/new-in');
    await expect(drawer).toBeHidden();

    const floating = page.getByRole('button', { name: 'Shopping bag, 0 items' }).last();
    await expect(floating).toHaveCSS('position', 'fixed');
    await floating.click();
    await expect(bagPanel(page).getByText('Your shopping bag is empty')).toBeVisible();
  });
});

test('the country selector comes with codes and takes its flags once the page runs, keeping its width', async ({ browser, page }) => {
  const country = (p: Page) => p.getByRole('combobox', { name: 'Country' });
  const shown = (p: Page) => country(p).evaluate((s: HTMLSelectElement) => [s.options[s.selectedIndex]!.text, s.offsetWidth] as const);
  // The page as sent, before any script runs.
  const bare = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const sent = await bare.newPage();
  await startIn(sent, 'GB');
  await sent.goto(`/product/${SERUM}`);
  const [sentText, sentWidth] = await shown(sent);
  expect(sentText).toBe('GB');
  await bare.close();

  await startIn(page, 'GB');
  await page.goto(`/product/${SERUM}`);
  await acceptCookies(page);
  await expect(country(page).locator('option:checked')).toHaveText('🇬🇧 GB');
  expect(await shown(page)).toEqual(['🇬🇧 GB', sentWidth]);
  await expect(country(page).locator('option[value="NG"]')).toHaveText('🇳🇬 NG');
});
