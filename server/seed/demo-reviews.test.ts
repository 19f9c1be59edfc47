import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeStatus, historyLabel } from '../../domain/orders';
import { orderItems, orders } from '../checkout/schema';
import { paymentLedger } from '../payments/schema';
import { returnRequests } from '../returns/schema';
import { reviews } from '../reviews/schema';
import { creditNotes } from '../tax/schema';
import { createTestShop, type TestShop } from '../test/app';
import { logIn } from '../test/customers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoReviews } from './demo-reviews';

describe('demo reviews', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { AUTH_RATE_LIMIT: '10000' }, { mailWorker: false });
    await seedDemoReviews(shop.database.db);
    await seedDemoReviews(shop.database.db);
  });
  afterAll(() => shop.close());
  const ledgerOf = async (orderId: number) =>
    (await shop.database.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId)).orderBy(paymentLedger.id)).map((e) => [
      e.kind,
      e.amountMinor,
    ]);

  it('rates products from the published reviews of demo buyers who received them, once however often it runs', async () => {
    expect(await shop.database.db.select().from(reviews)).toHaveLength(13);
    const serum = (await shop.app.inject({ url: '/api/product/radiance-vitamin-c-serum' })).json().data;
    // 5, 4 and 5 stars.
    expect(serum).toMatchObject({ rating: 4.7, reviewCount: 3, reviews: { stars: [2, 1, 0, 0, 0] } });
    expect(serum.reviews.latest.map((r: { author: string }) => r.author)).toEqual(['Tiwa J.', 'Grace M.', 'Adaeze E.']);
    const list = (await shop.app.inject({ url: `/api/product/${serum.id}/reviews?sort=helpful` })).json();
    expect(list.data.map((r: { author: string; helpful_count: number }) => [r.author, r.helpful_count])).toEqual([
      ['Adaeze E.', 3],
      ['Grace M.', 1],
      ['Tiwa J.', 0],
    ]);
    const unreviewed = (await shop.app.inject({ url: '/api/product/glycolic-glow-toner' })).json().data;
    expect(unreviewed).toMatchObject({ rating: null, reviewCount: 0, reviews: { stars: [0, 0, 0, 0, 0], latest: [] } });
  });

  it('gives the demo customer a delivered order whose products she may review', async () => {
    const chioma = await logIn(shop, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    const serum = (await shop.app.inject({ url: '/api/product/radiance-vitamin-c-serum' })).json().data;
    expect((await chioma.get(`/api/product/${serum.id}/reviews/mine`)).json()).toEqual({ can_review: true, review: null });
    const orders = (await chioma.get('/api/order/my-orders')).json().data;
    const delivered = orders.filter((o: { status: string }) => o.status === 'completed');
    expect(delivered.map((o: { order_number: string }) => o.order_number)).toEqual(['ZR-DEMO008', 'ZR-DEMO006']);
    const detail = await chioma.get('/api/order/my-orders/ZR-DEMO006');
    expect([detail.statusCode, detail.json().data.status]).toEqual([200, 'completed']);
    // ₦18,500 and ₦17,500 hold ₦1,290.70 and ₦1,220.93 of Nigeria's 7.5 % VAT.
    expect(detail.json().data.tax).toEqual({
      name: 'VAT',
      included: true,
      total_minor: 251_163,
      by_rate: [{ rate_bp: 750, exempt: false, net_minor: 3_348_837, tax_minor: 251_163 }],
    });
    expect(await shop.database.db.select().from(reviews).where(eq(reviews.productId, serum.id))).toHaveLength(3);
  });

  it('gives the demo customer an order on its way, with its carrier and tracking link', async () => {
    const chioma = await logIn(shop, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    const detail = (await chioma.get('/api/order/my-orders/ZR-DEMO007')).json().data;
    expect(detail).toMatchObject({
      status: 'shipped',
      is_pickup: false,
      delivery_method: 'Home delivery',
      delivery_fee_minor: 250_000,
      tracking: { carrier: 'GIG Logistics', number: 'GIG7043418826', url: 'https://giglogistics.com/track/?waybill=GIG7043418826' },
    });
    expect(detail.history.map(historyLabel)).toEqual([
      'Checkout started',
      'Payment confirmed: being prepared',
      'Shipped: on its way to you',
    ]);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderNumber, 'ZR-DEMO007'));
    expect(await ledgerOf(order!.id)).toEqual([['payment', order!.totalMinor]]);
  });

  it('gives the demo customer a partly refunded order whose ledger, credit note and history agree with its return', async () => {
    const chioma = await logIn(shop, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderNumber, 'ZR-DEMO008'));
    const [, toner] = await shop.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id)).orderBy(orderItems.id);
    expect(toner!.name).toBe('Glycolic Glow Toner');
    const listed = (await chioma.get('/api/order/my-orders'))
      .json()
      .data.find((o: { order_number: string }) => o.order_number === 'ZR-DEMO008');
    expect(badgeStatus(listed.status, listed.refunded)).toBe('partly_refunded');
    const detail = (await chioma.get('/api/order/my-orders/ZR-DEMO008')).json().data;
    expect([detail.status, detail.refunded_minor]).toEqual(['completed', toner!.unitMinor]);
    const [r] = await shop.database.db.select().from(returnRequests).where(eq(returnRequests.orderId, order!.id));
    expect(detail.history.map(historyLabel)).toEqual([
      'Checkout started',
      'Payment confirmed: being prepared',
      'Delivered',
      `Return #${r!.id} requested`,
      `Return #${r!.id} approved`,
      `Return #${r!.id} received back`,
      `Return #${r!.id} refunded`,
    ]);
    expect(await ledgerOf(order!.id)).toEqual([
      ['payment', order!.totalMinor],
      ['refund', -toner!.unitMinor],
    ]);
    // The books: the order's invoice, and the toner's credit note with the VAT it held.
    expect(detail.documents.invoice).not.toBeNull();
    const notes = await shop.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order!.id));
    expect(notes.map((n) => [n.source, n.totalMinor, n.taxMinor])).toEqual([[`return:${r!.id}`, toner!.unitMinor, toner!.taxMinor]]);
  });
});
