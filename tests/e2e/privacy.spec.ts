import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '../../domain/privacy/consent';
import { PRIVACY_MESSAGES } from '../../domain/privacy/requests';
import { signedInCustomer } from './helpers/accounts';
import { linkIn, waitForMail } from './helpers/mail';
import { expectPath, hydrated, toast } from './helpers/ui';

// Settings › My Account › Your data: the download and the deletion, on a phone and a desktop.

const SHOTS = 'test-results/privacy-shots';

/** The current page at 390 and 1280 px. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

for (const width of [390, 1280]) {
  test(`downloads her data and deletes her account at ${width} px`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL! }]);
    const { customer } = await signedInCustomer(page, request, { firstName: 'Halima' });
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section.getByRole('heading', { name: 'Download my data' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/settings-your-data-${width}.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe('zaron-my-data.json');
    const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ email: customer.email, first_name: 'Halima' });
    expect(data.sessions).toHaveLength(1);

    await section.getByRole('button', { name: 'Delete my account' }).click();
    const form = page.getByRole('form', { name: 'Delete my account' });
    await form.getByLabel('Your password', { exact: true }).fill('Not-My-Password-9');
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(form.getByText(PRIVACY_MESSAGES.wrongPassword).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/settings-delete-refused-${width}.png`, fullPage: true });

    await form.getByLabel('Your password', { exact: true }).fill(customer.password);
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(toast(page, 'Account deleted')).toBeVisible();
    // The shop then opens home: the picture is taken once it has, never while the page changes under it.
    await expectPath(page, '/', 10_000);
    await page.screenshot({ path: `${SHOTS}/settings-deleted-${width}.png` });
    // The session cookie went with the account.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('zaron_session');
    const login = await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
    expect([login.status(), await login.json()]).toEqual([401, { message: 'Invalid email or password' }]);
  });
}

test('a guest subscribes from the footer, confirms from the mail, and unsubscribes from the welcome mail', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL! }]);
  const email = `e2e-news-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto('/about');
  await hydrated(page.getByRole('textbox', { name: 'Email address' }));
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: NEWSLETTER_MESSAGES.thanks })).toBeVisible();

  const confirmMail = await waitForMail(email);
  expect(confirmMail).toContain('Subject: Confirm your Zaron newsletter subscription');
  expect(confirmMail).not.toMatch(/^List-Unsubscribe/im);
  const confirm = linkIn(confirmMail, '/api/newsletter/confirm');
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await shoot(page, 'newsletter-confirm');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeVisible();

  let welcome = '';
  await expect.poll(async () => (welcome = await waitForMail(email)).includes('Subject: Welcome to the Zaron newsletter')).toBe(true);
  expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
  expect(welcome).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=[^>]+>,\s+<mailto:[^>]+>/im);
  const unsubscribe = linkIn(welcome, '/api/newsletter/unsubscribe');
  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await shoot(page, 'newsletter-unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // The confirmation link works once.
  await page.goto(confirm.pathname + confirm.search);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText(NEWSLETTER_MESSAGES.confirmInvalid)).toBeVisible();
  await shoot(page, 'newsletter-link-used');
});
