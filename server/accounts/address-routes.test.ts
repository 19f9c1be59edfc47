import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { invalidBody } from '../test/invalid';

describe.each(BACKENDS)('address API on %s', (backend) => {
  let shop: TestShop;
  let alice: string;
  let bola: string;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '1000' });
    const signUp = async (email: string) =>
      (
        await shop.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { first_name: 'A', last_name: 'B', phone: '+2348030000000', email, password: 'Glow-Up-2026' },
        })
      ).json().token.original.access_token as string;
    alice = await signUp('alice@example.com');
    bola = await signUp('bola@example.com');
  });
  afterAll(() => shop.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    shop.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('lists the seeded Lagos areas', async () => {
    const res = await call('GET', '/api/order/get-lagos', alice);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((a: { name: string }) => a.name);
    expect(names).toContain('Ikeja');
    expect(names).toContain('Lekki Phase 1');
    expect(res.json().data[0]).toEqual({ id: expect.any(Number), name: 'Agege' });
  });

  it('starts with no addresses and no default', async () => {
    expect((await call('GET', '/api/order/addresses', alice)).json()).toEqual({ data: [] });
    expect((await call('GET', '/api/order/default-address', alice)).json()).toEqual({ data: null });
  });

  it('adds an NG address with a Lagos area; the first becomes the default and the zip is not kept', async () => {
    const res = await call('POST', '/api/order/add-address', alice, {
      country: 'NG',
      state: 'Lagos',
      city: 'Ikeja',
      address: '12 Allen Avenue',
      landmark: 'Near the bank',
      phone: '+234 803 111 2222',
      zip_code: '100001',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ country: 'NG', state: 'Lagos', city: 'Ikeja', zip_code: '', is_default: true });
    expect((await call('GET', '/api/order/default-address', alice)).json().data.address).toBe('12 Allen Avenue');
  });

  it('adds a GB address with a postcode and can make it the default', async () => {
    const res = await call('POST', '/api/order/add-address', alice, {
      country: 'GB',
      state: 'Greater London',
      city: 'London',
      address: '5 Brixton Road',
      phone: '+44 7700 900123',
      zip_code: 'SW9 6DE',
      is_default: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ zip_code: 'SW9 6DE', is_default: true });
    const list = (await call('GET', '/api/order/addresses', alice)).json().data;
    expect(list.map((a: { city: string; is_default: boolean }) => [a.city, a.is_default])).toEqual([
      ['London', true],
      ['Ikeja', false],
    ]);
  });

  it("never shows one customer's addresses to another", async () => {
    expect((await call('GET', '/api/order/addresses', bola)).json()).toEqual({ data: [] });
    expect((await call('GET', '/api/order/default-address', bola)).json()).toEqual({ data: null });
  });

  it.each([
    [{ country: 'NG', state: 'Lagos', city: '', address: 'x', phone: '+2348030000000' }, 'Please fill all fields', false],
    [{ state: 'Lagos', city: 'Ikeja', address: 'x', phone: '+2348030000000' }, 'Please fill all fields', false],
    [
      { country: 'NG', state: 'Lagos', city: 'Atlantis', address: 'x', phone: '+2348030000000' },
      'Please choose an area from the list',
      false,
    ],
    [
      { country: 'NG', state: 'Gotham', city: 'Ikeja', address: 'x', phone: '+2348030000000' },
      'Please choose a state from the list',
      false,
    ],
    [
      { country: 'CA', state: 'Ontario', city: 'Toronto', address: 'x', phone: '+14165550000' },
      'We do not deliver to this country yet',
      false,
    ],
    [{ country: 'GB', state: 'London', city: 'London', address: 'x', phone: 'call me' }, 'Please enter a valid phone number', false],
    [
      { country: 'GB', state: 'London', city: 'London', address: 'x', phone: '+447700900000', user_id: 2 },
      'Unrecognized key: "user_id"',
      true,
    ],
  ])('refuses %j with 400', async (payload, message, fromSchema) => {
    const res = await call('POST', '/api/order/add-address', alice, payload);
    expect(res.statusCode).toBe(400);
    // The body's schema names each field's problem in `fields`; the address rules answer `{ message }`.
    expect(res.json()).toEqual(fromSchema ? invalidBody(message) : { message });
  });

  it('keeps exactly one default when several addresses are added at once', async () => {
    const carol = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { first_name: 'C', last_name: 'D', phone: '+2348030000000', email: 'carol@example.com', password: 'Glow-Up-2026' },
      })
    ).json().token.original.access_token as string;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('POST', '/api/order/add-address', carol, {
          country: 'GB',
          state: 'Greater London',
          city: 'London',
          address: `${i + 1} Brixton Road`,
          phone: '+44 7700 900123',
          is_default: true,
        }),
      ),
    );
    for (const r of results) expect(r.statusCode).toBe(201);
    const list = (await call('GET', '/api/order/addresses', carol)).json().data as { is_default: boolean }[];
    expect(list).toHaveLength(8);
    expect(list.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('answers a NUL character in a field with 400, never a 500', async () => {
    const res = await call('POST', '/api/order/add-address', alice, {
      country: 'GB',
      state: 'Greater London',
      city: 'London',
      address: '5 Brixton\u0000 Road',
      phone: '+44 7700 900123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidBody('address: contains characters we cannot store'));
  });

  it('requires a signed-in customer', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/order/addresses' });
    expect(res.statusCode).toBe(401);
  });
});
