import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductSummary } from '../../domain/catalog';
import { registerViaApi, newCustomer, useSession } from './helpers/accounts';
import { seriousFindings } from './helpers/axe';

// axe-core, run in the page after hydration, finds no serious or critical
// problem on any storefront route, at a laptop and a phone width, signed out and signed in.

const FOUNDATION = 'second-skin-foundation-espresso';
const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';

const GUEST_ROUTES = [
  '/',
  '/products',
  '/make-up',
  '/category/foundation',
  '/category/no-such-category',
  `/product/${FOUNDATION}`,
  '/cart',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=abc',
  '/about',
  '/partner-with-us',
  '/privacy-policy',
  '/terms-of-service',
  '/face-of-zaron-2025',
  '/experience',
  '/no-such-page',
  '/product/no-such-product',
];
const CUSTOMER_ROUTES = ['/shipping', '/checkout', '/my-orders', '/delivery-address', '/refer-and-earn', '/settings', '/order-completed'];
const INFLUENCER_ROUTES = ['/influencer-dashboard'];

/** Runs axe-core in the page (evaluated, so the page's script policy does not apply) and lists what is serious or worse. */
/** Colours are checked as they settle, not halfway through a transition (a button turning enabled). */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** Opens a route and waits for hydration: the cookie notice is only mounted by the running app. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.addStyleTag({ content: NO_TRANSITIONS });
}

/** Two products in the stored bag, so the checkout group has something to show. */
async function seedBag(page: Page, request: APIRequestContext) {
  const list = ((await (await request.get('/api/product/search/all')).json()) as { data: ProductSummary[] }).data;
  const items = list
    .filter((p) => p.instock_us)
    .slice(0, 2)
    .map((p) => ({ ...p, quantity: 1 }));
  await page.addInitScript((json) => {
    if (window.localStorage.getItem('cartItems') === null) window.localStorage.setItem('cartItems', json);
  }, JSON.stringify(items));
}

async function checkRoutes(page: Page, routes: string[]) {
  const failures: Record<string, string[]> = {};
  for (const path of routes) {
    await openHydrated(page, path);
    const found = await seriousFindings(page);
    if (found.length > 0) failures[path] = found;
  }
  expect(failures).toEqual({});
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe-core at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 240_000 });

    test('guest routes have no serious or critical findings', async ({ page, request }) => {
      await seedBag(page, request);
      await checkRoutes(page, GUEST_ROUTES);
    });

    test('signed-in customer routes have no serious or critical findings', async ({ page, request }) => {
      const token = await registerViaApi(request, newCustomer());
      const address = {
        country: 'US',
        state: 'NY',
        city: 'New York',
        address: '350 Fifth Avenue',
        phone: '+12125550123',
        zip_code: '10118',
      };
      const saved = await request.post('/api/order/add-address', { headers: { authorization: `Bearer ${token}` }, data: address });
      expect(saved.status()).toBe(201);
      await page.context().addCookies([{ name: 'countryCode', value: 'US', url: baseURL() }]);
      await useSession(page, token);
      await seedBag(page, request);
      await checkRoutes(page, CUSTOMER_ROUTES);
    });

    test('the influencer dashboard has no serious or critical findings', async ({ page, request }) => {
      const res = await request.post('/api/auth/login', { data: { email: 'influencer@zaron.test', password: 'Zaron-Demo-1' } });
      expect(res.status(), 'the demo influencer signs in').toBe(200);
      const body = (await res.json()) as { token: { original: { access_token: string } } };
      await useSession(page, body.token.original.access_token);
      await checkRoutes(page, INFLUENCER_ROUTES);
    });

    test('the open bag panel has no serious or critical findings', async ({ page, request }) => {
      await seedBag(page, request);
      await openHydrated(page, `/product/${FOUNDATION}`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Shopping bag, / })
        .click();
      await expect(page.getByRole('dialog', { name: 'Shopping Bag' })).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
    });
  });
}
