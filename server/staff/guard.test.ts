import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { logIn, newCustomer, type TestCustomer } from '../test/customers';
import { newStaff, newUnverifiedStaff, samplePath, type TestStaff } from '../test/staff';
import { STAFF_IDLE_MS } from '../accounts/sessions';
import { recordAudit } from './audit';

describe.each(BACKENDS)('back office guard on %s', (backend) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let unverified: Awaited<ReturnType<typeof newUnverifiedStaff>>;
  let staff: TestStaff;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '1000' });
    customer = await newCustomer(shop);
    unverified = await newUnverifiedStaff(shop, 'Bisi');
    staff = await newStaff(shop);
  });
  afterAll(() => shop.close());

  it('knows every admin route', () => {
    const urls = shop.app.adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/2fa',
        'POST /api/admin/2fa/setup',
        'POST /api/admin/2fa/confirm',
        'POST /api/admin/2fa/verify',
        'GET /api/admin/staff',
        'GET /api/admin/audit',
        'GET /api/admin/audit/actions',
        'GET /api/admin/dashboard',
        'GET /api/admin/orders',
        'GET /api/admin/orders/:orderNumber',
        'POST /api/admin/orders/:orderNumber/complete',
        'POST /api/admin/orders/:orderNumber/cancel',
        'GET /api/admin/customers',
        'GET /api/admin/customers/:id',
        'POST /api/admin/customers/:id/end-sessions',
        'GET /api/admin/reviews',
        'POST /api/admin/reviews/:id/publish',
        'POST /api/admin/reviews/:id/hide',
        'POST /api/admin/reviews/:id/reply',
        'GET /api/admin/returns',
        'POST /api/admin/returns/:id/receive',
      ]),
    );
    expect(
      shop.app.adminRoutes
        .filter((r) => !r.secondFactor)
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/api/admin/2fa', '/api/admin/2fa/confirm', '/api/admin/2fa/setup', '/api/admin/2fa/verify']);
    expect(urls.every((u) => u.includes(' /api/admin/'))).toBe(true);
  });

  it('answers 401 to guests, 404 to customers and influencers, 403 to staff without two-factor on every admin route', async () => {
    const influencer = await logIn(shop, 'influencer@zaron.test', 'Zaron-Demo-1');
    for (const route of shop.app.adminRoutes) {
      const url = samplePath(route.url);
      const method = route.method as 'GET' | 'POST';
      const guest = await shop.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect([route.url, guest.statusCode, guest.json()]).toEqual([route.url, 401, { message: 'Unauthenticated.' }]);
      expect(guest.headers['cache-control']).toBe('no-store');
      for (const outsider of [customer, influencer]) {
        const res = await outsider.call(method, url, method === 'GET' ? undefined : {});
        expect([route.url, res.statusCode, res.json()]).toEqual([route.url, 404, { message: 'Not found' }]);
      }
      const half = await unverified.call(method, url, method === 'GET' ? undefined : {});
      if (route.secondFactor)
        expect([route.url, half.statusCode, half.json()]).toEqual([route.url, 403, { message: 'Two-factor verification required' }]);
      else expect([route.url, half.statusCode]).not.toEqual([route.url, 403]);
      const full = await staff.call(method, url, method === 'GET' ? undefined : {});
      expect([route.url, full.statusCode < 500, [401, 403].includes(full.statusCode)]).toEqual([route.url, true, false]);
    }
  });

  it('guards unknown admin paths the same way', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/nothing-here' })).statusCode).toBe(401);
    expect((await customer.get('/api/admin/nothing-here')).statusCode).toBe(404);
    expect((await staff.get('/api/admin/nothing-here')).json()).toEqual({ message: 'Not found' });
  });

  it('answers 4xx, never 5xx, to bad input on every admin route', async () => {
    const bodies: unknown[] = [null, [], 'x', { code: { $ne: 1 } }, { status: 'nope', page: -1, amount: 'lots' }, { note: 'a\u0000b' }];
    const queries = [
      '?page=0',
      '?page=abc',
      '?page=99999999999',
      '?staff_id=-1',
      '?status=nope&country=XX&from=2020-13-45',
      `?q=${'x'.repeat(500)}`,
      '?q=%00',
    ];
    for (const route of shop.app.adminRoutes) {
      const url = samplePath(route.url);
      const attempts =
        route.method === 'GET'
          ? queries.map((q) => staff.call('GET', url + q))
          : bodies.map((b) =>
              shop.app.inject({
                method: route.method as 'POST',
                url,
                payload: JSON.stringify(b),
                headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
              }),
            );
      for (const res of await Promise.all(attempts)) {
        expect([route.url, res.statusCode >= 400 || res.statusCode === 200, res.statusCode < 500]).toEqual([route.url, true, true]);
        expect(typeof res.json().message === 'string' || res.statusCode === 200).toBe(true);
      }
    }
  });

  it('keeps the audit log append-only', async () => {
    const db = shop.database.db;
    const APPEND_ONLY = { cause: { message: 'audit_log is append-only' } };
    await recordAudit(db, {
      staffId: staff.userId,
      ip: '203.0.113.9',
      action: 'test.write',
      targetType: 'test',
      targetId: 1,
      before: { a: 1 },
      after: { a: 2 },
    });
    await expect(db.execute(sql`update audit_log set action = 'changed'`)).rejects.toMatchObject(APPEND_ONLY);
    await expect(db.execute(sql`delete from audit_log`)).rejects.toMatchObject(APPEND_ONLY);
    await expect(db.execute(sql`truncate audit_log`)).rejects.toMatchObject(APPEND_ONLY);
    const list = await staff.get('/api/admin/audit?action=test.write');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        staff: { id: staff.userId, name: 'Folake Test', email: staff.email },
        ip: '203.0.113.9',
        action: 'test.write',
        target_type: 'test',
        target_id: '1',
        before: { a: 1 },
        after: { a: 2 },
      }),
    ]);
    // The two-factor setup itself was recorded, with the address it came from.
    const enabled = await staff.get(`/api/admin/audit?action=staff.2fa.enable&staff_id=${staff.userId}`);
    expect(enabled.json()).toMatchObject({
      total: 1,
      data: [{ ip: '127.0.0.1', target_type: 'staff', target_id: String(staff.userId), after: { enrolled: true } }],
    });
  });

  it('ends a staff session after 12 hours without a request, not a customer one', async () => {
    const sessions = shop.app.services.sessions;
    const later = new Date(Date.now() + STAFF_IDLE_MS + 60_000);
    expect(await sessions.userFor(customer.token, later)).not.toBeNull();
    const soon = new Date(Date.now() + STAFF_IDLE_MS - 60_000);
    expect(await sessions.userFor(staff.token, soon)).not.toBeNull(); // activity: the clock restarts
    expect(await sessions.userFor(staff.token, new Date(soon.getTime() + STAFF_IDLE_MS - 60_000))).not.toBeNull();
    const idle = await newStaff(shop, 'Idle');
    expect(await sessions.userFor(idle.token, later)).toBeNull();
    expect((await idle.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('lets no one raise their own role', async () => {
    const res = await customer.post('/api/auth/profile', {
      first_name: 'Zainab',
      last_name: 'Test',
      phone: '+2348030000000',
      role: 'admin',
    });
    // The profile form takes names and phone only: a role in the body is refused outright.
    expect(res.statusCode).toBe(400);
    expect((await customer.get('/api/auth/user')).json().role).toBe('Authenticated');
    expect((await customer.get('/api/admin/audit')).statusCode).toBe(404);
  });

  it('sends no-store on back office pages', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/orders' });
    expect(res.headers['cache-control']).toBe('no-store');
    const shopPage = await shop.app.inject({ method: 'GET', url: '/administrator' });
    expect(shopPage.headers['cache-control']).toBeUndefined();
  });
});
