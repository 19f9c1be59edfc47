import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED } from '../../domain/admin/access';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newStaff, type TestStaff } from '../test/staff';
import { taxRuleFor } from './rules';
import { nexusThresholds, taxRates } from './schema';

const SETTINGS = '/api/admin/settings/tax';

describe.each(BACKENDS)('tax settings on %s', (backend) => {
  let shop: TestShop;
  let owner: TestStaff;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    owner = await newStaff(shop, 'Owner');
  });
  afterAll(() => shop.close());

  const rates = () =>
    shop.database.db
      .select({
        country: taxRates.country,
        region: taxRates.region,
        name: taxRates.name,
        rateBp: taxRates.rateBp,
        included: taxRates.included,
        registration: taxRates.registration,
      })
      .from(taxRates)
      .orderBy(asc(taxRates.country), asc(taxRates.region));
  const auditOf = (actions: string[]) =>
    shop.database.db
      .select({
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.staffId, owner.userId), inArray(auditLog.action, actions)))
      .orderBy(asc(auditLog.id));
  const put = (path: string, body: unknown) => owner.call('PUT', `${SETTINGS}${path}`, body);

  it('sets GB to 20 % with its VAT number, NG to 7.5 %, registers New York at 8.88 %, and checkout reads them', async () => {
    const gb = await put('/GB', { name: 'VAT', rate: 20, included: true, registration: 'GB 123 4567 89' });
    expect(gb.statusCode).toBe(200);
    expect(gb.json()).toMatchObject({
      message: 'Tax rule saved',
      data: { country: 'GB', region: '', name: 'VAT', rate_bp: 2000, included: true, registration: 'GB 123 4567 89' },
    });
    expect((await put('/NG', { name: 'VAT', rate: 7.5, included: true })).statusCode).toBe(200);
    const ny = await put('/US/NY', { rate: 8.88, registration: 'NY-PERMIT-0042' });
    expect(ny.statusCode).toBe(200);
    expect(ny.json()).toMatchObject({
      message: 'State registered',
      data: { country: 'US', region: 'NY', name: 'Sales tax', rate_bp: 888, included: false, registration: 'NY-PERMIT-0042' },
    });

    const db = shop.database.db;
    expect(await taxRuleFor(db, 'GB')).toEqual({ name: 'VAT', rateBp: 2000, included: true, registration: 'GB 123 4567 89' });
    expect(await taxRuleFor(db, 'NG')).toEqual({ name: 'VAT', rateBp: 750, included: true, registration: '' });
    expect(await taxRuleFor(db, 'US', 'New York')).toEqual({
      name: 'Sales tax',
      rateBp: 888,
      included: false,
      registration: 'NY-PERMIT-0042',
    });
    expect(await taxRuleFor(db, 'US', 'NJ')).toBeNull();

    const listed = (await owner.get(SETTINGS)).json().data;
    expect(listed.countries.map((r: { country: string; rate_bp: number }) => [r.country, r.rate_bp])).toEqual([
      ['GB', 2000],
      ['NG', 750],
    ]);
    expect(listed.us_states.map((r: { region: string; rate_bp: number }) => [r.region, r.rate_bp])).toEqual([['NY', 888]]);
    expect(listed.ships_to).toContainEqual({ code: 'IE', name: 'Ireland' });
    expect(listed.ships_to).toHaveLength(33);

    expect(await auditOf(['tax.set'])).toEqual([
      {
        action: 'tax.set',
        targetType: 'tax_rate',
        targetId: 'GB',
        before: { name: 'VAT', rate_bp: 2000, included: true, registration: '' },
        after: { name: 'VAT', rate_bp: 2000, included: true, registration: 'GB 123 4567 89' },
      },
      {
        action: 'tax.set',
        targetType: 'tax_rate',
        targetId: 'NG',
        before: { name: 'VAT', rate_bp: 750, included: true, registration: '' },
        after: { name: 'VAT', rate_bp: 750, included: true, registration: '' },
      },
      {
        action: 'tax.set',
        targetType: 'tax_rate',
        targetId: 'US-NY',
        before: null,
        after: { name: 'Sales tax', rate_bp: 888, included: false, registration: 'NY-PERMIT-0042' },
      },
    ]);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const before = await rates();
    const audited = (await auditOf(['tax.set', 'tax.remove'])).length;
    const cases: [string, string, unknown, number, string][] = [
      ['PUT', '/GB', { name: 'VAT', rate: -1, included: true }, 400, 'rate: Enter a rate from 0 to 100 %'],
      ['PUT', '/GB', { name: 'VAT', rate: 100.01, included: true }, 400, 'rate: Enter a rate from 0 to 100 %'],
      ['PUT', '/GB', { name: 'VAT', rate: 20.005, included: true }, 400, 'rate: Enter the rate to at most 2 decimal places'],
      ['PUT', '/US/NY', { rate: 8.875 }, 400, 'rate: Enter the rate to at most 2 decimal places'],
      ['PUT', '/US/NY', { rate: 101 }, 400, 'rate: Enter a rate from 0 to 100 %'],
      ['PUT', '/GB', { name: 'VAT', rate: 20, included: true, registration: 'G'.repeat(41) }, 400, 'registration: At most 40 characters'],
      ['PUT', '/US/NY', { rate: 8.88, registration: 'P'.repeat(41) }, 400, 'registration: At most 40 characters'],
      ['PUT', '/GB', { name: ' ', rate: 20, included: true }, 400, 'name: Enter the name of the tax'],
      ['PUT', '/GB', { name: 'VAT', rate: 20, included: true, country: 'NG' }, 400, 'Unrecognized key: "country"'],
      ['PUT', '/ZZ', { name: 'VAT', rate: 20, included: true }, 404, 'Unknown country'],
      ['PUT', '/US', { name: 'Sales tax', rate: 8, included: true }, 400, 'US sales tax is set per state'],
      ['PUT', '/US/XX', { rate: 8.88 }, 404, 'Unknown US state'],
      ['DELETE', '/ZZ', undefined, 404, 'Unknown country'],
      ['DELETE', '/US/XX', undefined, 404, 'Unknown US state'],
      ['DELETE', '/FR', undefined, 404, 'This country has no tax rule'],
      ['DELETE', '/US/NJ', undefined, 404, 'This state is not registered'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await owner.call(method as 'PUT' | 'DELETE', `${SETTINGS}${path}`, body);
      expect([method, path, res.statusCode, res.json().message]).toEqual([method, path, status, message]);
    }
    expect(await rates()).toEqual(before);
    expect(await auditOf(['tax.set', 'tax.remove'])).toHaveLength(audited);
  });

  it('removes a rule: the country or state then charges no tax', async () => {
    await put('/US/NY', { rate: 8.88, registration: 'NY-PERMIT-0042' });
    await put('/IE', { name: 'VAT', rate: 23, included: true, registration: 'IE 1234567T' });
    const removed = await owner.call('DELETE', `${SETTINGS}/IE`);
    expect([removed.statusCode, removed.json()]).toEqual([200, { message: 'Tax rule removed' }]);
    const unregistered = await owner.call('DELETE', `${SETTINGS}/US/NY`);
    expect([unregistered.statusCode, unregistered.json()]).toEqual([200, { message: 'State removed' }]);
    expect(await taxRuleFor(shop.database.db, 'IE')).toBeNull();
    expect(await taxRuleFor(shop.database.db, 'US', 'NY')).toBeNull();
    expect((await auditOf(['tax.remove'])).map((a) => [a.targetId, a.before, a.after])).toEqual([
      ['IE', { name: 'VAT', rate_bp: 2300, included: true, registration: 'IE 1234567T' }, null],
      ['US-NY', { name: 'Sales tax', rate_bp: 888, included: false, registration: 'NY-PERMIT-0042' }, null],
    ]);
  });

  it('edits a state nexus threshold in dollars, orders or none, and refuses bad values', async () => {
    const list = (await owner.get(`${SETTINGS}/nexus`)).json().data as { state: string; sales_minor: number; orders: number | null }[];
    expect(list.find((t) => t.state === 'NY')).toEqual({ state: 'NY', name: 'New York', sales_minor: 50_000_000, orders: null });
    expect(list.find((t) => t.state === 'OH')).toEqual({ state: 'OH', name: 'Ohio', sales_minor: 10_000_000, orders: 200 });

    const saved = await put('/nexus/OH', { sales: 125_000.5, orders: null });
    expect([saved.statusCode, saved.json()]).toEqual([
      200,
      { message: 'Threshold saved', data: { state: 'OH', name: 'Ohio', sales_minor: 12_500_050, orders: null } },
    ]);
    expect(await auditOf(['nexus.set'])).toEqual([
      {
        action: 'nexus.set',
        targetType: 'nexus_threshold',
        targetId: 'OH',
        before: { sales_minor: 10_000_000, orders: 200 },
        after: { sales_minor: 12_500_050, orders: null },
      },
    ]);

    const before = await shop.database.db.select().from(nexusThresholds).orderBy(asc(nexusThresholds.state));
    const cases: [string, unknown, number, string][] = [
      ['/nexus/OH', { sales: 0, orders: 200 }, 400, 'sales: Enter sales above $0'],
      ['/nexus/OH', { sales: 100.001, orders: 200 }, 400, 'sales: At most two decimals'],
      ['/nexus/OH', { sales: 100_000, orders: 0 }, 400, 'orders: Enter a whole number of orders from 1, or leave it empty'],
      ['/nexus/OH', { sales: 100_000, orders: 2.5 }, 400, 'orders: Enter a whole number of orders from 1, or leave it empty'],
      ['/nexus/XX', { sales: 100_000, orders: 200 }, 404, 'Unknown US state'],
      ['/nexus/OR', { sales: 100_000, orders: 200 }, 400, 'This state has no sales tax'],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await put(path, body);
      expect([path, res.statusCode, res.json().message]).toEqual([path, status, message]);
    }
    expect(await shop.database.db.select().from(nexusThresholds).orderBy(asc(nexusThresholds.state))).toEqual(before);
  });

  it('lets only admins see or change tax settings', async () => {
    const before = await rates();
    for (const role of ['catalogue', 'support', 'fulfilment'] as const) {
      const staff = await newStaff(shop, `Tax${role}`, role);
      const calls = [
        staff.get(SETTINGS),
        staff.call('PUT', `${SETTINGS}/GB`, { name: 'VAT', rate: 5, included: true }),
        staff.call('DELETE', `${SETTINGS}/GB`),
        staff.call('PUT', `${SETTINGS}/US/NY`, { rate: 1 }),
        staff.call('DELETE', `${SETTINGS}/US/NY`),
        staff.get(`${SETTINGS}/nexus`),
        staff.call('PUT', `${SETTINGS}/nexus/OH`, { sales: 1, orders: 1 }),
      ];
      for (const res of await Promise.all(calls))
        expect([role, res.statusCode, res.json()]).toEqual([role, 403, { message: ROLE_REFUSED }]);
    }
    expect(await rates()).toEqual(before);
  });
});
