import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newStaff } from '../test/staff';
import { storefrontBuild } from '../test/web';

const sessionOf = (who: { token: string }) => ({ cookie: `zaron_session=${who.token}` });

describe.each(BACKENDS)('the tax settings page on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    const { build } = await storefrontBuild();
    shop = await createTestShop(backend, { PUBLIC_URL: 'http://shop.test' }, { web: { build } });
  }, 120_000);
  afterAll(() => shop.close());

  const page = (url: string, who: { token: string }) => shop.app.inject({ method: 'GET', url, headers: sessionOf(who) });

  it("renders each country's rule and the registered states for the owner, with Tax in the back office's menu", async () => {
    const owner = await newStaff(shop, 'Ifeoma');
    await owner.call('PUT', '/api/admin/settings/tax/GB', { name: 'VAT', rate: 20, included: true, registration: 'GB 123 4567 89' });
    await owner.call('PUT', '/api/admin/settings/tax/US/NY', { rate: 8.88, registration: 'NY-PERMIT-0042' });
    const res = await page('/admin/settings/tax', owner);
    expect(res.statusCode).toBe(200);
    for (const text of [
      'Tax by country',
      'United Kingdom',
      'GB 123 4567 89',
      '7.5 %',
      'US sales tax',
      'New York',
      '8.88 %',
      'NY-PERMIT-0042',
    ])
      expect([text, res.body.includes(text)]).toEqual([text, true]);
    expect(res.body).toContain('href="/admin/settings/tax"');
  });

  it('does not exist for other staff, whose menu does not offer it', async () => {
    const catalogue = await newStaff(shop, 'Kemi', 'catalogue');
    const refused = await page('/admin/settings/tax', catalogue);
    expect([refused.statusCode, refused.body.includes('Page Not Found')]).toEqual([404, true]);
    expect((await page('/admin/products', catalogue)).body).not.toContain('href="/admin/settings/tax"');
  });

  it('says "incl. VAT" beside a cached product price by the rules as they stand', async () => {
    const owner = await newStaff(shop, 'Adaeze');
    const product = () =>
      shop.app.inject({ method: 'GET', url: '/product/radiance-vitamin-c-serum', headers: { cookie: 'countryCode=GB' } });
    expect((await product()).body).toContain('incl. VAT');
    expect((await owner.call('DELETE', '/api/admin/settings/tax/GB')).statusCode).toBe(200);
    expect((await product()).body).not.toContain('incl. VAT');
    await owner.call('PUT', '/api/admin/settings/tax/GB', { name: 'VAT', rate: 20, included: true, registration: '' });
    expect((await product()).body).toContain('incl. VAT');
  });
});
