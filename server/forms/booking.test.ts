import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { startSmtpPeer } from '../test/smtp';
import { BOOKING_THANKS } from './booking';
import { sessionBookings } from './schema';
import { mailTo, uniqueEmail } from './test-support';
import { invalidBody } from '../test/invalid';

const booking = (extra: Record<string, unknown> = {}) => ({
  name: 'Tolu Adebayo',
  businessName: 'Adebayo & Co Chambers',
  designation: 'HR Manager',
  state: 'Lagos',
  city: 'Ikeja',
  phoneNumber: '+234 809 111 2233',
  email: uniqueEmail('tolu'),
  comments: 'A session for 25 colleagues in March.',
  ...extra,
});

describe.each(BACKENDS)('session booking API on %s', (backend) => {
  let shop: TestShop;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    shop = await createTestShop(backend, { SMTP_URL: smtp.url, SHOP_EMAIL: 'experience@zaron.test' });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  const post = (payload: unknown) => shop.app.inject({ method: 'POST', url: '/api/forms/booking', payload: payload as object });

  it('stores a registration, mails the shop and the visitor, and answers with BOOKING_THANKS', async () => {
    const body = booking();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: BOOKING_THANKS });
    expect(BOOKING_THANKS).toBe('Registration Successful!');

    const rows = await shop.database.db.select().from(sessionBookings).where(eq(sessionBookings.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Tolu Adebayo',
      businessName: 'Adebayo & Co Chambers',
      designation: 'HR Manager',
      state: 'Lagos',
      city: 'Ikeja',
      phoneNumber: '+234 809 111 2233',
      comments: 'A session for 25 colleagues in March.',
    });

    const notice = await mailTo(smtp.received, 'experience@zaron.test', body.email);
    expect(notice).toContain('Subject: New Zaron Experience registration: Adebayo & Co Chambers');
    expect(notice).toContain('Designation: HR Manager');
    const confirmation = await mailTo(smtp.received, body.email, 'Zaron Experience');
    expect(confirmation).toContain("Thank you for your interest! We'll contact you soon to schedule your Zaron Experience.");
  });

  it('accepts a registration without comments', async () => {
    const { comments: _c, ...body } = booking();
    expect((await post(body)).statusCode).toBe(201);
    const [row] = await shop.database.db.select().from(sessionBookings).where(eq(sessionBookings.email, body.email));
    expect(row!.comments).toBeNull();
  });

  it('answers missing or bad fields with 400 naming the field, and stores nothing', async () => {
    for (const [field, message] of [
      ['name', 'name: Name is required'],
      ['designation', 'designation: Designation is required'],
      ['state', 'state: State is required'],
      ['city', 'city: City is required'],
      ['phoneNumber', 'phoneNumber: Phone number is required'],
      ['email', 'email: Email is required'],
    ] as const) {
      const { [field]: _omit, ...rest } = booking();
      const res = await post(rest);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual(invalidBody(message));
    }
    const bad = booking({ email: 'tolu@' });
    expect((await post(bad)).json()).toEqual(invalidBody('email: Please enter a valid email address'));
    expect((await post(booking({ name: 'x'.repeat(121) }))).json()).toEqual(invalidBody('name: Name must be at most 120 characters'));
    expect((await post(booking({ role: 'admin' }))).statusCode).toBe(400);
    const rows = await shop.database.db.select().from(sessionBookings).where(eq(sessionBookings.email, 'tolu@'));
    expect(rows).toHaveLength(0);
  });
});
