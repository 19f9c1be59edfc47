import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_OUT_OF_STOCK } from '../../server/seed/catalog-data';
import { hydrated } from './helpers/ui';

type Country = 'NG' | 'GB' | 'US';

/** The visitor's country before the first page: the cookie for the server render, localStorage for the browser. */
async function setCountry(context: BrowserContext, baseURL: string | undefined, country: Country) {
  await context.addCookies([{ name: 'countryCode', value: country, url: baseURL ?? 'http://localhost:3000' }]);
  await context.addInitScript((code) => window.localStorage.setItem('countryCode', code), country);
}

/**
 * Opens a page and waits until React Router has started on the server-rendered document. React may
 * still be hydrating: before a click or a keystroke, wait for that element (`hydrated`).
 */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  return response;
}

// The cookie notice is someone else's concern here: accepted up front so it covers nothing.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? 'http://localhost:3000' }]);
});

const dot = (page: Page, n: number) => page.getByRole('button', { name: `Go to slide ${n}`, exact: true });

test.describe('home banner', () => {
  test('advances by itself every 5 seconds', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('button', { name: /^Go to slide \d+$/ })).toHaveCount(16);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: 9_000 });
    await expect(dot(page, 1)).not.toHaveAttribute('aria-current', 'true');
  });

  test('next, previous and the dots choose the slide', async ({ page }) => {
    await open(page, '/');
    await hydrated(page.getByRole('button', { name: 'Next slide' }));
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dot(page, 16)).toHaveAttribute('aria-current', 'true');
    await dot(page, 7).click();
    await expect(dot(page, 7)).toHaveAttribute('aria-current', 'true');
  });
});

test('home shows the featured tiles and sections with View all links', async ({ page, context, baseURL }) => {
  await setCountry(context, baseURL, 'GB');
  await open(page, '/');
  const tiles = page.getByRole('region', { name: 'Shop by category' });
  for (const name of ['Best Sellers', 'Make Up', 'Skincare', 'New in']) {
    await expect(tiles.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // The Offers tile is for NG and US only.
  await expect(tiles.getByRole('link', { name: 'Offers' })).toHaveCount(0);
  for (const heading of ['New In', 'Recommended for you', 'BestSellers', 'Skincare collection', 'Make-up collection']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'View all' })).toHaveCount(5);
});

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const isLive = (link: ReturnType<Page['getByRole']>) =>
    link.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

  test('hydrates the first row of products on arrival and the rows below when the shopper scrolls near', async ({ page }) => {
    await open(page, '/');
    const newIn = page.getByRole('region', { name: 'New In' });
    const makeUp = page.getByRole('region', { name: 'Make-up collection' });
    await hydrated(newIn.getByRole('link').nth(1));
    expect(await isLive(makeUp.getByRole('link').nth(1))).toBe(false);
    // Until then a card is the server's plain link.
    await expect(makeUp.getByRole('link').nth(1)).toHaveAttribute('href', /^\/product\//);

    await makeUp.scrollIntoViewIfNeeded();
    await hydrated(makeUp.getByRole('link').nth(1));
    await expect(makeUp.getByRole('article')).toHaveCount(6);
  });

  test('re-prices the rows below at once when the country changes, before they are near', async ({ page, context, baseURL }) => {
    await setCountry(context, baseURL, 'US');
    await open(page, '/');
    const bestSellers = page.getByRole('region', { name: 'BestSellers' });
    await expect(bestSellers.getByText(/^\$[\d,.]+$/).first()).toBeAttached();
    await hydrated(page.getByRole('combobox', { name: 'Country' }));
    await page.getByRole('combobox', { name: 'Country' }).selectOption('NG');
    await expect(bestSellers.getByText(/^₦[\d,]+$/).first()).toBeAttached();
    await expect(bestSellers.getByText(/^\$[\d,.]+$/)).toHaveCount(0);
    await expect(bestSellers.getByRole('article')).toHaveCount(6);
  });
});

