import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A toast (app/lib/toast.tsx) with this title, in the notifications region. Hidden elements are
 * included because an open dialog hides the rest of the page from the accessibility tree.
 */
export const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title })
    .first();

/** Waits until the page is at `pathname` (query string ignored). */
export async function expectPath(page: Page, pathname: string, timeout?: number) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout, message: `expected to be at ${pathname}` }).toBe(pathname);
}

/**
 * Waits until React has taken over this server-rendered element (its node then carries React's
 * props). A page's scripts start after its first paint, so a click or a keystroke before that is
 * the browser's alone: a tab does not switch and a form is sent as plain HTML.
 */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), {
      message: 'expected React to have hydrated the element',
    })
    .toBe(true);
}

/**
 * Holds every script of the shop's build (`/assets/*.js`) the page asks for until `release()` is
 * called, so a test can act before the page's scripts run; `held` lists what was asked for.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}
