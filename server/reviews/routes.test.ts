import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '../../domain/reviews/rules';
import { users } from '../accounts/schema';
import { auditLog } from '../staff/schema';
import { reviews } from './schema';
import { recountRatings } from './stats';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer, type TestCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { newStaff, type TestStaff } from '../test/staff';

const SERUM = 'radiance-vitamin-c-serum';
const TEXT = 'Faded my dark spots in three weeks and never stung.';
const review = (over: Record<string, unknown> = {}) => ({ stars: 5, title: 'Glow in a bottle', text: TEXT, ...over });

describe.each(BACKENDS)('reviews on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  let serumId: number;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    staff = await newStaff(shop, 'Kemi');
    serumId = (await productBySlug(shop, SERUM)).id;
  });
  afterAll(() => shop.close());

  /** A customer whose paid serum order staff marked delivered. */
  async function buyer(name: string) {
    const customer = await newCustomer(shop, name);
    const order = await testModeOrder(shop, customer);
    const done = await staff.post(`/api/admin/orders/${order.orderNumber}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    return customer;
  }
  const write = (c: TestCustomer, body: unknown, id = serumId) => c.post(`/api/product/${id}/reviews`, body);
  const product = async () => (await shop.app.inject({ url: `/api/product/${SERUM}` })).json().data;
  const listed = async (query = '') => (await shop.app.inject({ url: `/api/product/${serumId}/reviews${query}` })).json();

  it('refuses shoppers who never received the product, and signed-out visitors', async () => {
    const stranger = await newCustomer(shop, 'Ife');
    expect((await write(stranger, review())).json()).toEqual({ message: M.notABuyer });
    expect((await write(stranger, review())).statusCode).toBe(403);
    // Paid but not yet delivered is not enough.
    const waiting = await newCustomer(shop, 'Tolu');
    await testModeOrder(shop, waiting);
    const refused = await write(waiting, review());
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: M.notABuyer }]);
    expect((await waiting.get(`/api/product/${serumId}/reviews/mine`)).json()).toEqual({ can_review: false, review: null });
    const guest = await shop.app.inject({ method: 'POST', url: `/api/product/${serumId}/reviews`, payload: review() });
    expect([guest.statusCode, guest.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
  });

  it('refuses bad stars and texts with a message per field', async () => {
    const c = await buyer('Bisi');
    const cases: [unknown, string, Record<string, string>][] = [
      [review({ stars: 0 }), 'stars: Choose from 1 to 5 stars', { stars: 'Choose from 1 to 5 stars' }],
      [review({ stars: 6 }), 'stars: Choose from 1 to 5 stars', { stars: 'Choose from 1 to 5 stars' }],
      [review({ text: '' }), 'text: Write at least 20 characters', { text: 'Write at least 20 characters' }],
      [
        review({ text: 'x'.repeat(10_000) }),
        'text: Keep your review to 2,000 characters',
        { text: 'Keep your review to 2,000 characters' },
      ],
      [review({ title: 't'.repeat(81) }), 'title: Keep the title to 80 characters', { title: 'Keep the title to 80 characters' }],
      [review({ skin_type: 'greasy' }), 'skin_type: Choose a skin type from the list', { skin_type: 'Choose a skin type from the list' }],
      [
        { stars: 0, title: '', text: 'short' },
        'stars: Choose from 1 to 5 stars',
        { stars: 'Choose from 1 to 5 stars', title: 'Give your review a title', text: 'Write at least 20 characters' },
      ],
    ];
    for (const [body, message, fields] of cases) {
      const res = await write(c, body);
      expect([res.statusCode, res.json()]).toEqual([400, { message, fields }]);
    }
    expect((await c.get(`/api/product/${serumId}/reviews/mine`)).json()).toEqual({ can_review: true, review: null });
  });

  it('takes one review per product, keeps HTML as text, lets her edit and delete her own only', async () => {
    const c = await buyer('Chidi');
    const html = '<script>alert(1)</script> <b>Bold</b> claims aside, it works on my skin.';
    const first = await write(c, review({ stars: 4, text: html, skin_type: 'dry', skin_concern: 'dark-spots' }));
    expect(first.statusCode, first.body).toBe(201);
    const mine = first.json().data;
    expect(first.json().message).toBe(M.created);
    expect(mine).toMatchObject({
      product_id: serumId,
      stars: 4,
      text: html,
      skin_type: 'dry',
      skin_concern: 'dark-spots',
      status: 'pending',
    });
    const second = await write(c, review());
    expect([second.statusCode, second.json()]).toEqual([409, { message: M.alreadyReviewed }]);

    const edited = await c.call('PUT', `/api/reviews/${mine.id}`, review({ stars: 3, title: 'Good, slow' }));
    expect([edited.statusCode, edited.json().message, edited.json().data.stars, edited.json().data.status]).toEqual([
      200,
      M.updated,
      3,
      'pending',
    ]);

    const other = await buyer('Dayo');
    const theirs = await other.call('PUT', `/api/reviews/${mine.id}`, review());
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { message: M.notFound }]);
    const theirDelete = await other.call('DELETE', `/api/reviews/${mine.id}`);
    expect([theirDelete.statusCode, theirDelete.json()]).toEqual([404, { message: M.notFound }]);

    const gone = await c.call('DELETE', `/api/reviews/${mine.id}`);
    expect([gone.statusCode, gone.json()]).toEqual([200, { message: M.deleted }]);
    expect((await c.get(`/api/product/${serumId}/reviews/mine`)).json()).toEqual({ can_review: true, review: null });
  });

  it('publishes and hides through moderation, audited, and the product answer counts only published reviews', async () => {
    const before = await product();
    const five = await buyer('Efe');
    const three = await buyer('Funmi');
    const a = (await write(five, review({ stars: 5, text: `${TEXT} See www.example.com` }))).json().data;
    const b = (await write(three, review({ stars: 3, skin_type: 'oily' }))).json().data;
    expect(await product()).toMatchObject({ rating: before.rating, reviewCount: before.reviewCount });

    const pending = (await staff.get('/api/admin/reviews?status=pending')).json();
    const flagged = pending.data.find((r: { id: number }) => r.id === a.id);
    expect(flagged).toMatchObject({ has_link: true, status: 'pending', product: { id: serumId, slug: SERUM } });
    expect(pending.data.find((r: { id: number }) => r.id === b.id).has_link).toBe(false);

    for (const id of [a.id, b.id]) {
      const res = await staff.post(`/api/admin/reviews/${id}/publish`, {});
      expect([res.statusCode, res.json().message, res.json().data.status]).toEqual([200, M.published, 'published']);
    }
    const after = await product();
    expect(after.reviewCount).toBe(before.reviewCount + 2);
    expect(after.reviews.stars).toEqual([
      before.reviews.stars[0] + 1,
      before.reviews.stars[1],
      before.reviews.stars[2] + 1,
      ...before.reviews.stars.slice(3),
    ]);
    expect(after.rating).toBe(4);
    expect(after.reviews.latest.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(after.reviews.latest[0]).toMatchObject({ author: 'Funmi T.', verified_buyer: true, skin_type: 'Oily', stars: 3 });

    const hidden = await staff.post(`/api/admin/reviews/${a.id}/hide`, { reason: 'Advertises another shop' });
    expect([hidden.statusCode, hidden.json().data.hidden_reason]).toEqual([200, 'Advertises another shop']);
    const noReason = await staff.post(`/api/admin/reviews/${b.id}/hide`, { reason: ' ' });
    expect([noReason.statusCode, noReason.json().fields]).toEqual([400, { reason: 'Say why the review is hidden' }]);
    expect(await product()).toMatchObject({ rating: 3, reviewCount: 1, reviews: { stars: [0, 0, 1, 0, 0] } });
    const list = await listed();
    expect(list).toMatchObject({ page: 1, per_page: 10, total: 1, has_more: false });
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    // The hidden reason is for staff only.
    expect(JSON.stringify(await product())).not.toContain('Advertises another shop');

    const replied = await staff.post(`/api/admin/reviews/${b.id}/reply`, { text: 'Thank you, Funmi! Try it at night too.' });
    expect(replied.json().data.reply.text).toBe('Thank you, Funmi! Try it at night too.');
    expect((await listed()).data[0].reply.text).toBe('Thank you, Funmi! Try it at night too.');

    const audit = await shop.database.db
      .select({
        action: auditLog.action,
        targetId: auditLog.targetId,
        staffId: auditLog.staffId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'review'))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      {
        action: 'review.publish',
        targetId: String(a.id),
        staffId: staff.userId,
        before: { status: 'pending', hidden_reason: null, reply: null },
        after: { status: 'published', hidden_reason: null, reply: null },
      },
      {
        action: 'review.publish',
        targetId: String(b.id),
        staffId: staff.userId,
        before: { status: 'pending', hidden_reason: null, reply: null },
        after: { status: 'published', hidden_reason: null, reply: null },
      },
      {
        action: 'review.hide',
        targetId: String(a.id),
        staffId: staff.userId,
        before: { status: 'published', hidden_reason: null, reply: null },
        after: { status: 'hidden', hidden_reason: 'Advertises another shop', reply: null },
      },
      {
        action: 'review.reply',
        targetId: String(b.id),
        staffId: staff.userId,
        before: { status: 'published', hidden_reason: null, reply: null },
        after: { status: 'published', hidden_reason: null, reply: 'Thank you, Funmi! Try it at night too.' },
      },
    ]);

    // Her edit takes it off the page until staff look again.
    await three.call('PUT', `/api/reviews/${b.id}`, review({ stars: 2 }));
    expect(await product()).toMatchObject({ rating: null, reviewCount: 0, reviews: { stars: [0, 0, 0, 0, 0], latest: [] } });
    const search = (await shop.app.inject({ url: `/api/product/search?q=radiance` })).json().data;
    expect(search.find((p: { slug: string }) => p.slug === SERUM)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('filters by stars, sorts by helpful marks, and takes one mark per shopper', async () => {
    const [x, y] = [await buyer('Gbemi'), await buyer('Hauwa')];
    const rx = (await write(x, review({ stars: 5 }))).json().data;
    const ry = (await write(y, review({ stars: 4 }))).json().data;
    for (const id of [rx.id, ry.id]) await staff.post(`/api/admin/reviews/${id}/publish`, {});

    expect((await listed('?stars=4')).data.map((r: { id: number }) => r.id)).toEqual([ry.id]);
    expect((await listed('?sort=newest')).data.map((r: { id: number }) => r.id)).toEqual([ry.id, rx.id]);

    const voter = await newCustomer(shop, 'Ada');
    const first = await voter.post(`/api/reviews/${rx.id}/helpful`, {});
    expect([first.statusCode, first.json()]).toEqual([200, { message: M.helpful, helpful_count: 1 }]);
    const again = await voter.post(`/api/reviews/${rx.id}/helpful`, {});
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.alreadyHelpful }]);
    const own = await x.post(`/api/reviews/${rx.id}/helpful`, {});
    expect([own.statusCode, own.json()]).toEqual([403, { message: M.ownHelpful }]);
    expect((await listed('?sort=helpful')).data.map((r: { id: number; helpful_count: number }) => [r.id, r.helpful_count])).toEqual([
      [rx.id, 1],
      [ry.id, 0],
    ]);
    const bad = await shop.app.inject({ url: `/api/product/${serumId}/reviews?stars=9&sort=best` });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { sort: 'Sort by newest or helpful', stars: 'Choose from 1 to 5 stars' }]);
    const unpublished = await voter.post(`/api/reviews/999999/helpful`, {});
    expect([unpublished.statusCode, unpublished.json()]).toEqual([404, { message: M.notFound }]);
    expect(
      await shop.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.action, 'review.publish'))),
    ).toHaveLength(4);
  });

  it('pages published reviews ten at a time, newest first, and says when there are more', async () => {
    const toner = await productBySlug(shop, 'glycolic-glow-toner');
    const db = shop.database.db;
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          email: `pager${i}@example.com`,
          passwordHash: 'x',
          firstName: `Reader${i}`,
          lastName: 'Okoro',
          phone: '+2348030000000',
          referralCode: `PAGER${i}`,
        })),
      )
      .returning({ id: users.id });
    const start = Date.now() - 100 * 60_000;
    await db.insert(reviews).values(
      people.map((u, i) => ({
        productId: toner.id,
        userId: u.id,
        stars: (i % 5) + 1,
        title: `Review ${i}`,
        body: TEXT,
        status: 'published' as const,
        publishedAt: new Date(start + i * 60_000),
      })),
    );
    await recountRatings(db, toner.id);
    const page = (n: number) => shop.app.inject({ url: `/api/product/${toner.id}/reviews?page=${n}` }).then((r) => r.json());
    const first = await page(1);
    expect([first.total, first.per_page, first.has_more, first.data.length]).toEqual([12, 10, true, 10]);
    expect(first.data[0]).toMatchObject({ title: 'Review 11', author: 'Reader11 O.' });
    const second = await page(2);
    expect([second.has_more, second.data.map((r: { title: string }) => r.title)]).toEqual([false, ['Review 1', 'Review 0']]);
  });
});
