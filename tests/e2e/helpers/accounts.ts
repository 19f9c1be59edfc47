import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Account fixtures for browser specs: each test makes its own customer with a unique email,
 * through the sign-up page (when sign-up is what is tested) or the API (when it only needs a session).
 */

export interface Customer {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new customer no other test (or earlier run) uses. */
export function newCustomer(overrides: Partial<Customer> = {}): Customer {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Adaeze',
    lastName: 'Okafor',
    phone: '+234 803 555 0142',
    email: `e2e-${id}@example.com`,
    password: 'Glow-Skin-42',
    ...overrides,
  };
}

/** POST /api/auth/register; returns the session token. */
export async function registerViaApi(request: APIRequestContext, customer: Customer): Promise<string> {
  const res = await request.post('/api/auth/register', {
    data: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      phone: customer.phone,
      email: customer.email,
      password: customer.password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { token: { original: { access_token: string } } }).token.original.access_token;
}

/** The browser's session cookie (HttpOnly) and its readable marker, as the shop sets them over http. */
export const SESSION_COOKIE = 'zaron_session';
const MARKER_COOKIE = 'zaron_signed_in';

/**
 * Starts the tab signed in with `token`: the cookies sign-in would have set. Set once, so a later
 * logout in the same test stays logged out.
 */
export async function useSession(page: Page, token: string) {
  const cookie = { domain: 'localhost', path: '/', sameSite: 'Lax' as const };
  await page.context().addCookies([
    { ...cookie, name: SESSION_COOKIE, value: token, httpOnly: true },
    { ...cookie, name: MARKER_COOKIE, value: '1' },
  ]);
}

/** A fresh customer, registered through the API, whose session the tab starts with. */
export async function signedInCustomer(page: Page, request: APIRequestContext, overrides: Partial<Customer> = {}) {
  const customer = newCustomer(overrides);
  const token = await registerViaApi(request, customer);
  await useSession(page, token);
  return { customer, token };
}

/** Fills and sends the sign-up form on the current /signup page. */
export async function fillSignUp(page: Page, customer: Customer) {
  await page.getByLabel('First name', { exact: true }).fill(customer.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(customer.lastName);
  await page.getByLabel('Mobile number', { exact: true }).fill(customer.phone);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Create password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs up through the page (`query` e.g. '?redirectTo=/shipping') and waits for the new session. */
export async function signUp(page: Page, customer: Customer, query = '') {
  await page.goto(`/signup${query}`);
  await fillSignUp(page, customer);
  await expect.poll(() => sessionToken(page)).not.toBeNull();
}

/** Fills and sends the sign-in form on the current /login page. */
export async function fillLogIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the page (`query` e.g. '?redirectTo=/shipping') and waits for the session. */
export async function logIn(page: Page, customer: Pick<Customer, 'email' | 'password'>, query = '') {
  await page.goto(`/login${query}`);
  await fillLogIn(page, customer.email, customer.password);
  await expect.poll(() => sessionToken(page)).not.toBeNull();
}

/** The session token the browser holds in its HttpOnly cookie (out of reach of the page's scripts), or null. */
export async function sessionToken(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? null;
}

/** Starts the visit in a country: the cookie the server renders from plus the key the browser keeps. */
export async function startInCountry(page: Page, code: string, baseURL: string) {
  await page.context().addCookies([{ name: 'countryCode', value: code, url: baseURL }]);
  await page.addInitScript((c) => window.localStorage.setItem('countryCode', c), code);
}
