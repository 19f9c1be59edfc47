import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isStaffRole } from '../../domain/admin/roles';
import type { ConsentSource } from '../../domain/privacy/consent';
import { erasedEmail, PRIVACY_MESSAGES } from '../../domain/privacy/requests';
import { eraseAccountRows } from '../accounts/erase';
import { users } from '../accounts/schema';
import { eraseBagOf, eraseRemindersOf } from '../cart/lifecycle';
import { anonymiseOrdersOf } from '../checkout/erase';
import type { Tx } from '../db/client';
import { conflict, notFound } from '../domain-error';
import { eraseApplicationsOf } from '../forms/service';
import { hasUnpaidEarnings } from '../influencers/balances';
import { dropCodeOf } from '../influencers/codes';
import { deleteMailTo } from '../mail/outbox';
import type { NewsletterService } from '../newsletter/service';
import { eraseReviewsOf } from '../reviews/erase';
import { eraseStockRequestsOf } from '../restock/erase';

export interface Erased {
  /** Products whose published reviews went (their pages change) and uploaded photos to remove once committed. */
  productIds: number[];
  photos: string[];
  counts: Record<string, number>;
}

/**
 * Erases an account in the caller's transaction, each area doing its own part: the user row stays
 * (her orders point to it) under a placeholder address with no personal data and a password
 * nothing matches; addresses, sessions, reset links, her bag and what her bag reminders held, applications, the newsletter subscription,
 * mail to her, her back-in-stock requests, her influencer code and her reviews (the product's counts recounted) are deleted;
 * orders keep amounts, lines and history without her address; marketing consent is withdrawn and
 * its history kept under the placeholder. Refused for staff, and for an influencer owed commission.
 */
export async function eraseAccount(tx: Tx, newsletter: NewsletterService, userId: number, source: ConsentSource): Promise<Erased> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('Customer not found');
  if (user.erasedAt) throw conflict(PRIVACY_MESSAGES.alreadyErased);
  if (isStaffRole(user.role)) throw conflict(PRIVACY_MESSAGES.staffAccount);
  if (user.role === 'influencer' && (await hasUnpaidEarnings(tx, userId))) throw conflict(PRIVACY_MESSAGES.unpaidEarnings);
  const email = user.email;
  const placeholder = erasedEmail(userId, crypto.randomBytes(6).toString('hex'));

  await newsletter.eraseAddress(tx, email, placeholder, source);
  const mails = await deleteMailTo(tx, email);
  const stockRequests = await eraseStockRequestsOf(tx, email);
  const applications = await eraseApplicationsOf(tx, email);
  const reviews = await eraseReviewsOf(tx, userId);
  const orders = await anonymiseOrdersOf(tx, userId);
  const bagReminders = await eraseRemindersOf(tx, userId);
  const bagLines = await eraseBagOf(tx, userId);
  await dropCodeOf(tx, userId);
  const gone = await eraseAccountRows(tx, userId, placeholder);

  return {
    productIds: reviews.productIds,
    photos: applications.photos,
    counts: {
      ...gone,
      orders_anonymised: orders,
      bag_lines: bagLines,
      bag_reminders: bagReminders,
      reviews: reviews.count,
      applications: applications.count,
      mails,
      stock_requests: stockRequests,
    },
  };
}
