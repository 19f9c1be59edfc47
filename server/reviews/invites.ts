import { and, asc, eq, gt, isNull, lte, max, notExists, sql } from 'drizzle-orm';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';
import { orderItems, orders, orderStatusEvents } from '../checkout/schema';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import type { MarketingLinks } from '../newsletter/links';
import { reviewInviteMail } from './mails';
import { reviewInvites, reviews } from './schema';

const DAY_MS = 86_400_000;
/** Orders delivered longer ago than the delay and this are no longer asked about. */
const TOO_LATE_MS = 30 * DAY_MS;
/** Orders handled per run; the next run takes the rest. */
const BATCH = 100;

export interface InviteSettings {
  publicUrl: string;
  /** Time after delivery before the invitation goes out (0: at the next run after delivery). */
  delayMs: number;
  /** The one-click unsubscribe every invitation carries (they are marketing mail). */
  links: MarketingLinks;
}

/**
 * Invites the customers of orders delivered `delayMs` ago to review them: one mail per order, ever.
 * Each order is claimed by inserting its row in `review_invites` in the transaction that queues
 * its mail, so of several instances running this at once exactly one sends it. Customers who
 * turned such mails off, and orders whose products she has all reviewed, get a 'skipped' row.
 * Returns the number of mails queued.
 */
export async function sendReviewInvites(db: Db, settings: InviteSettings, now = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - settings.delayMs);
  const notBefore = new Date(dueBefore.getTime() - TOO_LATE_MS);
  const deliveredAt = max(orderStatusEvents.at);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderStatusEvents, and(eq(orderStatusEvents.orderId, orders.id), eq(orderStatusEvents.toStatus, 'completed')))
    .where(
      and(
        eq(orders.status, 'completed'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviewInvites)
            .where(eq(reviewInvites.orderId, orders.id)),
        ),
      ),
    )
    .groupBy(orders.id)
    .having(and(lte(deliveredAt, dueBefore), gt(deliveredAt, notBefore)))
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) if (await inviteOnce(db, id, settings)) sent++;
  return sent;
}

async function inviteOnce(db: Db, orderId: number, { publicUrl, links }: InviteSettings): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(reviewInvites).values({ orderId, outcome: 'sent' }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const [order] = await tx
      .select({
        number: orders.orderNumber,
        userId: orders.userId,
        email: users.email,
        firstName: users.firstName,
        prefs: users.emailPreferences,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    // Products of the order she has not reviewed yet, once each.
    const items = await tx
      .selectDistinct({ name: products.name, slug: products.slug, id: products.id })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(reviews, and(eq(reviews.productId, orderItems.productId), eq(reviews.userId, order!.userId)))
      .where(and(eq(orderItems.orderId, orderId), isNull(reviews.id), isNull(products.archivedAt)))
      .orderBy(asc(products.id));
    // Preferences saved before the choice existed read as on.
    const wanted = order!.prefs.reviewInvites !== false;
    if (!wanted || items.length === 0) {
      await tx.update(reviewInvites).set({ outcome: 'skipped' }).where(eq(reviewInvites.orderId, orderId));
      return false;
    }
    const unsubscribe = links.forMail('review-invites', order!.email);
    await enqueueMail(tx, reviewInviteMail(order!.email, order!.firstName, order!.number, items, publicUrl, unsubscribe));
    return true;
  });
}
