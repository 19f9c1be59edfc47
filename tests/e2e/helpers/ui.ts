import { expect, type Page } from '@playwright/test';

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
