import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, newCustomer, registerViaApi, startInCountry, useSession } from './helpers/accounts';
import { decodeQuotedPrintable, linkIn, outboxDir, subjectOf, waitForMail } from './helpers/mail';
import { passOwnerTwoFactor } from './helpers/owner-totp';
import { expectPath, hydrated } from './helpers/ui';

// The mails a timed job sends, on the second shop of the run (its bags count as left at once): the
// reminder of a bag left behind, "Tell me when it's back" and the staff's low-stock alert. Its outbox
// and the owner's two-factor are that shop's own, in its DATA_DIR.
const DATA_DIR = process.env.E2E_MAILS_DATA_DIR!;
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const SERUM = { slug: 'radiance-vitamin-c-serum', name: 'Radiance Vitamin C Serum' };
/** A shade sold out in the US in the demo catalogue. */
const MAHOGANY = { slug: 'second-skin-foundation-mahogany', name: 'Second Skin Foundation – Mahogany' };
const SHOTS = 'test-results/timed-mails';

/** A browser of its own (a device), with the cookie banner already answered. */
async function device(browser: Browser, baseURL: string, country: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await startInCountry(page, country, baseURL);
  return { context, page };
}

/** One screenshot per width, 390 px (a phone) first, then the desktop. */
async function shoot(page: Page, name: string) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
}

/** Every message in the outbox to `to` whose subject starts with `subject`, decoded. */
async function mailsTo(to: string, subject: string): Promise<string[]> {
  const dir = outboxDir(DATA_DIR);
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const found: string[] = [];
  for (const name of names) {
    const raw = await fs.readFile(path.join(dir, name), 'utf8');
    if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw) && subjectOf(raw).startsWith(subject))
      found.push(decodeQuotedPrintable(raw));
  }
  return found;
}

test('a guest bag follows her to a second device, and the reminder puts it back in a third', async ({ browser, request, baseURL }) => {
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const laptop = await device(browser, baseURL!, 'GB');
  const phone = await device(browser, baseURL!, 'GB');
  const friend = await device(browser, baseURL!, 'GB');
  try {
    const guest = laptop.page;
    await guest.goto(`/product/${SERUM.slug}`);
    await hydrated(guest.getByRole('button', { name: 'Add to Cart' }));
    await guest.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(guest.getByRole('banner').getByRole('button', { name: /(bag|cart)\b.*\b1 item\b/i })).toBeVisible();
    await logIn(guest, customer);
    await expectPath(guest, '/');

    await logIn(phone.page, customer);
    await phone.page.waitForURL((url) => url.pathname === '/');
    await phone.page.goto('/cart');
    await expect(phone.page.getByRole('main').getByText(SERUM.name).first()).toBeVisible();

    // Left for 0 hours: the next minute's turn of the job mails her.
    const mail = await waitForMail(customer.email, 90_000, DATA_DIR);
    expect(subjectOf(mail)).toBe('Your Zaron bag is waiting for you');
    expect(mail).toContain(SERUM.name);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // A device that never saw her bag: the link's page asks first, then fills this browser's bag.
    const other = friend.page;
    await other.goto(linkIn(mail, '/api/cart/restore').toString());
    await expect(other.getByRole('heading', { name: 'Your bag is waiting' })).toBeVisible();
    await shoot(other, '01-restore-page');
    await other.getByRole('button', { name: 'Put them back in my bag' }).click();
    await expectPath(other, '/cart');
    await expect(other.getByRole('main').getByText(SERUM.name).first()).toBeVisible();
    await shoot(other, '02-restored-bag');
    expect(await mailsTo(customer.email, 'Your Zaron bag is waiting for you')).toHaveLength(1);
  } finally {
    await laptop.context.close();
    await phone.context.close();
    await friend.context.close();
  }
});

test('a request for a sold-out shade is mailed once when staff restock it; staff get the low-stock alert', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const email = `back.${Date.now().toString(36)}@example.com`;
  const shopper = await device(browser, baseURL!, 'US');
  try {
    const us = shopper.page;
    await us.goto(`/product/${MAHOGANY.slug}`);
    const ask = us.getByRole('region', { name: 'Tell me when it’s back' });
    await hydrated(ask.getByRole('button', { name: 'Notify me' }));
    await ask.getByLabel('Email address').fill('not-an-email');
    await ask.getByRole('button', { name: 'Notify me' }).click();
    await expect(ask.getByRole('alert')).toHaveText('⚠ Please enter a valid email address');
    await ask.getByLabel('Email address').fill(email);
    await ask.getByRole('button', { name: 'Notify me' }).click();
    await expect(ask.getByRole('status')).toHaveText("✓Thank you! We'll email you once, as soon as it's back in stock.");
    await shoot(us, '03-back-in-stock-asked');
  } finally {
    await shopper.context.close();
  }

  // The owner restocks the shade in the US, takes it out again and restocks it once more.
  const login = await request.post('/api/auth/login', { data: { email: 'owner@zaron.test', password: 'Zaron-Demo-1' } });
  expect(login.status()).toBe(200);
  await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL! }]);
  await useSession(page, ((await login.json()) as { token: { original: { access_token: string } } }).token.original.access_token);
  const product = ((await (await request.get(`/api/product/${MAHOGANY.slug}`)).json()) as { data: { id: number } }).data;
  await page.goto(`/admin/products/${product.id}`);
  await passOwnerTwoFactor(page, DATA_DIR);
  const adjust = page.getByRole('form', { name: 'Adjust stock' });
  async function move(reason: 'received' | 'damaged', units: string) {
    await adjust.getByLabel('Market').selectOption('US');
    await adjust.getByLabel('Reason').selectOption(reason);
    await adjust.getByLabel('Units').fill(units);
    const done = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/admin/products/${product.id}/stock`),
    );
    await adjust.getByRole('button', { name: 'Adjust' }).click();
    expect((await done).status()).toBe(200);
    // The form empties itself once the change is saved: the next change is typed after that.
    await expect(adjust.getByLabel('Units')).toHaveValue('');
    await expect(adjust.getByLabel('Market')).toHaveValue('');
  }
  await move('received', '3');
  const backInStock = () => mailsTo(email, `${MAHOGANY.name} is back in stock`);
  await expect.poll(async () => (await backInStock()).length, { timeout: 30_000 }).toBe(1);
  expect(linkIn((await backInStock())[0]!, '/product/').pathname).toBe(`/product/${MAHOGANY.slug}`);
  await move('damaged', '3');
  await move('received', '2');
  // The next minute's turn has come and gone: still the one mail.
  await page.waitForTimeout(65_000);
  expect(await backInStock()).toHaveLength(1);

  // The day's low-stock mail went to the owner at the shop's first turn: the shade sold out in the US is in it.
  const [alert] = await mailsTo('owner@zaron.test', 'Low stock');
  expect(alert).toContain(MAHOGANY.name);
  await page.goto('/admin/low-stock');
  await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
  await expect(page.getByRole('main').getByText(MAHOGANY.name).first()).toBeVisible();
  await shoot(page, '04-low-stock');
});
