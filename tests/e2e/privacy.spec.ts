import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PRIVACY_MESSAGES } from '../../domain/privacy/requests';
import { signedInCustomer } from './helpers/accounts';
import { expectPath, toast } from './helpers/ui';

// Settings › My Account › Your data: the download and the deletion, on a phone and a desktop.

const SHOTS = 'test-results/privacy-shots';

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
    await page.screenshot({ path: `${SHOTS}/settings-deleted-${width}.png` });
    await expectPath(page, '/', 10_000);
    // The session cookie went with the account.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('zaron_session');
    const login = await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
    expect([login.status(), await login.json()]).toEqual([401, { message: 'Invalid email or password' }]);
  });
}