test('the Offers tile links to the sales for US visitors', async ({ page, context, baseURL }) => {
  await setCountry(context, baseURL, 'US');
  await open(page, '/');
  const tiles = page.getByRole('region', { name: 'Shop by category' });
  await expect(tiles.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/category/sales');
});

test.describe('category titles', () => {
  const cases: [string, string][] = [
    ['/best-sellers', 'Best Sellers'],
    ['/category/latest', 'Latest Products'],
    ['/make-up', 'Make Up'],
    ['/category/skin-care', 'Skin-care'],
    ['/category/sales', 'Sales'],
    ['/new-in', 'New In'],
  ];
  for (const [path, title] of cases) {
    test(`${path} is titled ${title}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(/ \| Zaron$/);
    });
  }

  test('an unknown slug falls back to Best Sellers and is not indexed', async ({ page }) => {
    const response = await page.goto('/category/unknown-thing');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Sellers');
    await expect(page.getByText(/^Showing \d+ out of \d+ products$/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test('Show More adds 12 products to the listing', async ({ page }) => {
  await open(page, '/products');
  const count = page.getByText(/^Showing \d+ out of \d+ products$/);
  await expect(count).toHaveText(/^Showing 12 out of \d+ products$/);
  const total = Number((await count.textContent())?.match(/out of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(24);
  await expect(page.getByRole('article')).toHaveCount(12);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(count).toHaveText(`Showing 24 out of ${total} products`);
  await expect(page.getByRole('article')).toHaveCount(24);
  await expect(page).toHaveURL(/limit=24/);
});

test('a filter narrows the list and can be cleared', async ({ page, request }) => {
  const all = (await (await request.get('/api/product/category/skin-care?limit=1')).json()).data.total as number;
  const men = (await (await request.get('/api/product/category/skin-care?limit=1&for-whom=men')).json()).data.total as number;
  expect(men).toBeGreaterThan(0);
  expect(men).toBeLessThan(all);

  await open(page, '/skin-care');
  await expect(page.getByText(`Showing ${Math.min(12, all)} out of ${all} products`)).toBeVisible();
  await hydrated(page.getByRole('button', { name: 'For Whom' }));
  await page.getByRole('button', { name: 'For Whom' }).click();
  await page.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await expect(page).toHaveURL(/for-whom=men/);
  await expect(page.getByText(`Showing ${Math.min(12, men)} out of ${men} products`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Men', exact: true })).toBeChecked();

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText(`Showing ${Math.min(12, all)} out of ${all} products`)).toBeVisible();
});

test('filters with no match show the empty state', async ({ page, request }) => {
  const query = 'for-whom=men&skin-type=aging&skin-concerns=acne-and-biemishes';
  const api = await (await request.get(`/api/product/category/lipstick?${query}`)).json();
  expect(api.data.total, 'no lipstick matches these filters in the demo data').toBe(0);
  await open(page, `/category/lipstick?${query}`);
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByText('Showing 0 out of 0 products')).toBeVisible();
  await hydrated(page.getByRole('button', { name: 'Clear filters' }));
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(/^Showing [1-9]\d* out of \d+ products$/)).toBeVisible();
});

test('the filter groups keep their published texts', async ({ page }) => {
  await open(page, '/make-up');
  await hydrated(page.getByRole('button', { name: 'For Whom' }));
  for (const group of ['For Whom', 'Skin Concerns', 'Benefits', 'Skin Type']) {
    await page.getByRole('button', { name: group }).click();
  }
  await expect(page.getByRole('checkbox', { name: 'Acne and Biemishes' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Exfloliating' })).toBeVisible();
});

test('adding a product to the cart', async ({ page, context, baseURL }) => {
  await setCountry(context, baseURL, 'US');
  await open(page, `/product/${DEMO_OUT_OF_STOCK.NG}`);
  await hydrated(page.getByRole('button', { name: 'Increase quantity' }));
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  // The header's bag button carries the count in its name ('Shopping bag, 1 item').
  await expect(page.getByRole('banner').getByRole('button', { name: /(bag|cart)\b.*\b1 item\b/i })).toBeVisible();

  await page.getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('group', { name: /^Quantity of / }).getByRole('status')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/shipping');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your basket is empty')).toBeVisible();
});

for (const country of ['NG', 'US', 'GB'] as const) {
  test(`a product out of stock in ${country} cannot be added there`, async ({ page, context, baseURL }) => {
    await setCountry(context, baseURL, country);
    await open(page, `/product/${DEMO_OUT_OF_STOCK[country]}`);
    await expect(page.getByRole('main').getByText('Out of stock', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });
}

test('a product out of stock elsewhere can be added in another country', async ({ page, context, baseURL }) => {
  await setCountry(context, baseURL, 'GB');
  await open(page, `/product/${DEMO_OUT_OF_STOCK.US}`);
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  await hydrated(page.getByRole('button', { name: 'Add to Cart' }));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible();
});

test.describe('prices follow the country', () => {
  const formats: Record<Country, { symbol: string; pattern: RegExp; currency: string }> = {
    NG: { symbol: '₦', pattern: /^₦\d{1,3}(,\d{3})*$/, currency: 'NGN' },
    GB: { symbol: '£', pattern: /^£\d{1,3}(,\d{3})*\.\d{2}$/, currency: 'GBP' },
    US: { symbol: '$', pattern: /^\$\d{1,3}(,\d{3})*\.\d{2}$/, currency: 'USD' },
  };
  for (const country of ['NG', 'GB', 'US'] as const) {
    test(`${country}: symbol, rounding and JSON-LD currency`, async ({ page, context, baseURL }) => {
      const { symbol, pattern, currency } = formats[country];
      await setCountry(context, baseURL, country);
      await open(page, `/product/${DEMO_OUT_OF_STOCK.GB}`);
      const price = page
        .getByRole('main')
        .getByText(new RegExp(`^\\${symbol}[\\d,.]+$`))
        .first();
      await expect(price).toHaveText(pattern);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const jsonLd = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Product');
      expect(jsonLd, 'a schema.org Product block').toBeTruthy();
      expect(jsonLd.sku).toBe(DEMO_OUT_OF_STOCK.GB);
      expect(jsonLd.offers.priceCurrency).toBe(currency);
      expect(jsonLd.offers.availability).toBe(country === 'GB' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock');
      expect(jsonLd.image[0]).toMatch(/^https?:\/\//);
    });
  }

  test('switching the country in the header re-prices the page at once', async ({ page, context, baseURL }) => {
    await setCountry(context, baseURL, 'US');
    await open(page, `/product/${DEMO_OUT_OF_STOCK.NG}`);
    const main = page.getByRole('main');
    await expect(main.getByText(/^\$[\d,.]+$/).first()).toHaveText(formats.US.pattern);
    await hydrated(page.getByRole('combobox', { name: 'Country' }));
    await page.getByRole('combobox', { name: 'Country' }).selectOption('NG');
    await expect(main.getByText(/^₦[\d,]+$/).first()).toHaveText(formats.NG.pattern);
    await expect(main.getByText(/^\$[\d,.]+$/)).toHaveCount(0);
    // NG is where this product is out of stock.
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
    await expect(main.getByText(/^£[\d,.]+$/).first()).toHaveText(formats.GB.pattern);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('NG shows the discount, the struck-through price and You save', async ({ page, context, baseURL, request }) => {
    const list = (await (await request.get('/api/product/search/all')).json()).data as { slug: string; is_discounted: boolean }[];
    const discounted = list.find((p) => p.is_discounted);
    expect(discounted).toBeTruthy();
    await setCountry(context, baseURL, 'NG');
    await open(page, `/product/${discounted!.slug}`);
    await expect(
      page
        .getByRole('main')
        .getByText(/^You save ₦[\d,]+$/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('main').locator('s').first()).toHaveText(/₦[\d,]+$/);
  });
});

test('an unknown address answers 404 with Page Not Found', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
});

test('an unknown product answers 404 with Page Not Found', async ({ page }) => {
  const response = await page.goto('/product/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('a product without active ingredients says No ingredient', async ({ page, request }) => {
  const list = (await (await request.get('/api/product/search/all')).json()).data as { slug: string }[];
  const details = await Promise.all(
    list.map(
      async (p) =>
        (await (await request.get(`/api/product/${p.slug}`)).json()).data as {
          slug: string;
          active_ingredients: unknown[];
          reviewCount: number;
        },
    ),
  );
  const plain = details.find((d) => d.active_ingredients.length === 0);
  expect(plain, 'the demo catalog has a product without active ingredients').toBeTruthy();

  await open(page, `/product/${plain!.slug}`);
  await hydrated(page.getByRole('tab', { name: 'Ingredient' }));
  await page.getByRole('tab', { name: 'Ingredient' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText('No ingredient');
  await page.getByRole('tab', { name: 'Reviews' }).click();
  // Its Reviews tab speaks of its own published reviews.
  const count = plain!.reviewCount;
  await expect(
    page.getByRole('tabpanel').getByText(count === 0 ? 'No reviews yet' : `Based on ${count} review${count === 1 ? '' : 's'}`),
  ).toBeVisible();
});

test('product page shows the gallery, no rating without reviews, and related products', async ({ page }) => {
  await open(page, `/product/${DEMO_OUT_OF_STOCK.US}`);
  await expect(page).toHaveTitle(/ \| Zaron$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${DEMO_OUT_OF_STOCK.US}$`));
  // The second large picture is fetched only once the shopper reaches for its thumbnail; the first
  // thumbnail shows the first large picture's file.
  const large = page.locator('img[sizes^="(min-width: 1024px)"]:not([aria-label="Product images"] img)');
  await expect(large).toHaveCount(1);
  const firstThumbnail = page.getByRole('button', { name: 'Show image 1' }).locator('img');
  await expect
    .poll(() => firstThumbnail.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toBe(await large.evaluate((img: HTMLImageElement) => img.currentSrc));
  await hydrated(page.getByRole('button', { name: 'Show image 2' }));
  await page.getByRole('button', { name: 'Show image 2' }).click();
  await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: / image 2 of 2$/ })).toBeVisible();
  // No published review of this product: no stars beside its name.
  await expect(page.getByRole('main').getByRole('link', { name: /reviews?$/ })).toHaveCount(0);
  await expect(page.getByText('21 ratings')).toHaveCount(0);
  for (const tab of ['Description', 'How to use', 'Ingredient', 'Reviews']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
});

