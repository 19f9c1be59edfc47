import { expect, test, type Page } from '@playwright/test';
import { signedInCustomer } from './helpers/accounts';

// Page words, link-preview and search data, and shades a shopper can see.

const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';
/** A head meta tag's content, or null when the page has no such tag. */
async function metaContent(page: Page, key: string) {
  const tag = page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
  return (await tag.count()) === 0 ? null : tag.first().getAttribute('content');
}

test('/products is headed All Products, like its breadcrumb', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('All Products');
  await expect(page).toHaveTitle('All Products | Zaron');
});

test('the signed-in name is shown with each word capitalised', async ({ page, request }) => {
  await signedInCustomer(page, request, { firstName: 'ada' });
  await page.goto('/settings');
  // The session is read in the browser before the account page shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Ada/ })).toBeVisible();
  await expect(page.getByText('Hello, Ada', { exact: true })).toBeVisible();
});

test.describe('link previews and search data', () => {
  test('every page says its Open Graph type and Twitter card; home and categories have a picture', async ({ page }) => {
    test.setTimeout(120_000);
    const expected: [string, string, string][] = [
      ['/', 'website', 'summary_large_image'],
      ['/make-up', 'website', 'summary_large_image'],
      ['/category/foundation', 'website', 'summary_large_image'],
      ['/products', 'website', 'summary_large_image'],
      ['/product/second-skin-foundation-espresso', 'product', 'summary_large_image'],
      ['/about', 'website', 'summary'],
      ['/login', 'website', 'summary'],
      ['/no-such-page', 'website', 'summary'],
      ['/product/no-such-product', 'website', 'summary'],
    ];
    for (const [path, type, card] of expected) {
      // The tags are in the server's HTML: no need to wait for pictures.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await metaContent(page, 'og:type'), path).toBe(type);
      expect(await metaContent(page, 'twitter:card'), path).toBe(card);
      const image = await metaContent(page, 'og:image');
      if (card === 'summary') expect(image, path).toBeNull();
      else expect(image, path).toMatch(new RegExp(`^${baseURL()}/media/.+\\.webp$`));
    }
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const banner = await page.request.get((await metaContent(page, 'og:image'))!);
    expect(banner.status()).toBe(200);
  });

  test('the Product JSON-LD rates a product from its published reviews, as the page does, and rates none without', async ({ page }) => {
    const productLd = async () => {
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === 'Product');
    };
    await page.goto('/product/second-skin-foundation-espresso');
    const unrated = await productLd();
    expect(unrated).toBeTruthy();
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');

    // The demo sunscreen has two published reviews, of 5 and 4 stars.
    await page.goto('/product/invisible-shield-sunscreen-spf-50');
    expect((await productLd())!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(((await productLd())!.review as unknown[]).length).toBe(2);
    const rating = page.getByRole('main').getByRole('link', { name: /2 reviews/ });
    await expect(rating).toContainText('4.5');
  });
});

test.describe('shades', () => {
  test('a foundation page shows its family as swatches that link to each shade', async ({ page, context }) => {
    await context.addCookies([{ name: 'countryCode', value: 'US', url: baseURL() }]);
    await page.goto('/product/second-skin-foundation-espresso');
    await expect(page.getByText('Shade: Espresso', { exact: true })).toBeVisible();
    const shades = page.getByRole('list', { name: 'Shade: Espresso' }).getByRole('link');
    // Lightest to deepest; Mahogany is out of stock in the US.
    await expect(shades).toHaveCount(4);
    expect(await shades.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')))).toEqual([
      'Caramel',
      'Mahogany (out of stock)',
      'Espresso',
      'Ebony',
    ]);
    await expect(shades.nth(2)).toHaveAttribute('aria-current', 'page');
    await expect(shades.nth(2)).toHaveAttribute('href', '/product/second-skin-foundation-espresso');
    // Each swatch has its own colour.
    const colours = await shades.evaluateAll((links) => links.map((l) => getComputedStyle(l.firstElementChild!).backgroundColor));
    expect(colours).toEqual(['rgb(176, 122, 76)', 'rgb(122, 67, 49)', 'rgb(92, 54, 33)', 'rgb(59, 38, 30)']);

    await shades.nth(1).click();
    await expect(page).toHaveURL('/product/second-skin-foundation-mahogany');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second Skin Foundation – Mahogany');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('main').getByText('Out of stock', { exact: true })).toBeVisible();
  });

  test('product cards carry their shade swatch', async ({ page }) => {
    await page.goto('/category/foundation');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Second Skin Foundation – Ebony' }) });
    await expect(card.getByText('Shade: Ebony', { exact: true })).toBeVisible();
    // Products that come in one colour show no swatch.
    await page.goto('/category/women-face');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Shade: /)).toHaveCount(0);
  });
});
