import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, logIn, newCustomer, TEST_PASSWORD, type TestCustomer } from '../test/customers';
import { testModeOrder } from '../test/orders';
import { newStaff } from '../test/staff';
import { storefrontBuild } from '../test/web';

/** The browser's session cookie on a plain-http shop; its value is the session's token. */
const sessionOf = (who: { token: string }) => ({ cookie: `zaron_session=${who.token}` });

describe.each(BACKENDS)('signed-in pages rendered on the server on %s', (backend) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let orderNumber: string;
  beforeAll(async () => {
    const { build } = await storefrontBuild();
    shop = await createTestShop(backend, { PUBLIC_URL: 'http://shop.test' }, { web: { build } });
    customer = await newCustomer(shop, 'Ngozi');
    orderNumber = (await testModeOrder(shop, customer)).orderNumber;
  }, 120_000);
  afterAll(() => shop.close());

  const page = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('renders My Orders with the orders in its HTML, for this browser only', async () => {
    const res = await page('/my-orders', sessionOf(customer));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain(orderNumber);
    expect(res.body).toContain('<h1');
    expect(res.body).not.toContain('Loading…');
    // The order's detail too.
    const detail = await page(`/my-orders/${orderNumber}`, sessionOf(customer));
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(`Order ${orderNumber}`);
    expect(detail.body).toContain('Radiance Vitamin C Serum');
  });

  it('renders Settings with the account, and the delivery addresses with the saved ones', async () => {
    await customer.addAddress(GB_ADDRESS);
    const settings = await page('/settings', sessionOf(customer));
    expect(settings.statusCode).toBe(200);
    expect(settings.body).toContain(customer.email);
    const addresses = await page('/delivery-address', sessionOf(customer));
    expect(addresses.body).toContain('5 Brixton Road');
  });

  it("shows a guest the sign-in prompt from the server, with no one else's data", async () => {
    const res = await page('/my-orders');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You need to be signed in to see this page.');
    expect(res.body).not.toContain(orderNumber);
  });

  it('sends a guest from /admin/orders to /login with a 302, and answers a customer 404', async () => {
    const guest = await page('/admin/orders?status=processing');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/login?redirectTo=%2Fadmin%2Forders%3Fstatus%3Dprocessing');
    const asCustomer = await page('/admin/orders', sessionOf(customer));
    expect(asCustomer.statusCode).toBe(404);
    expect(asCustomer.body).toContain('Page Not Found');
    expect(asCustomer.body).not.toContain(orderNumber);
    expect(asCustomer.headers['cache-control']).toBe('no-store');
  });

  it('renders the back office with its data for staff who gave the second factor, and the code step for those who have not', async () => {
    const staff = await newStaff(shop, 'Folake');
    const orders = await page('/admin/orders', sessionOf(staff));
    expect(orders.statusCode).toBe(200);
    expect(orders.headers['cache-control']).toBe('no-store');
    expect(orders.body).toContain(orderNumber);
    const order = await page(`/admin/orders/${orderNumber}`, sessionOf(staff));
    expect(order.body).toContain(customer.email);
    // A new session of the same staff member has not given its code yet.
    const again = await logIn(shop, staff.email, TEST_PASSWORD);
    const step = await page('/admin/orders', sessionOf(again));
    expect(step.statusCode).toBe(200);
    expect(step.body).not.toContain(orderNumber);
    expect(step.body).toContain('Two-factor sign-in');
  });

  it("answers 404 from the server for a back-office page the staff member's role may not open, and shows only the role's menu and moves", async () => {
    const catalogue = await newStaff(shop, 'Kemi', 'catalogue');
    const products = await page('/admin/products', sessionOf(catalogue));
    expect(products.statusCode).toBe(200);
    expect(products.body).toContain('Page 1 of 1 · 44 in all');
    expect(products.body).toContain('href="/admin/discounts"');
    expect(products.body).not.toContain('href="/admin/orders"');
    for (const path of ['/admin/orders', `/admin/orders/${orderNumber}`, '/admin/customers', '/admin/staff', '/admin/audit']) {
      const refused = await page(path, sessionOf(catalogue));
      expect([path, refused.statusCode, refused.body.includes('Page Not Found'), refused.body.includes(orderNumber)]).toEqual([
        path,
        404,
        true,
        false,
      ]);
    }
    const fulfilment = await newStaff(shop, 'Tunde', 'fulfilment');
    const shipping = await page(`/admin/orders/${orderNumber}`, sessionOf(fulfilment));
    expect(shipping.statusCode).toBe(200);
    expect(shipping.body).toContain('Mark delivered');
    expect(shipping.body).not.toContain('Refund order');
    expect(shipping.body).not.toContain(`href="/admin/customers/`);
    const support = await newStaff(shop, 'Ngozi', 'support');
    const reading = await page(`/admin/orders/${orderNumber}`, sessionOf(support));
    expect(reading.body).toContain('Your role does not change orders in this state.');
    expect(reading.body).not.toContain('Mark delivered');
    const owner = await newStaff(shop, 'Ifeoma');
    const all = await page(`/admin/orders/${orderNumber}`, sessionOf(owner));
    expect([all.body.includes('Mark delivered'), all.body.includes('Refund order'), all.body.includes('href="/admin/staff"')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('serves a catalogue page from the shared cache to a signed-in visitor: the same bytes as a guest, nothing of theirs', async () => {
    const guest = await page('/product/radiance-vitamin-c-serum');
    const signedIn = await page('/product/radiance-vitamin-c-serum', sessionOf(customer));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe(guest.headers['cache-control']);
    expect(signedIn.headers.etag).toBe(guest.headers.etag);
    expect(signedIn.body).toBe(guest.body);
    expect(signedIn.body).not.toContain(customer.email);
    expect(signedIn.body).not.toContain('Ngozi');
  });
});
