import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '../../domain/privacy/requests';
import { addresses, sessions, users } from '../accounts/schema';
import { orders } from '../checkout/schema';
import { ambassadorApplications } from '../forms/schema';
import { marketingConsents } from '../newsletter/schema';
import { commissionEntries } from '../influencers/schema';
import { mailOutbox } from '../mail/schema';
import { productRatings, reviews } from '../reviews/schema';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { GB_ADDRESS, logIn, newCustomer, TEST_PASSWORD, type TestCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';

const PHONE = '+447700900123';

describe.each(BACKENDS)('privacy rights on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  let serumId: number;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    staff = await newStaff(shop, 'Kemi');
    serumId = (await productBySlug(shop)).id;
  });
  afterAll(() => shop.close());
  const db = () => shop.database.db;
  const userOf = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;

  /** A customer with everything the export lists: an address, a delivered order, a published review, an application, a newsletter request. */
  async function fullCustomer(name: string, street: string) {
    const c = await newCustomer(shop, name);
    await c.addAddress({ ...GB_ADDRESS, address: street });
    const order = await testModeOrder(shop, c);
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {})).statusCode).toBe(200);
    const wrote = await c.post(`/api/product/${serumId}/reviews`, {
      stars: 4,
      title: `${name} says`,
      text: `${name}: my dark spots faded within three weeks.`,
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    expect((await staff.post(`/api/admin/reviews/${wrote.json().data.id}/publish`, {})).statusCode).toBe(200);
    await db()
      .insert(ambassadorApplications)
      .values({
        name: `${name} Test`,
        sex: 'Female',
        address: street,
        country: 'NG',
        dob: '2000-01-01',
        phoneNumber: PHONE,
        email: c.email,
        socialMediaHandle: `@${name.toLowerCase()}`,
        portraitPhoto: 'a.jpg',
        fullBodyPhoto: 'b.jpg',
        agreedToTermsAt: new Date(),
      });
    const prefs = await c.post('/api/auth/preferences', { newsletter: true, offers: false, orderUpdates: true, reviewInvites: true });
    expect(prefs.statusCode).toBe(200);
    return { c, order };
  }

  const signIn = (email: string, password: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'user-agent': 'PhoneBrowser/1.0' },
    });

  it('downloads her data as a JSON file: everything listed, nothing of another shopper, no token or hash', async () => {
    const { c: ada, order } = await fullCustomer('Ada', '5 Brixton Road');
    const { c: bisi, order: theirs } = await fullCustomer('Bisi', '9 Peckham Rye');
    expect((await signIn(ada.email, TEST_PASSWORD)).statusCode).toBe(200);

    const res = await ada.get('/api/auth/my-data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="zaron-my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const data = res.json();
    expect(Object.keys(data)).toEqual([
      'exported_at',
      'account',
      'addresses',
      'bag',
      'bag_reminders',
      'orders',
      'reviews',
      'applications',
      'newsletter',
      'back_in_stock_requests',
      'sessions',
    ]);
    expect(data.account).toMatchObject({ email: ada.email, first_name: 'Ada', last_name: 'Test', phone: '+2348030000000' });
    expect(data.addresses.map((a: { address: string }) => a.address)).toEqual(['5 Brixton Road']);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ order_number: order.orderNumber, status: 'completed', total: order.totalMinor / 100 });
    expect(data.orders[0].lines).toEqual([
      { product: 'Radiance Vitamin C Serum', quantity: 1, unit_price: expect.any(Number), original_price: expect.any(Number) },
    ]);
    expect(data.orders[0].status_history.map((e: { to: string }) => e.to)).toEqual(['pending', 'processing', 'completed']);
    expect(data.reviews).toEqual([expect.objectContaining({ stars: 4, title: 'Ada says', status: 'published' })]);
    expect(data.applications.face_of_zaron).toEqual([
      expect.objectContaining({ email: ada.email, name: 'Ada Test', socialMediaHandle: '@ada', status: 'new' }),
    ]);
    expect(data.newsletter.status).toBe('waiting for confirmation');
    expect(data.newsletter.consent_history).toEqual([
      { list: 'newsletter', action: 'requested', source: 'preferences', at: expect.any(String) },
    ]);
    expect(data.back_in_stock_requests).toEqual([]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.map((s: { device: string }) => s.device)).toEqual(['lightMyRequest', 'PhoneBrowser/1.0']);
    expect(data.sessions.map((s: { this_device: boolean }) => s.this_device)).toEqual([true, false]);
    expect(Object.keys(data.sessions[0])).toEqual(['device', 'created_at', 'last_seen_at', 'expires_at', 'this_device']);

    // Nothing of Bisi's, and no secret of Ada's.
    for (const other of [bisi.email, '9 Peckham Rye', theirs.orderNumber, 'Bisi says', '@bisi']) expect(res.body).not.toContain(other);
    for (const secret of [ada.token, 'argon2', (await userOf(ada.email)).passwordHash]) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/token|hash|client_secret|clientSecret/i);

    const guest = await shop.app.inject({ url: '/api/auth/my-data' });
    expect([guest.statusCode, guest.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
  });

  it('deletes her account only with her password; afterwards she cannot sign in and her orders keep their totals without her details', async () => {
    const { c: ada, order } = await fullCustomer('Chika', '12 Acre Lane');
    const id = (await userOf(ada.email)).id;
    const ratingBefore = (await db().select().from(productRatings).where(eq(productRatings.productId, serumId)))[0]!;

    const wrong = await ada.post('/api/auth/delete-account', { password: 'Not-Her-Password-1' });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { message: PRIVACY_MESSAGES.wrongPassword, fields: { password: PRIVACY_MESSAGES.wrongPassword } },
    ]);
    expect((await userOf(ada.email)).id).toBe(id);
    expect((await ada.get('/api/auth/user')).statusCode).toBe(200);

    const done = await ada.post('/api/auth/delete-account', { password: TEST_PASSWORD });
    expect([done.statusCode, done.json()]).toEqual([200, { message: PRIVACY_MESSAGES.deleted }]);

    const login = await signIn(ada.email, TEST_PASSWORD);
    expect([login.statusCode, login.json()]).toEqual([401, { message: 'Invalid email or password' }]);
    expect((await ada.get('/api/auth/user')).statusCode).toBe(401);

    const [user] = await db().select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ firstName: '', lastName: '', phone: '', passwordHash: '!erased', role: 'customer', referredBy: null });
    expect(user!.email).toMatch(new RegExp(`^erased-${id}-[0-9a-f]{12}@erased\\.invalid$`));
    expect(user!.erasedAt).toBeInstanceOf(Date);
    expect(user!.referralCode).not.toContain('CHIKA');
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      totalMinor: order.totalMinor,
      subtotalMinor: order.subtotalMinor,
      status: 'completed',
      address: { country: 'NG', erased: 'true' },
    });
    expect(await db().select().from(addresses).where(eq(addresses.userId, id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await db().select().from(reviews).where(eq(reviews.userId, id))).toEqual([]);
    expect(await db().select().from(ambassadorApplications).where(eq(ambassadorApplications.email, ada.email))).toEqual([]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, ada.email))).toEqual([]);
    // Her stars leave the product's counts with her words.
    const ratingAfter = (await db().select().from(productRatings).where(eq(productRatings.productId, serumId)))[0]!;
    expect([ratingAfter.reviewCount, ratingAfter.starSum, ratingAfter.stars4]).toEqual([
      ratingBefore.reviewCount - 1,
      ratingBefore.starSum - 4,
      ratingBefore.stars4 - 1,
    ]);
    // Her consent history stays as proof, under the placeholder, ending in withdrawals.
    expect(await db().select().from(marketingConsents).where(eq(marketingConsents.email, ada.email))).toEqual([]);
    const history = await db()
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.email, user!.email))
      .orderBy(marketingConsents.id);
    expect(history.map((h) => [h.topic, h.action, h.source])).toEqual([
      ['newsletter', 'requested', 'preferences'],
      ['newsletter', 'withdrawn', 'account-deletion'],
      ['review-invites', 'withdrawn', 'account-deletion'],
      ['bag-reminders', 'withdrawn', 'account-deletion'],
    ]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.erase.self'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({
      staffId: id,
      before: { addresses: 1, sessions: 1, orders_anonymised: 1, reviews: 1, applications: 1 },
      after: { erased: true },
    });
    // Her address is free again.
    expect(
      (
        await shop.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { first_name: 'Chika', last_name: 'New', phone: PHONE, email: ada.email, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses an influencer with commission not yet paid out, and changes nothing', async () => {
    const inf = await newCustomer(shop, 'Amaka');
    const id = (await userOf(inf.email)).id;
    await db().update(users).set({ role: 'influencer' }).where(eq(users.id, id));
    await db().insert(commissionEntries).values({ influencerId: id, orderId: 999_001, amountMinor: 750, currency: 'GBP' });
    const res = await inf.post('/api/auth/delete-account', { password: TEST_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([409, { message: PRIVACY_MESSAGES.unpaidEarnings }]);
    expect(await userOf(inf.email)).toMatchObject({ id, firstName: 'Amaka', erasedAt: null });
    expect((await inf.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('lets staff erase an account for a request received by mail, audited; customers get 404', async () => {
    const { c: gone } = await fullCustomer('Dayo', '3 Coldharbour Lane');
    const id = (await userOf(gone.email)).id;
    const stranger: TestCustomer = await newCustomer(shop, 'Efe');
    expect((await stranger.post(`/api/admin/customers/${id}/erase`, { reason: 'x' })).statusCode).toBe(404);
    const blank = await staff.post(`/api/admin/customers/${id}/erase`, { reason: ' ' });
    expect([blank.statusCode, blank.json()]).toEqual([400, { message: 'reason: is required', fields: { reason: 'is required' } }]);

    const res = await staff.post(`/api/admin/customers/${id}/erase`, { reason: 'Email request of 20 Nov' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: PRIVACY_MESSAGES.erased }]);
    expect((await gone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await signIn(gone.email, TEST_PASSWORD)).statusCode).toBe(401);
    const detail = (await staff.get(`/api/admin/customers/${id}`)).json();
    expect(detail).toMatchObject({ name: 'Erased customer', phone: '', addresses: [], active_sessions: 0, erased_at: expect.any(String) });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'customer.erase')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      staffId: staff.userId,
      targetId: String(id),
      after: { erased: true, reason: 'Email request of 20 Nov' },
    });
    const again = await staff.post(`/api/admin/customers/${id}/erase`, { reason: 'twice' });
    expect([again.statusCode, again.json()]).toEqual([409, { message: PRIVACY_MESSAGES.alreadyErased }]);
    const self = await staff.post(`/api/admin/customers/${staff.userId}/erase`, { reason: 'test' });
    expect([self.statusCode, self.json()]).toEqual([409, { message: PRIVACY_MESSAGES.staffAccount }]);
  });

  it('keeps an erased customer out even with a token from before', async () => {
    const c = await newCustomer(shop, 'Funke');
    const again = await logIn(shop, c.email, TEST_PASSWORD);
    expect((await c.post('/api/auth/delete-account', { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await again.get('/api/auth/my-data')).statusCode).toBe(401);
  });
});
