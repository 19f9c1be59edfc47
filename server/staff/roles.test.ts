import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED } from '../../domain/admin/access';
import { STAFF_ROLE_NAMES, type LimitedRole, type StaffRole } from '../../domain/admin/roles';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newStaff, samplePath, type TestStaff } from '../test/staff';
import type { SessionStore } from '../accounts/sessions';
import { adminApi } from './guard';
import type { TwoFactorService } from './two-factor';

const ALL: LimitedRole[] = ['fulfilment', 'support', 'catalogue'];
const NONE: LimitedRole[] = [];

/** Every back-office route and the roles besides admin that may call it (decision 0035). */
const TABLE: Record<string, LimitedRole[]> = {
  'GET /api/admin/2fa': ALL,
  'POST /api/admin/2fa/setup': ALL,
  'POST /api/admin/2fa/confirm': ALL,
  'POST /api/admin/2fa/verify': ALL,
  'GET /api/admin/staff': NONE,
  'POST /api/admin/staff': NONE,
  'POST /api/admin/staff/:id': NONE,
  'POST /api/admin/staff/:id/remove': NONE,
  'GET /api/admin/audit': NONE,
  'GET /api/admin/audit/actions': NONE,
  'GET /api/admin/dashboard': ALL,
  'GET /api/admin/orders': ['fulfilment', 'support'],
  'GET /api/admin/orders/:orderNumber': ['fulfilment', 'support'],
  'GET /api/admin/orders/:orderNumber/invoice.pdf': ['fulfilment', 'support'],
  'GET /api/admin/orders/:orderNumber/credit-notes/:number.pdf': ['fulfilment', 'support'],
  'POST /api/admin/orders/:orderNumber/complete': ['fulfilment'],
  'POST /api/admin/orders/:orderNumber/accept': NONE,
  'POST /api/admin/orders/:orderNumber/cancel': NONE,
  'POST /api/admin/orders/:orderNumber/ship': ['fulfilment'],
  'POST /api/admin/orders/:orderNumber/ready-for-pickup': ['fulfilment'],
  'POST /api/admin/orders/:orderNumber/tracking': ['fulfilment'],
  'POST /api/admin/orders/bulk-ship': ['fulfilment'],
  'GET /api/admin/returns': ['fulfilment', 'support'],
  'GET /api/admin/returns/:id': ['fulfilment', 'support'],
  'GET /api/admin/returns/:id/photo': ['fulfilment', 'support'],
  'POST /api/admin/returns/:id/approve': ['support'],
  'POST /api/admin/returns/:id/reject': ['support'],
  'POST /api/admin/returns/:id/receive': ['fulfilment'],
  'POST /api/admin/returns/:id/retry-refund': ['fulfilment'],
  'GET /api/admin/customers': ['support'],
  'GET /api/admin/customers/:id': ['support'],
  'POST /api/admin/customers/:id/end-sessions': ['support'],
  'POST /api/admin/customers/:id/erase': ['support'],
  'GET /api/admin/products': ['catalogue'],
  'GET /api/admin/products/categories': ['catalogue'],
  'GET /api/admin/products/choices': ['catalogue'],
  'GET /api/admin/products/low-stock': ['catalogue'],
  'GET /api/admin/products/:id': ['catalogue'],
  'POST /api/admin/products': ['catalogue'],
  'POST /api/admin/products/:id': ['catalogue'],
  'POST /api/admin/products/:id/archive': ['catalogue'],
  'POST /api/admin/products/:id/stock': ['catalogue'],
  'POST /api/admin/products/:id/low-stock': ['catalogue'],
  'POST /api/admin/products/images': ['catalogue'],
  'GET /api/admin/discounts': ['catalogue'],
  'POST /api/admin/discounts': ['catalogue'],
  'POST /api/admin/discounts/:id': ['catalogue'],
  'POST /api/admin/discounts/:id/archive': ['catalogue'],
  'GET /api/admin/influencers': NONE,
  'GET /api/admin/influencers/:id': NONE,
  'POST /api/admin/influencers': NONE,
  'POST /api/admin/influencers/:id/payouts': NONE,
  'GET /api/admin/influencer-payouts': NONE,
  'POST /api/admin/influencer-payouts': NONE,
  'POST /api/admin/influencer-payouts/:id/finalize': NONE,
  'GET /api/admin/inbox/:kind': ['support'],
  'GET /api/admin/inbox/:kind/export': ['support'],
  'POST /api/admin/inbox/:kind/:id': ['support'],
  'GET /api/admin/inbox/ambassador/:id/photos/:photo': ['support'],
  'GET /api/admin/reviews': ['support'],
  'POST /api/admin/reviews/:id/publish': ['support'],
  'POST /api/admin/reviews/:id/hide': ['support'],
  'POST /api/admin/reviews/:id/reply': ['support'],
  'GET /api/admin/settings/tax': NONE,
  'PUT /api/admin/settings/tax/:country': NONE,
  'DELETE /api/admin/settings/tax/:country': NONE,
  'PUT /api/admin/settings/tax/US/:state': NONE,
  'DELETE /api/admin/settings/tax/US/:state': NONE,
  'GET /api/admin/settings/tax/nexus': NONE,
  'PUT /api/admin/settings/tax/nexus/:state': NONE,
  'GET /api/admin/reports/sales': NONE,
  'GET /api/admin/reports/sales.csv': NONE,
  'GET /api/admin/reports/invoice-lines.csv': NONE,
  'GET /api/admin/reports/nexus': NONE,
};

describe('a back-office route without its roles', () => {
  it('stops the server from starting', async () => {
    const app = Fastify();
    const { plugin } = adminApi({ sessions: {} as SessionStore, twoFactor: {} as TwoFactorService }, [
      async (area) => {
        area.get('/forgotten', async () => ({}));
      },
    ]);
    await expect(app.register(plugin, { prefix: '/api/admin' }).ready()).rejects.toThrow(
      'GET /api/admin/forgotten must declare the staff roles it allows (config.roles).',
    );
  });
});

describe.each(BACKENDS)('staff roles on %s', (backend) => {
  let shop: TestShop;
  const staff = {} as Record<StaffRole, TestStaff>;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '1000' });
    for (const role of STAFF_ROLE_NAMES) staff[role] = await newStaff(shop, `Role${role}`, role);
  });
  afterAll(() => shop.close());

  it('declares every admin route in the table, as the table says', () => {
    const declared = Object.fromEntries(shop.app.adminRoutes.map((r) => [`${r.method} ${r.url}`, [...r.roles].sort()]));
    const expected = Object.fromEntries(Object.entries(TABLE).map(([route, roles]) => [route, [...roles].sort()]));
    expect(declared).toEqual(expected);
  });

  it('lets each role call exactly the routes it is allowed, and refuses the others with 403', async () => {
    for (const route of shop.app.adminRoutes) {
      const key = `${route.method} ${route.url}`;
      const allowed = ['admin', ...(TABLE[key] ?? [])];
      for (const role of STAFF_ROLE_NAMES) {
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const res = await staff[role].call(method, samplePath(route.url), method === 'GET' ? undefined : {});
        const refused = res.statusCode === 403 && res.json().message === ROLE_REFUSED;
        if (allowed.includes(role)) expect([key, role, res.statusCode < 500, refused]).toEqual([key, role, true, false]);
        else expect([key, role, res.statusCode, res.json()]).toEqual([key, role, 403, { message: ROLE_REFUSED }]);
      }
    }
  });

  it('tells the signed-in user their staff role', async () => {
    for (const role of STAFF_ROLE_NAMES) expect((await staff[role].get('/api/auth/user')).json().role).toBe(role);
  });
});
