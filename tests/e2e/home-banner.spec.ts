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
