import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../mail/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { testModeOrder } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';
import { sendReviewInvites } from './invites';
import { reviewInvites } from './schema';

const HOUR = 3_600_000;

describe.each(BACKENDS)('review invitations on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    staff = await newStaff(shop, 'Kemi');
  });
  afterAll(() => shop.close());

  const invitesTo = (email: string) => shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const settings = (delayHours: number) => ({
    publicUrl: 'http://shop.test',
    delayMs: delayHours * HOUR,
    links: shop.app.services.marketingLinks,
  });

  async function delivered(name: string) {
    const customer = await newCustomer(shop, name);
    const order = await testModeOrder(shop, customer);
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {})).statusCode).toBe(200);
    return { customer, order };
  }

  it('sends one mail per delivered order once the delay has passed, however many runs or instances', async () => {
    const { customer, order } = await delivered('Ngozi');
    const reviewMails = async () => (await invitesTo(customer.email)).filter((m) => m.kind === 'review-invite');

    // Seven days (the default) have not passed yet.
    await sendReviewInvites(shop.database.db, settings(168));
    expect(await reviewMails()).toEqual([]);

    const later = new Date(Date.now() + 169 * HOUR);
    await sendReviewInvites(shop.database.db, settings(168), later);
    await sendReviewInvites(shop.database.db, settings(168), later);
    // Two instances at the same moment: one claims the order, the other finds it taken.
    await Promise.all([
      sendReviewInvites(shop.database.db, settings(168), later),
      sendReviewInvites(shop.database.db, settings(168), later),
    ]);
    const mails = await reviewMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`How are you finding your Zaron order ${order.orderNumber}?`);
    expect(mails[0]!.text).toContain('Radiance Vitamin C Serum: http://shop.test/product/radiance-vitamin-c-serum?review=1#reviews');
    expect(mails[0]!.html).toContain('href="http://shop.test/product/radiance-vitamin-c-serum?review=1#reviews"');
    // A marketing mail: one-click unsubscribe in its headers and its text; the order's own mails have none.
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url =
      /^<http:\/\/shop\.test(\/api\/newsletter\/unsubscribe\?token=[^>]+)>, <mailto:hello@zaron\.test\?subject=unsubscribe>$/.exec(
        mails[0]!.headers['List-Unsubscribe']!,
      )![1]!;
    expect(mails[0]!.text).toContain(`Unsubscribe from these emails: http://shop.test${url}`);
    const transactional = (await invitesTo(customer.email)).filter((m) => m.kind !== 'review-invite');
    expect(transactional.length).toBeGreaterThan(0);
    for (const m of transactional) expect(m.headers).toEqual({});
    const stopped = await shop.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect((await customer.get('/api/auth/user')).json().user.email_preferences.reviewInvites).toBe(false);
    expect(await shop.database.db.select().from(reviewInvites).where(eq(reviewInvites.orderId, order.id))).toEqual([
      expect.objectContaining({ orderId: order.id, outcome: 'sent' }),
    ]);
  });

  it('never invites someone who turned such mails off', async () => {
    const keen = await delivered('Amaka');
    const quiet = await newCustomer(shop, 'Bola');
    const saved = await quiet.post('/api/auth/preferences', { newsletter: true, offers: true, orderUpdates: true, reviewInvites: false });
    expect(saved.json().user.email_preferences).toEqual({
      newsletter: true,
      offers: true,
      orderUpdates: true,
      reviewInvites: false,
      bagReminders: true,
    });
    const order = await testModeOrder(shop, quiet);
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {})).statusCode).toBe(200);

    await sendReviewInvites(shop.database.db, settings(0));
    expect((await invitesTo(keen.customer.email)).filter((m) => m.kind === 'review-invite')).toHaveLength(1);
    expect((await invitesTo(quiet.email)).filter((m) => m.kind === 'review-invite')).toEqual([]);
    expect((await shop.database.db.select().from(reviewInvites).where(eq(reviewInvites.orderId, order.id)))[0]!.outcome).toBe('skipped');
    // A later run does not ask her again.
    await sendReviewInvites(shop.database.db, settings(0));
    expect((await invitesTo(keen.customer.email)).filter((m) => m.kind === 'review-invite')).toHaveLength(1);
  });
});

describe('review invitations with REVIEW_INVITE_DELAY_HOURS=0', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // The timed jobs' own turns are an hour away: only the delivery itself can send the invitation.
    shop = await createTestShop(
      'pglite',
      { AUTH_RATE_LIMIT: '10000', REVIEW_INVITE_DELAY_HOURS: '0' },
      { mailWorker: false, scheduler: { firstMs: HOUR } },
    );
    await shop.app.ready();
  });
  afterAll(() => shop.close());

  it('queues the invitation at delivery, not at the next turn', async () => {
    const staff = await newStaff(shop, 'Kemi');
    const customer = await newCustomer(shop, 'Zainab');
    const order = await testModeOrder(shop, customer);
    const invites = () =>
      shop.database.db
        .select({ kind: mailOutbox.kind, subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, customer.email))
        .then((rows) => rows.filter((m) => m.kind === 'review-invite'));
    expect(await invites()).toEqual([]);
    expect((await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {})).statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect(await invites()).toEqual([{ kind: 'review-invite', subject: `How are you finding your Zaron order ${order.orderNumber}?` }]),
      { timeout: 5_000, interval: 50 },
    );
    expect(
      await shop.database.db.select({ outcome: reviewInvites.outcome }).from(reviewInvites).where(eq(reviewInvites.orderId, order.id)),
    ).toEqual([{ outcome: 'sent' }]);
  });
});
