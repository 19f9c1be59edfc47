import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isStaffRole } from '../../domain/admin/roles';
import { PRIVACY_MESSAGES, erasedEmail } from '../../domain/privacy/requests';
import type { ConsentSource } from '../../domain/privacy/consent';
import { addresses, passwordResets, sessions, users } from '../accounts/schema';
import { orders } from '../checkout/schema';
import type { Tx } from '../db/client';
import { conflict, notFound } from '../domain-error';
import { ambassadorApplications, marketingConsents, newsletterSubscribers, sessionBookings, wholesaleApplications } from '../forms/schema';
import { minorBalances } from '../influencers/balances';
import { mailOutbox } from '../mail/schema';
import { discountCodes } from '../influencers/schema';
import type { NewsletterService } from '../newsletter/service';
import { reviewHelpfulVotes, reviews } from '../reviews/schema';
import { recountRatings } from '../reviews/stats';

/** No argon2 hash looks like this: no password ever matches it. */
export const UNUSABLE_PASSWORD_HASH = '!erased';
/** An erased order keeps only what the accounts need: its country (tax) and that it was erased. */
const erasedAddress = (address: Record<string, string>) => ({ country: address.country ?? '', erased: 'true' });

export interface Erased {
  /** Review products whose pages change, and the uploaded photos to remove once committed. */
  productIds: number[];
  photos: string[];
  counts: Record<string, number>;
}

/**
 * Erases an account in the caller's transaction: the user row stays (her orders point to it) with
 * no personal data and a password nothing matches; addresses, sessions, reset links, applications,
 * the newsletter subscription, mail to her and her reviews (text and stars; the product's counts are recounted)
 * are deleted; orders keep their amounts, lines and history with name, email, phone and address
 * gone; marketing consent is withdrawn and its history kept under the placeholder address.
 * Refused for staff and for an influencer with commission not yet paid out.
 */
export async function eraseAccount(tx: Tx, newsletter: NewsletterService, userId: number, source: ConsentSource): Promise<Erased> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('Customer not found');
  if (user.erasedAt) throw conflict(PRIVACY_MESSAGES.alreadyErased);
  if (isStaffRole(user.role)) throw conflict(PRIVACY_MESSAGES.staffAccount);
  if (user.role === 'influencer' && (await minorBalances(tx, userId)).some((b) => b.availableMinor > 0)) {
    throw conflict(PRIVACY_MESSAGES.unpaidEarnings);
  }
  const email = user.email;
  const placeholder = erasedEmail(userId, crypto.randomBytes(6).toString('hex'));

  await newsletter.withdraw(tx, email, 'newsletter', source);
  await newsletter.withdraw(tx, email, 'review-invites', source);
  await tx.update(marketingConsents).set({ email: placeholder }).where(eq(marketingConsents.email, email));
  await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  const gone = {
    addresses: (await tx.delete(addresses).where(eq(addresses.userId, userId)).returning({ id: addresses.id })).length,
    sessions: (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length,
  };
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  // Mail to her (sent, waiting or failed) holds her name and address: none is kept, none goes out.
  const mails = await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, email)).returning({ id: mailOutbox.id });
  const ambassador = await tx.delete(ambassadorApplications).where(eq(ambassadorApplications.email, email)).returning();
  const wholesale = await tx
    .delete(wholesaleApplications)
    .where(eq(wholesaleApplications.email, email))
    .returning({ id: wholesaleApplications.id });
  const bookings = await tx.delete(sessionBookings).where(eq(sessionBookings.email, email)).returning({ id: sessionBookings.id });

  await tx.delete(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, userId));
  const ownReviews = await tx
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ productId: reviews.productId, status: reviews.status });
  const productIds = [...new Set(ownReviews.filter((r) => r.status === 'published').map((r) => r.productId))];
  for (const productId of productIds) await recountRatings(tx, productId);

  const ownOrders = await tx.select({ id: orders.id, address: orders.address }).from(orders).where(eq(orders.userId, userId));
  for (const o of ownOrders)
    await tx
      .update(orders)
      .set({ address: erasedAddress(o.address) })
      .where(eq(orders.id, o.id));
  await tx.delete(discountCodes).where(eq(discountCodes.influencerId, userId));

  await tx
    .update(users)
    .set({
      email: placeholder,
      firstName: '',
      lastName: '',
      phone: '',
      passwordHash: UNUSABLE_PASSWORD_HASH,
      role: 'customer',
      referralCode: `ERASED${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
      referredBy: null,
      emailPreferences: { newsletter: false, offers: false, orderUpdates: false, reviewInvites: false },
      erasedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));

  return {
    productIds,
    photos: ambassador.flatMap((a) => [a.portraitPhoto, a.fullBodyPhoto]),
    counts: {
      ...gone,
      orders_anonymised: ownOrders.length,
      reviews: ownReviews.length,
      mails: mails.length,
      applications: ambassador.length + wholesale.length + bookings.length,
    },
  };
}
