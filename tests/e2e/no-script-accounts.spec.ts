import { expect, test, type Page } from '@playwright/test';
import { fillLogIn, fillSignUp, newCustomer, registerViaApi, SESSION_COOKIE, sessionToken, signedInCustomer } from './helpers/accounts';
import { linkIn, waitForMail } from './helpers/mail';
import { otherOrigin } from './helpers/other-origin';
import { expectPath, holdScripts, hydrated } from './helpers/ui';

// The account forms work with the page's scripts turned off entirely: each posts to its page, whose
// action calls the shop's own API as the shopper and answers with a redirect or the refusal.

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The page's answer to the form it posts next to `path`. */
const postAnswer = (page: Page, path: string) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path);

/** Who the browser's session cookie signs in, through the API: her email, or the status of a refusal. */
async function signedInAs(page: Page): Promise<string | number> {
  const res = await page.request.get('/api/auth/user');
  return res.status() === 200 ? ((await res.json()) as { user: { email: string } }).user.email : res.status();
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-up shows the field reason of a bad phone beside it and keeps what she typed, then makes her account', async ({ page }) => {
    const customer = newCustomer({ firstName: 'Ngozi' });
    await page.goto('/signup?redirectTo=/my-orders');
    let answer = postAnswer(page, '/signup');
    await fillSignUp(page, { ...customer, phone: '12' });
    expect((await answer).status()).toBe(400);
    await expect(alert(page, 'Please enter a valid phone number')).toHaveText('Please enter a valid phone number');
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ngozi');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    await expect(page.getByLabel('Create password', { exact: true })).toHaveValue('');
    expect(await sessionToken(page)).toBeNull();

    // An empty field: the form's own first rule, said once above the form.
    await page.getByLabel('First name', { exact: true }).fill('');
    answer = postAnswer(page, '/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect((await answer).status()).toBe(400);
    await expect(alert(page, 'All fields are required.')).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('First name', { exact: true }).fill('Ngozi');
    answer = postAnswer(page, '/signup');
    await fillSignUp(page, customer);
    expect((await answer).status()).toBe(303);
    await expectPath(page, '/my-orders');
    expect(await signedInAs(page)).toBe(customer.email);
  });

  test("a wrong password is answered 401 with 'Oops! Invalid email or password.' above the form; the right one signs her in", async ({
    page,
    request,
  }) => {
    const customer = newCustomer();
    await registerViaApi(request, customer);
    await page.goto('/login?redirectTo=/settings');
    let answer = postAnswer(page, '/login');
    await fillLogIn(page, customer.email, 'Not-Her-Password-1');
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Oops! Invalid email or password.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expectPath(page, '/login');
    expect(await sessionToken(page)).toBeNull();

    // Remember me is sent with the form: a 30-day session instead of a day's.
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    answer = postAnswer(page, '/login');
    await fillLogIn(page, customer.email.toUpperCase(), customer.password);
    expect((await answer).status()).toBe(303);
    await expectPath(page, '/settings');
    expect(await signedInAs(page)).toBe(customer.email);
    const session = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;
    expect(session.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  test('sign-in never leaves the site: a redirect to another host goes home', async ({ page, request, baseURL }) => {
    const customer = newCustomer();
    await registerViaApi(request, customer);
    await page.goto('/login?redirectTo=//evil.example/phish');
    await fillLogIn(page, customer.email, customer.password);
    await expectPath(page, '/');
    expect(new URL(page.url()).origin).toBe(baseURL);
    expect(await signedInAs(page)).toBe(customer.email);
  });

  test('/settings arrives with her name and phone filled in, and Logout there signs her out and goes home', async ({ page, request }) => {
    const { customer, token } = await signedInCustomer(page, request, {
      firstName: 'Folake',
      lastName: 'Adeyemi',
      phone: '+44 20 7946 0958',
    });
    await page.goto('/settings');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Folake');
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Adeyemi');
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('+44 20 7946 0958');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);

    const answer = postAnswer(page, '/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await answer).status()).toBe(303);
    await expectPath(page, '/');
    expect(await sessionToken(page)).toBeNull();
    const ended = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(ended.status()).toBe(401);
  });

  test('a sign-out posted from another site is refused, and she stays signed in', async ({ page, request, baseURL }) => {
    const { customer } = await signedInCustomer(page, request);
    const evil = await otherOrigin(`<!doctype html><title>Win a prize</title>
      <form method="post" action="${baseURL}/logout"><button>Claim</button></form>`);
    try {
      await page.goto(evil.url);
      const answer = postAnswer(page, '/logout');
      await page.getByRole('button', { name: 'Claim' }).click();
      expect((await answer).status()).toBe(403);
      await expect(page.locator('body')).toContainText(
        "This request came from another site and was refused. Please use the shop's own pages.",
      );
    } finally {
      evil.close();
    }
    expect(await signedInAs(page)).toBe(customer.email);
  });

  test('forgot password → the mail → reset password → the new password signs her in', async ({ page, request }) => {
    test.slow(); // four pages and a mail
    const customer = newCustomer();
    await registerViaApi(request, customer);
    await page.goto('/forgot-password');
    let answer = postAnswer(page, '/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    expect((await answer).status()).toBe(400);
    await expect(alert(page, 'Please enter a valid email address')).toHaveText('Please enter a valid email address');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not-an-email');

    answer = postAnswer(page, '/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('If a matching account was found, an email has been sent to reset your password.')).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();

    const link = linkIn(await waitForMail(customer.email), '/reset-password');
    await page.goto(link.pathname + link.search);
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    answer = postAnswer(page, '/reset-password');
    await password.fill('New-Glow-77');
    await confirm.fill('New-Glow-78');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect((await answer).status()).toBe(400);
    await expect(alert(page, 'Passwords do not match')).toHaveText('Passwords do not match');

    answer = postAnswer(page, '/reset-password');
    await password.fill('New-Glow-77');
    await confirm.fill('New-Glow-77');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
    await expect(page.getByText('You can now sign in with your new password.')).toBeVisible();

    // The link is spent: sent again, the API's refusal is on the page.
    await page.goto(link.pathname + link.search);
    answer = postAnswer(page, '/reset-password');
    await password.fill('Other-Glow-88');
    await confirm.fill('Other-Glow-88');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect((await answer).status()).toBe(400);
    await expect(alert(page, 'Oops!')).toHaveText('Oops! This reset link is invalid or has expired. Please request a new password reset.');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');

    await page.goto('/login');
    await fillLogIn(page, customer.email, customer.password);
    await expect(alert(page, 'Oops! Invalid email or password.')).toBeVisible();
    await fillLogIn(page, customer.email, 'New-Glow-77');
    await expectPath(page, '/');
    expect(await signedInAs(page)).toBe(customer.email);
  });
});

test('"Sign In" tapped while the scripts are held signs her in once, by the browser\'s post, and the page then runs', async ({
  page,
  request,
}) => {
  const customer = newCustomer({ firstName: 'Amara' });
  await registerViaApi(request, customer);
  const { held, release } = await holdScripts(page);
  const signIns: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && (path === '/login' || path.startsWith('/api/auth/session'))) signIns.push(path);
  });

  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await fillLogIn(page, customer.email, customer.password);
  await expectPath(page, '/');
  expect(held.length).toBeGreaterThan(0);
  expect(await signedInAs(page)).toBe(customer.email);

  release();
  // Once the scripts run, the header greets her: signed in, by the one post the tap made.
  await hydrated(page.getByRole('banner').getByRole('button', { name: 'Amara' }));
  expect(signIns).toEqual(['/login']);
});
