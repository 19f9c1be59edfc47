import crypto from 'node:crypto';
import type { TestShop } from './app';

export const TEST_PASSWORD = 'Glow-Up-2026';

/** Signs up a fresh customer and returns an authorised request helper. */
export async function newCustomer(shop: TestShop, name = 'Zainab') {
  const email = `${name.toLowerCase()}.${crypto.randomBytes(5).toString('hex')}@example.com`;
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { first_name: name, last_name: 'Test', phone: '+2348030000000', email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return asUser(shop, res.json().token.original.access_token, email);
}

export async function logIn(shop: TestShop, email: string, password: string) {
  const res = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return asUser(shop, res.json().token.original.access_token, email);
}

function asUser(shop: TestShop, token: string, email: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    shop.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
  return {
    email,
    token,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    call,
    async addAddress(address: Record<string, unknown>) {
      const res = await call('POST', '/api/order/add-address', address);
      if (res.statusCode !== 201) throw new Error(`address failed: ${res.body}`);
      return res.json().data as { id: number };
    },
  };
}

export type TestCustomer = Awaited<ReturnType<typeof newCustomer>>;

export const newKey = () => crypto.randomBytes(12).toString('hex');

export const GB_ADDRESS = {
  country: 'GB',
  state: 'Greater London',
  city: 'London',
  address: '5 Brixton Road',
  phone: '+447700900123',
  zip_code: 'SW9 6DE',
};
export const US_ADDRESS = {
  country: 'US',
  state: 'NY',
  city: 'Brooklyn',
  address: '200 Fulton St',
  phone: '+12125550100',
  zip_code: '11201',
};
