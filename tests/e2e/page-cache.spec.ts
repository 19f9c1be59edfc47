import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers/ui';

// Catalogue pages come from the page cache with their inline scripts allowed by hash: they must still
// come to life in the browser, and a script injected into them must still be refused.
async function openWatchingCsp(page: Page, path: string) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(e.violatedDirective),
    );
  });
  const response = await page.goto(path);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  return response!;
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

test('a cached product page hydrates for two visitors under a CSP without nonce, and refuses an injected inline script', async ({
  browser,
}) => {
  test.setTimeout(90_000); // two visitors, each with a client-side navigation
  const etags: string[] = [];
  for (let visitor = 0; visitor < 2; visitor++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await openWatchingCsp(page, '/product/radiance-vitamin-c-serum');
    const csp = (await response.allHeaders())['content-security-policy']!;
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("'sha256-");
    etags.push((await response.allHeaders()).etag!);
    expect(await violations(page)).toEqual([]);
    // A client-side navigation works too (the .data request, also from the cache).
    await hydrated(page.getByRole('link', { name: 'Best Sellers' }).first());
    await page.getByRole('link', { name: 'Best Sellers' }).first().click();
    await expect(page).toHaveURL(/\/best-sellers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return 'injected' in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations(page)).toEqual(['script-src-elem']);
    await context.close();
  }
  expect(etags[1]).toBe(etags[0]);
});
