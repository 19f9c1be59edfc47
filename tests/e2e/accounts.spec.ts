import { expect, test, type Page } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '../../domain/privacy/consent';
import {
  fillLogIn,
  fillSignUp,
  logIn,
  newCustomer,
  registerViaApi,
  signedInCustomer,
  startInCountry,
  sessionToken,
} from './helpers/accounts';
import { linkIn, waitForMail } from './helpers/mail';
import { expectPath, hydrated, toast } from './helpers/ui';

// Customer accounts: login and sign-up, settings, forgot and reset password, the account drawer,
// the guard, their transitions, validation and messages. Every test makes its own customer.

const ERROR_TOAST = ['An error occurred.', 'Oops! Something went wrong. Please try again.'];

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function currentUser(page: Page, token: string) {
  const res = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { user: { first_name: string; email: string }; role: string };
}

test.describe('sign up and sign out', () => {
  test('a new shopper signs up with a referral and lands home signed in', async ({ page }) => {
    const customer = newCustomer({ firstName: 'Temitope', email: newCustomer().email.replace('e2e-', 'E2E-Mixed-') });
    // Only paths on this site are followed after sign-up; anything else means home.
    await page.goto('/signup?referral=FRIEND123&redirectTo=//evil.example/phish');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByText('Joining with referral code FRIEND123')).toBeVisible();
    await expect(page).toHaveURL(/[?&]referral=FRIEND123/); // kept in the address bar
    // The page's scripts send the form (before them, the browser posts it: no-script-accounts.spec.ts).
    await hydrated(page.getByRole('button', { name: 'Create Account' }));
    const sent = page.waitForRequest('**/api/auth/session/register');
    await fillSignUp(page, customer);
    expect((await sent).postDataJSON()).toMatchObject({
      referral: 'FRIEND123',
      email: customer.email.toLowerCase(),
      first_name: 'Temitope',
    });

    await expectPath(page, '/');
    await expect.poll(() => sessionToken(page)).not.toBeNull();
    const me = await currentUser(page, (await sessionToken(page))!);
    expect(me.user.first_name).toBe('Temitope');
    expect(me.user.email).toBe(customer.email.toLowerCase()); // email lower-cased
    expect(me.role).toBe('Authenticated');
  });

  test('the header shows her first name, and Logout in the My Account drawer signs her out', async ({ page, request }) => {
    const { token } = await signedInCustomer(page, request, { firstName: 'Temitope' });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Temitope' }).click();
    const drawer = page.getByRole('dialog', { name: 'My Account' });
    const links: [string, string][] = [
      ['My Orders', '/my-orders'],
      ['Delivery Address', '/delivery-address'],
      ['Refer and Earn', '/refer-and-earn'],
      ['Settings', '/settings'],
    ];
    for (const [name, href] of links) await expect(drawer.getByRole('link', { name })).toHaveAttribute('href', href);
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => sessionToken(page)).toBeNull();
    await expectPath(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const after = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });

  test("says 'All fields are required.' and keeps what was typed", async ({ page }) => {
    await page.goto('/signup');
    await hydrated(page.getByRole('button', { name: 'Create Account' }));
    await page.getByLabel('First name', { exact: true }).fill('Chioma');
    await page.getByLabel('Email', { exact: true }).fill('chioma@example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(alert(page, 'All fields are required.')).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Chioma');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('chioma@example.com');
    await expect(page.getByLabel('Last name', { exact: true })).toBeFocused();
    expect(await sessionToken(page)).toBeNull();
  });
});