test('a product page fetches the code of its reviews only when the Reviews tab is chosen', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/reviews-panel-[^/]+\.js$/.test(request.url())) fetched.push(request.url());
  });
  await open(page, `/product/${DEMO_OUT_OF_STOCK.US}`);
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  expect(fetched).toEqual([]);

  await hydrated(page.getByRole('tab', { name: 'Reviews' }));
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(page.getByText('Bought it? Be the first to say how it works for your skin.')).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('a product page asks for its scripts only once its main picture has come, and then works', async ({ page }) => {
  const slug = DEMO_OUT_OF_STOCK.NG;
  const order: string[] = [];
  /** When each script was asked for before the picture came (the test's clock, epoch ms). */
  const early: number[] = [];
  let released = false;
  let release = () => {};
  const held = new Promise<void>((go) => (release = go));
  // The main picture (the file its first thumbnail shows too) is held back until the test lets it through.
  await page.route(`**/media/products/${slug}-1-*.webp`, async (route) => {
    await held;
    order.push('picture');
    await route.continue();
  });
  page.on('request', (request) => {
    if (!/\/assets\/[^/]+\.js$/.test(request.url())) return;
    order.push('script');
    if (!released) early.push(Date.now());
  });
  await page.goto(`/product/${slug}`, { waitUntil: 'commit' });
  // The page is painted; a script asked for after the first paint alone would be on its way by now.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
  await page.evaluate(() => new Promise((go) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 200)))));
  // Nothing is asked for before the picture, but by the start-up's 2 s fallback (for a tab that never
  // paints), which a busy machine can reach before this point: it counts from after the page's origin.
  const origin = await page.evaluate(() => performance.timeOrigin);
  expect(early.map((at) => at - origin).filter((ms) => ms < 2000)).toEqual([]);

  released = true;
  release();
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  expect(order).toContain('picture');
  expect(order).toContain('script');
  await hydrated(page.getByRole('button', { name: 'Add to Cart' }));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
});

test('the empty cart says Your basket is empty', async ({ page }) => {
  await open(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Your basket is empty')).toBeVisible();
});
