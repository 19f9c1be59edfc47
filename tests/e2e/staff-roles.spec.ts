import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { stepAt, totpCode } from '../../server/staff/totp';
import { newCustomer, registerViaApi, useSession } from './helpers/accounts';
import { passOwnerTwoFactor } from './helpers/owner-totp';

// Staff roles: the owner adds staff in /admin/staff (phone and desktop widths); a catalogue member
// then sees only the catalogue's part of the back office.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SHOTS = 'test-results/staff-roles';
const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';
const consent = (page: Page) => page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL() }]);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(request: APIRequestContext, email: string, password = 'Zaron-Demo-1') {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: { original: { access_token: string } } }).token.original.access_token;
}

/** Sets up and gives two-factor for a new member's session through the API, as the gate would. */
async function twoFactorByApi(request: APIRequestContext, token: string) {
  const setup = await request.post('/api/admin/2fa/setup', { headers: auth(token), data: {} });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/admin/2fa/confirm', {
    headers: auth(token),
    data: { code: totpCode(secret, stepAt(Date.now())) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

const members: { email: string; password: string }[] = [];

test('the owner adds staff by email with a role, on a phone and on a desktop', async ({ page, request }) => {
  for (let i = 0; i < 2; i++) {
    const customer = newCustomer({ firstName: i === 0 ? 'Kelechi' : 'Bola' });
    await registerViaApi(request, customer);
    members.push(customer);
  }
  await consent(page);
  await useSession(page, await login(request, 'owner@zaron.test'));
  await page.goto('/admin/staff');
  await passOwnerTwoFactor(page);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Staff' });
  await expect(list.getByText('catalogue@zaron.test')).toBeVisible();

  for (const [i, width] of [390, 1280].entries()) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const form = page.getByRole('form', { name: 'Add a member of staff' });
    await form.getByLabel('E-mail of their account').fill(members[i]!.email);
    await form.getByRole('combobox', { name: 'Role' }).selectOption('catalogue');
    await form.getByRole('button', { name: 'Add to staff' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${members[i]!.email} is now staff (Catalogue).` })).toBeVisible();
    const row = list.getByRole('listitem').filter({ hasText: members[i]!.email });
    await expect(row).toContainText('Catalogue · Two-factor not set up yet');
    await page.screenshot({ path: `${SHOTS}/staff-added-${width}.png`, fullPage: true });
  }

  // Adding the same person again is refused in words.
  const form = page.getByRole('form', { name: 'Add a member of staff' });
  await form.getByLabel('E-mail of their account').fill(members[0]!.email);
  await form.getByRole('button', { name: 'Add to staff' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    `${members[0]!.email} is already staff (Catalogue). Change their role in /admin/staff instead.`,
  );

  // The second one becomes support, then is removed again.
  const bola = list.getByRole('listitem').filter({ hasText: members[1]!.email });
  await bola.getByRole('combobox', { name: 'Role' }).selectOption('support');
  await bola.getByRole('button', { name: 'Change role' }).click();
  await expect(bola).toContainText('Support · Two-factor');
  await bola.getByRole('button', { name: 'Remove from staff' }).click();
  await bola.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(list.getByText(members[1]!.email)).toHaveCount(0);
  // The owner's own row has no controls.
  const own = list.getByRole('listitem').filter({ hasText: 'owner@zaron.test' });
  await expect(own.getByText('You', { exact: true })).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/staff-list-390.png`, fullPage: true });
});

test('a catalogue member sees only the catalogue part of the back office', async ({ page, request }) => {
  const token = await login(request, members[0]!.email, members[0]!.password);
  await twoFactorByApi(request, token);
  await consent(page);
  await useSession(page, token);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Products', 'Low stock', 'Discounts']);
  await page.screenshot({ path: `${SHOTS}/catalogue-dashboard-1280.png`, fullPage: true });
  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/catalogue-products-390.png`, fullPage: true });

  for (const path of ['/admin/orders', '/admin/customers', '/admin/staff', '/admin/audit']) {
    const res = await page.goto(path);
    expect([path, res?.status()]).toEqual([path, 404]);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
  const api = await request.get('/api/admin/orders', { headers: auth(token) });
  expect([api.status(), await api.json()]).toEqual([403, { message: 'Your role does not allow this.' }]);
});
