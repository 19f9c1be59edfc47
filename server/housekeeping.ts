import { purgeExpiredAccountRecords } from './accounts/purge';
import { GUEST_BAG_IDLE_MS, purgeIdleGuestBags } from './cart/lifecycle';
import type { Db } from './db/client';
import { purgeSentMails } from './mail/outbox';
import { purgeUnconfirmedSubscribers } from './newsletter/service';
import { purgeOldPaymentEvents } from './payments/purge';

const DAY_MS = 86_400_000;

/** How long records that are no longer needed are kept before the hourly purge deletes them. */
const RETENTION = {
  /** Provider webhook event ids (redeliveries stop after 3 days). */
  paymentEventsMs: 30 * DAY_MS,
  /** Mail already sent (failed mail is kept until dealt with). */
  sentMailMs: 30 * DAY_MS,
};

/**
 * Deletes what has expired: sessions and reset links past their expiry, old webhook event ids,
 * old sent mail, newsletter requests never confirmed (or withdrawn) and guests' bags untouched for 30 days.
 * Each area works on its own tables; running it on several instances at once is harmless (deletes
 * of the same rows). Answers how many of each went.
 */
export async function runHousekeeping(db: Db, now = new Date()) {
  const accounts = await purgeExpiredAccountRecords(db, now);
  const paymentEvents = await purgeOldPaymentEvents(db, new Date(now.getTime() - RETENTION.paymentEventsMs));
  const sentMails = await purgeSentMails(db, new Date(now.getTime() - RETENTION.sentMailMs));
  const newsletterRequests = await purgeUnconfirmedSubscribers(db, now);
  const guestBags = await purgeIdleGuestBags(db, new Date(now.getTime() - GUEST_BAG_IDLE_MS));
  return { ...accounts, paymentEvents, sentMails, newsletterRequests, guestBags };
}
