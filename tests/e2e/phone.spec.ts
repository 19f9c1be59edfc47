import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductSummary } from '../../domain/catalog';
import { signedInCustomer } from './helpers/accounts';

// The shop on a 390 px phone. The floating bag stays out of the checkout group,
// the account pages' links are all in sight, adding to the bag shows the bag, and focus comes
// back to a bag button when the bag closes.

test.use({ viewport: { width: 390, height: 844 } });

const SERUM = 'radiance-vitamin-c-serum';
const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';

const bagButtons = (page: Page) => page.getByRole('button', { name: /^Shopping bag, / });
const headerBag = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Shopping bag, / });
const floatingBag = (page: Page) => page.getByRole('complementary', { name: 'Shopping bag shortcut' }).getByRole('button');
const bagPanel = (page: Page) => page.getByRole('dialog', { name: 'Shopping Bag' });

async function startUs(page: Page) {
  await page.context().addCookies([{ name: 'countryCode', value: 'US', url: baseURL() }]);
}

/** The cookie notice is mounted by the running app only: accepting it doubles as "hydrated". */
async function acceptCookies(page: Page) {
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();
}

async function seedBag(page: Page, request: APIRequestContext) {
  const serum = ((await (await request.get(`/api/product/${SERUM}`)).json()) as { data: ProductSummary }).data;
  await page.addInitScript(
    (json) => {
      if (window.localStorage.getItem('cartItems') === null) window.localStorage.setItem('cartItems', json);
    },
    JSON.stringify([{ ...serum, quantity: 1 }]),
  );
}

/** With a stored bag, the header's count is only right once the app runs in the page. */
const hydrated = (page: Page, count: number) =>
  expect(headerBag(page)).toHaveAccessibleName(`Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}`);

test('the floating bag shows while shopping and is gone from the checkout group', async ({ page, request }) => {
  await startUs(page);
  await seedBag(page, request);
  await page.goto('/products');
  await hydrated(page, 1);
  await acceptCookies(page);
  await expect(floatingBag(page)).toBeVisible();
  await expect(floatingBag(page)).toHaveCSS('position', 'fixed');

  await page.goto('/cart');
  await hydrated(page, 1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bagButtons(page)).toHaveCount(1);
  await expect(floatingBag(page)).toHaveCount(0);
});

test('the floating bag is also gone from /shipping, /checkout and My Orders', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await startUs(page);
  await seedBag(page, request);
  for (const path of ['/shipping', '/checkout', '/my-orders']) {
    await page.goto(path);
    await hydrated(page, 1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(floatingBag(page)).toHaveCount(0);
  }
});

test('adding to the bag opens the bag; closing it puts focus on the header bag button', async ({ page }) => {
  await startUs(page);
  await page.goto(`/product/${SERUM}`);
  await acceptCookies(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const bag = bagPanel(page);
  await expect(bag).toBeVisible();
  await expect(bag.getByRole('list', { name: 'Items in your bag' }).getByText(name, { exact: true })).toBeVisible();
  await bag.getByRole('button', { name: 'Close shopping bag' }).click();
  await expect(bag).toBeHidden();
  // Add to Cart became View Cart, so focus goes to the header's bag button.
  await expect(headerBag(page)).toBeFocused();
  await expect(headerBag(page)).toHaveAccessibleName('Shopping bag, 1 item');
});

test('closing the bag returns focus to the floating bag button that opened it', async ({ page }) => {
  await startUs(page);
  await page.goto('/products');
  await acceptCookies(page);
  await floatingBag(page).click();
  await expect(bagPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bagPanel(page)).toBeHidden();
  await expect(floatingBag(page)).toBeFocused();
});

test('all four account links are in sight at 390 px', async ({ page, request }) => {
  await signedInCustomer(page, request, { firstName: 'ada' });
  await startUs(page);
  await page.goto('/my-orders');
  await acceptCookies(page);
  const nav = page.getByRole('navigation', { name: 'Account pages' });
  for (const label of ['My Orders', 'Delivery Address', 'Refer and Earn', 'Settings']) {
    await expect(nav.getByRole('link', { name: label })).toBeInViewport({ ratio: 1 });
  }
  await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
  // The name formatter capitalises each word; the customer typed 'ada'.
  await expect(page.getByText('Hello, Ada', { exact: true })).toBeVisible();
});
