import { expect, test } from '@playwright/test';

// The cookie notice is tested elsewhere: accepted up front so it covers nothing.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? 'http://localhost:3000' }]);
});

test.describe('home banner on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the first slide's heading, line and button whole, and the button leads to the shop", async ({ page }) => {
    await page.goto('/');
    const slide = page.locator('[aria-roledescription="slide"][aria-label="1 of 16"]');
    const heading = slide.getByRole('heading', { name: 'Glow in every shade' });
    const line = slide.getByText('Skincare and make-up made for women of colour.');
    const button = slide.getByRole('link', { name: 'Shop now' });
    for (const part of [heading, line, button]) {
      await expect(part).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await button.click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('every dot is at least 24 x 24 px', async ({ page }) => {
    await page.goto('/');
    const dots = page.getByRole('button', { name: /^Go to slide \d+$/ });
    await expect(dots).toHaveCount(16);
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });
});

test.describe('what a phone fetches first on home', () => {
  // The phone Lighthouse's mobile run emulates: 412 x 823 px at 1.75 device pixels per px.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('the first banner picture is the one picture fetched at high priority; the category tiles under it wait at low', async ({
    page,
  }) => {
    // Chrome's own priorities, as it reports them to DevTools: the one it starts with, then any change
    // (it raises a picture it finds on screen to High unless the page asked for low).
    const cdp = await page.context().newCDPSession(page);
    const urls = new Map<string, string>();
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      urls.set(requestId, new URL(request.url).pathname);
      priorities.set(requestId, request.initialPriority);
    });
    cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => priorities.set(requestId, newPriority));
    await cdp.send('Network.enable');

    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Shop by category' }).locator('img');
    await expect(tiles.first()).toHaveJSProperty('complete', true);
    await page.waitForLoadState('load');

    const pictures = [...urls].filter(([, path]) => path.startsWith('/media/')).map(([id, path]) => [path, priorities.get(id)]);
    const high = pictures.filter(([, priority]) => priority === 'High' || priority === 'VeryHigh');
    expect(high).toEqual([['/media/banners/banner-01-phone-800.webp', 'High']]);
    const tilePictures = pictures.filter(([path]) => path!.startsWith('/media/tiles/'));
    // In any order. Offers is shown to a visitor from the US, the country of a visitor whose country is not known.
    expect(tilePictures.map(([path]) => path).sort()).toEqual([
      '/media/tiles/best-sellers-360.webp',
      '/media/tiles/make-up-360.webp',
      '/media/tiles/new-in-360.webp',
      '/media/tiles/offers-720.webp',
      '/media/tiles/skin-care-360.webp',
    ]);
    expect(new Set(tilePictures.map(([, priority]) => priority))).toEqual(new Set(['Low']));
  });
});