test.describe('sign in', () => {
  test('a shopper sent from the cart goes on to /shipping, and /login then sends her home', async ({ page, request }) => {
    const customer = newCustomer();
    await registerViaApi(request, customer);
    await page.goto('/login?redirectTo=/shipping');
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await fillLogIn(page, customer.email.toUpperCase(), customer.password);
    await expectPath(page, '/shipping');
    expect(await sessionToken(page)).not.toBeNull();

    // A signed-in visitor is sent home from /login and /signup.
    await page.goto('/login');
    await expectPath(page, '/');
  });

  test("a wrong password shows 'Oops! Invalid email or password.' and the error toast", async ({ page, request }) => {
    const customer = newCustomer();
    await registerViaApi(request, customer);
    await page.goto('/login');
    await hydrated(page.getByRole('button', { name: 'Sign In', exact: true }));
    await fillLogIn(page, customer.email, 'Not-Her-Password-1');
    await expect(alert(page, 'Oops! Invalid email or password.')).toBeVisible();
    await expect(toast(page, ERROR_TOAST[0]!)).toContainText(ERROR_TOAST[1]!);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    await expectPath(page, '/login');
    expect(await sessionToken(page)).toBeNull();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret-1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});

test.describe('password recovery', () => {
  test('forgot → email → reset → sign in with the new password', async ({ page, request }) => {
    test.slow(); // a long journey: five pages and a mail
    const customer = newCustomer();
    await registerViaApi(request, customer);
    await page.goto('/forgot-password');
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await hydrated(send);
    const email = page.getByLabel('Email', { exact: true });
    await email.fill(' ');
    await send.click();
    await expect(alert(page, 'Email is required')).toBeVisible();
    await email.fill('not-an-email');
    await send.click();
    await expect(alert(page, 'Please enter a valid email address')).toBeVisible();

    await email.fill(customer.email);
    await send.click();
    await expect(toast(page, 'Password reset link sent.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('If a matching account was found, an email has been sent to reset your password.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    await page.getByRole('button', { name: 'Try Another Email' }).click();
    await expect(send).toBeVisible();

    const link = linkIn(await waitForMail(customer.email), '/reset-password');
    await page.goto(link.pathname + link.search);
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await hydrated(reset);
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    await password.fill('short');
    await confirm.focus();
    await expect(alert(page, 'Password does not meet the requirements')).toBeVisible();
    await expect(reset).toBeDisabled();
    const rules = page.getByRole('list', { name: 'Password requirements' });
    await expect(rules.getByRole('listitem').filter({ hasText: 'One uppercase letter' })).toContainText('(not met)');
    await password.fill('New-Glow-77');
    await expect(rules.getByRole('listitem').filter({ hasText: '(not met)' })).toHaveCount(0);
    await confirm.fill('New-Glow-78');
    await expect(alert(page, 'Passwords do not match')).toBeVisible();
    await expect(reset).toBeDisabled();
    await confirm.fill('New-Glow-77');
    await reset.click();
    await expect(toast(page, 'Password reset successful.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to Sign In' }).click();
    await expectPath(page, '/login');

    await fillLogIn(page, customer.email, customer.password);
    await expect(alert(page, 'Oops! Invalid email or password.')).toBeVisible();
    await logIn(page, { email: customer.email, password: 'New-Glow-77' });
    await expectPath(page, '/');
  });

  test('the reset page without a token says so and cannot be sent', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid or missing reset token. Please request a new password reset.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('New-Glow-77');
    await page.getByLabel('Confirm password', { exact: true }).fill('New-Glow-77');
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });
});

test.describe('account guard', () => {
  test('a guest opening /settings is told to sign in and taken to /login', async ({ page }) => {
    await page.goto('/settings');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Loading…' })
        .or(page.getByRole('heading', { name: 'Please sign in' })),
    ).toBeVisible();
    // The message needs the page to be interactive, which a cold dev server can take a while to get to.
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible({ timeout: 15_000 });
    // The move comes 3 s after the message, then the sign-in page loads: a busy machine can take past 6 s.
    await expectPath(page, '/login');
  });
});

test.describe('delivery addresses', () => {
  test('a Nigerian shopper adds a Lagos address with an area from the list', async ({ page, request, baseURL }) => {
    await startInCountry(page, 'NG', baseURL!);
    await signedInCustomer(page, request);
    await page.goto('/delivery-address');
    await expect(page.getByText('No address added yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue(/Nigeria/);
    await expect(dialog.getByLabel('Country', { exact: true })).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel(/postal code|zip code/i)).toHaveCount(0); // only outside NG

    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, 'Error')).toContainText('Please fill all fields');
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please fill all fields' })).toBeVisible();

    // Closed and opened again, the dialog keeps what she typed and drops the last attempt's message.
    await dialog.getByLabel('Address', { exact: true }).fill('14 Isaac John Street');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('14 Isaac John Street');
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please fill all fields' })).toHaveCount(0);

    const state = dialog.getByLabel('State', { exact: true });
    await expect(state.locator('option:not([value=""])')).toHaveCount(37);
    await state.selectOption('Lagos');
    const area = dialog.getByLabel('Area', { exact: true });
    await expect(area.locator('option', { hasText: 'Ikeja GRA' })).toHaveCount(1);
    await area.selectOption('Ikeja GRA');
    await dialog.getByLabel('Address', { exact: true }).fill('14 Isaac John Street');
    await dialog.getByLabel(/^Landmark/).fill('Opposite the filling station');
    await dialog.getByLabel('Phone number', { exact: true }).fill('+234 803 555 0142');
    await dialog.getByRole('button', { name: 'Save Address' }).click();

    await expect(dialog).toBeHidden();
    const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('14 Isaac John Street');
    await expect(saved).toContainText('Ikeja GRA, Lagos');
    await expect(saved).toContainText('Nigeria');
    await expect(saved).toContainText('Default');
  });

  test('a UK shopper types state and city and adds a postcode', async ({ page, request, baseURL }) => {
    await startInCountry(page, 'GB', baseURL!);
    await signedInCustomer(page, request);
    await page.goto('/delivery-address');
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue(/United Kingdom/);
    await dialog.getByLabel('State / County', { exact: true }).fill('Greater London');
    await dialog.getByLabel('City', { exact: true }).fill('London');
    await dialog.getByLabel(/^Postal code/).fill('SW1A 1AA');
    await dialog.getByLabel('Address', { exact: true }).fill('221B Baker Street');
    await dialog.getByLabel('Phone number', { exact: true }).fill('+44 20 7946 0958');
    await dialog.getByRole('button', { name: 'Save Address' }).click();

    await expect(dialog).toBeHidden();
    const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await expect(saved).toContainText('221B Baker Street');
    await expect(saved).toContainText('London, Greater London, SW1A 1AA');
    await expect(saved).toContainText('United Kingdom');
  });
});

test.describe('settings', () => {
  test('profile, password and email preferences are saved', async ({ page, request }) => {
    test.slow(); // three forms and a reload
    const { customer } = await signedInCustomer(page, request, { firstName: 'Ngozi' });
    await page.goto('/settings');
    await hydrated(page.getByRole('button', { name: 'Save' }));
    await expect(page.getByRole('tab', { name: 'My Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    await page.getByLabel('First name', { exact: true }).fill('Ngozika');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(page.getByText('Hello, Ngozika')).toBeVisible(); // the cached user was refreshed

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password', { exact: true }).fill('Wrong-Password-1');
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Glow-55');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh-Glow-55');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alert(page, 'Oops! Current password is incorrect.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Fresh-Glow-55');
    await page.getByLabel('Current password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Password updated')).toContainText('Please sign in again with your new password.');
    // Every session ended with the old password, this one too.
    await expectPath(page, '/login');
    expect(await sessionToken(page)).toBeNull();
    await logIn(page, { email: customer.email, password: 'Fresh-Glow-55' }, '?redirectTo=/settings');
    await expectPath(page, '/settings');

    // Signing in loads the whole page again.
    await hydrated(page.getByRole('tab', { name: 'Preferences' }));
    await page.getByRole('tab', { name: 'Preferences' }).click();
    // Marketing is off until she asks; ticking the newsletter sends a confirmation link first (double opt-in).
    const newsletter = page.getByRole('checkbox', { name: 'Newsletter' });
    await expect(newsletter).not.toBeChecked();
    await newsletter.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Preferences saved')).toContainText(NEWSLETTER_MESSAGES.preferencesConfirm);
    await page.reload();
    await hydrated(page.getByRole('tab', { name: 'Preferences' }));
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Order updates' })).toBeChecked();
  });
});
