import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { startSmtpPeer } from '../test/smtp';
import { wholesaleApplications } from './schema';
import { mailTo, uniqueEmail } from './test-support';
import { PER_IP } from './routes';
import { WHOLESALE_THANKS } from './wholesale';
import { invalidBody } from '../test/invalid';
import { awayFromWindowEnd } from '../test/windows';

const application = (extra: Record<string, unknown> = {}) => ({
  businessName: 'Glow Beauty Hub',
  contactName: 'Ngozi Eze',
  email: uniqueEmail('ngozi'),
  phone: '+234 803 555 0142',
  website: 'glowbeautyhub.ng',
  category: 'salon-spa',
  monthlyOrderValue: '2000-5000',
  location: 'Lekki, Lagos',
  note: 'We run two salons and would love to stock the serums.',
  ...extra,
});

describe.each(BACKENDS)('wholesale form API on %s', (backend) => {
  let shop: TestShop;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    shop = await createTestShop(backend, { SMTP_URL: smtp.url, SHOP_EMAIL: 'partners@zaron.test' });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  const post = (payload: unknown) => shop.app.inject({ method: 'POST', url: '/api/forms/wholesale', payload: payload as object });

  it('stores a valid application, mails the shop and the applicant, and answers 201', async () => {
    const body = application({ email: `  ${uniqueEmail('Ngozi').toUpperCase()} ` });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: WHOLESALE_THANKS });

    const email = body.email.trim().toLowerCase();
    const rows = await shop.database.db.select().from(wholesaleApplications).where(eq(wholesaleApplications.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      businessName: 'Glow Beauty Hub',
      contactName: 'Ngozi Eze',
      phone: '+234 803 555 0142',
      website: 'https://glowbeautyhub.ng/',
      category: 'salon-spa',
      monthlyOrderValue: '2000-5000',
      location: 'Lekki, Lagos',
    });

    const notice = await mailTo(smtp.received, 'partners@zaron.test', email);
    expect(notice).toContain('Subject: New wholesale application: Glow Beauty Hub');
    expect(notice).toContain('Monthly order value: $2,000 – $5,000');
    expect(notice).toContain('Category: Salon / Spa');
    const confirmation = await mailTo(smtp.received, email, 'Glow Beauty Hub');
    expect(confirmation).toContain('Subject: We received your Zaron wholesale application');
    expect(confirmation).toContain('Thank you, Ngozi!');
  });

  it('keeps the optional website and note empty when left blank', async () => {
    const body = application({ website: '', note: '   ' });
    expect((await post(body)).statusCode).toBe(201);
    const [row] = await shop.database.db.select().from(wholesaleApplications).where(eq(wholesaleApplications.email, body.email));
    expect(row).toMatchObject({ website: null, note: null });
  });

  it('answers missing fields with 400 naming the field, and stores nothing', async () => {
    const { businessName: _omit, ...rest } = application();
    const res = await post(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidBody('businessName: Business name is required'));
    expect((await post(application({ location: '  ' }))).json()).toEqual(invalidBody('location: Location is required'));
    expect((await post({})).statusCode).toBe(400);
    const rows = await shop.database.db.select().from(wholesaleApplications).where(eq(wholesaleApplications.email, rest.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses unknown choices, bad addresses and unknown fields with a clear message', async () => {
    expect((await post(application({ category: 'Cinema' }))).json()).toEqual(
      invalidBody('category: Please choose a business category from the list'),
    );
    expect((await post(application({ monthlyOrderValue: '1000000' }))).json()).toEqual(
      invalidBody('monthlyOrderValue: Please choose a monthly order value from the list'),
    );
    expect((await post(application({ email: 'not-an-email' }))).json()).toEqual(invalidBody('email: Please enter a valid email address'));
    expect((await post(application({ phone: '+++ ---' }))).json()).toEqual(invalidBody('phone: Please enter a valid phone number'));
    expect((await post(application({ website: 'javascript:alert(1)' }))).json()).toEqual(
      invalidBody('website: Please enter a valid website address, e.g. yourshop.com'),
    );
    const unknown = await post(application({ discount: 50 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(invalidBody('Unrecognized key: "discount"'));
  });

  it('refuses line breaks in one-line fields (they could reach mail headers)', async () => {
    const res = await post(application({ businessName: 'Glow\r\nBcc: victim@example.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidBody('businessName: Business name must be a single line of text'));
  });

  it('refuses a prototype-polluting body', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/forms/wholesale',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(application()).replace(/^\{/, '{"__proto__":{"admin":true},'),
    });
    expect(res.statusCode).toBe(400);
  });

  it('counts malformed applications against the per-address limit: they are counted before the body is validated', async () => {
    await awayFromWindowEnd(PER_IP.windowMs);
    const remoteAddress = '192.0.2.77';
    const from = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/forms/wholesale', payload, remoteAddress });
    const statuses = new Set<number>();
    for (let i = 0; i < PER_IP.limit; i++) statuses.add((await from({})).statusCode);
    const next = await from(application());
    expect([[...statuses], next.statusCode, next.json()]).toEqual([
      [400],
      429,
      { message: 'Too many attempts. Please wait a few minutes and try again.' },
    ]);
    expect(next.headers['retry-after']).toMatch(/^\d+$/);
  }, 60_000);
});
