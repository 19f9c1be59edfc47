import { asc, eq, inArray } from 'drizzle-orm';
import { toMajor } from '../../domain/money';
import { addresses, sessions, users } from '../accounts/schema';
import { publicUser } from '../accounts/serialize';
import { exportBagOf, exportRemindersOf } from '../cart/lifecycle';
import { products } from '../catalog/schema';
import { orderItems, orders, orderStatusEvents } from '../checkout/schema';
import type { Db } from '../db/client';
import { ambassadorApplications, sessionBookings, wholesaleApplications } from '../forms/schema';
import { marketingConsents, newsletterSubscribers } from '../newsletter/schema';
import { exportPayouts } from '../influencers/payout-export';
import { commissionEntries, discountCodes } from '../influencers/schema';
import type { ConnectedAccountStatus } from '../payments/transfers';
import { reviews } from '../reviews/schema';
import { exportStockRequestsOf } from '../restock/erase';

const iso = (d: Date | null) => d?.toISOString() ?? null;
/** Columns of a form's row that are the shop's own bookkeeping, not what she sent. */
const sent = <R extends { id: number; status: string; staffNote: string; updatedAt: Date | null }>({
  status,
  staffNote: _note,
  updatedAt: _at,
  ...row
}: R) => ({
  ...row,
  status,
});

/**
 * Everything the shop holds about one account, as she may download it (right of access and
 * portability): only rows that are hers, by her user id or her account's email. Never a password
 * hash, session token, payment secret or sealed account number (an influencer's payout details are
 * listed masked; `stripeStatus` says whether her Stripe account can be paid).
 */
export async function exportAccount(
  db: Db,
  userId: number,
  currentSessionId: number | null,
  stripeStatus: (accountId: string) => Promise<ConnectedAccountStatus>,
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const email = user.email;
  const [saved, ownOrders, ownReviews, ambassador, wholesale, bookings, subscription, consents, devices, bag, bagReminders, backInStock] =
    await Promise.all([
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
      db
        .select({ review: reviews, product: products.name })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.id)),
      db.select().from(ambassadorApplications).where(eq(ambassadorApplications.email, email)).orderBy(asc(ambassadorApplications.id)),
      db.select().from(wholesaleApplications).where(eq(wholesaleApplications.email, email)).orderBy(asc(wholesaleApplications.id)),
      db.select().from(sessionBookings).where(eq(sessionBookings.email, email)).orderBy(asc(sessionBookings.id)),
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
      db.select().from(marketingConsents).where(eq(marketingConsents.email, email)).orderBy(asc(marketingConsents.id)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id)),
      exportBagOf(db, userId),
      exportRemindersOf(db, userId),
      exportStockRequestsOf(db, email),
    ]);
  const orderIds = ownOrders.map((o) => o.id);
  const [items, events] = orderIds.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
        db.select().from(orderStatusEvents).where(inArray(orderStatusEvents.orderId, orderIds)).orderBy(asc(orderStatusEvents.id)),
      ])
    : [[], []];
  const influencer =
    user.role === 'influencer'
      ? await Promise.all([
          db.select().from(discountCodes).where(eq(discountCodes.influencerId, userId)),
          db.select().from(commissionEntries).where(eq(commissionEntries.influencerId, userId)).orderBy(asc(commissionEntries.id)),
          exportPayouts(db, userId, stripeStatus),
        ])
      : null;
  const { id, first_name, last_name, phone, role, referral_code, email_preferences } = publicUser(user);
  const [newsletter] = subscription;

  return {
    exported_at: new Date().toISOString(),
    account: {
      id,
      first_name,
      last_name,
      email,
      phone,
      role,
      referral_code,
      referred_by: user.referredBy,
      email_preferences,
      created_at: iso(user.createdAt),
    },
    addresses: saved.map(({ userId: _u, ...a }) => ({ ...a, createdAt: iso(a.createdAt) })),
    /** What is in her shopping bag now. */
    bag,
    /** The reminders mailed of her bag: what each held, and whether she put it back and ordered. */
    bag_reminders: bagReminders,
    orders: ownOrders.map((o) => ({
      order_number: o.orderNumber,
      status: o.status,
      country: o.country,
      currency: o.currency,
      subtotal: toMajor(o.subtotalMinor),
      delivery: toMajor(o.deliveryMinor),
      discount: toMajor(o.discountMinor),
      total: toMajor(o.totalMinor),
      is_pickup: o.isPickup,
      delivery_method: o.deliveryMethod,
      address: o.address,
      payment_provider: o.paymentProvider,
      created_at: iso(o.createdAt),
      paid_at: iso(o.paidAt),
      lines: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          product: i.name,
          quantity: i.quantity,
          unit_price: toMajor(i.unitMinor),
          original_price: toMajor(i.originalMinor),
        })),
      status_history: events
        .filter((e) => e.orderId === o.id)
        .map((e) => ({ from: e.fromStatus, to: e.toStatus, at: iso(e.at), by: e.actorKind, note: e.note })),
    })),
    reviews: ownReviews.map(({ review: r, product }) => ({
      product,
      stars: r.stars,
      title: r.title,
      text: r.body,
      skin_type: r.skinType,
      skin_concern: r.skinConcern,
      status: r.status,
      shop_reply: r.reply,
      created_at: iso(r.createdAt),
    })),
    applications: { face_of_zaron: ambassador.map(sent), wholesale: wholesale.map(sent), experience_bookings: bookings.map(sent) },
    newsletter: {
      status: newsletter?.confirmedAt ? 'confirmed' : newsletter?.confirmTokenHash ? 'waiting for confirmation' : 'not subscribed',
      confirmed_at: iso(newsletter?.confirmedAt ?? null),
      consent_history: consents.map((c) => ({ list: c.topic, action: c.action, source: c.source, at: iso(c.createdAt) })),
    },
    /** "Tell me when it's back": products she asked to hear about. */
    back_in_stock_requests: backInStock,
    sessions: devices.map((s) => ({
      device: s.userAgent || 'unknown',
      created_at: iso(s.createdAt),
      last_seen_at: iso(s.lastSeenAt),
      expires_at: iso(s.expiresAt),
      this_device: s.id === currentSessionId,
    })),
    ...(influencer
      ? {
          influencer: {
            discount_code: influencer[0][0]?.code ?? null,
            commissions: influencer[1].map((c) => ({
              order_id: c.orderId,
              kind: c.kind,
              amount: toMajor(c.amountMinor),
              currency: c.currency,
              at: iso(c.createdAt),
            })),
            /** Where she is paid: a bank account masked, her Stripe account and whether it can be paid. */
            payout_accounts: influencer[2].payout_accounts,
            payouts: influencer[2].payouts,
          },
        }
      : {}),
  };
}
