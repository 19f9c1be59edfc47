import { purgeExpiredAccountRecords } from './accounts/purge';
import { GUEST_BAG_IDLE_MS, purgeIdleGuestBags } from './cart/lifecycle';
import type { Db } from './db/client';
import { purgeSentMails } from './mail/outbox';
import { purgeUnconfirmedSubscribers } from './newsletter/service';
import { purgeOldPaymentEvents } from './payments/purge';
import { sendReviewInvites, type InviteSettings } from './reviews/invites';

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
 * old sent mail, newsletter requests never confirmed (or withdrawn) and guests' bags untouched for 30 days; then invites the customers of orders delivered long enough ago to review them.
 * Each area works on its own tables; running it on several instances at once is harmless (deletes
 * of the same rows; each invitation is claimed once).
 */
export async function runHousekeeping(db: Db, invites: InviteSettings | null, now = new Date()) {
  const accounts = await purgeExpiredAccountRecords(db, now);
  const paymentEvents = await purgeOldPaymentEvents(db, new Date(now.getTime() - RETENTION.paymentEventsMs));
  const sentMails = await purgeSentMails(db, new Date(now.getTime() - RETENTION.sentMailMs));
  const newsletterRequests = await purgeUnconfirmedSubscribers(db, now);
  const guestBags = await purgeIdleGuestBags(db, new Date(now.getTime() - GUEST_BAG_IDLE_MS));
  const reviewInvites = invites ? await sendReviewInvites(db, invites, now) : 0;
  return { ...accounts, paymentEvents, sentMails, newsletterRequests, guestBags, reviewInvites };
}

interface HousekeepingLog {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** Runs housekeeping a minute after start-up, then every `everyMs` (an hour); review invitations when `invites` is given. */
export function scheduleHousekeeping(
  db: Db,
  log: HousekeepingLog,
  options: { firstMs?: number; everyMs?: number } = {},
  invites: InviteSettings | null = null,
) {
  const firstMs = options.firstMs ?? 60_000;
  const everyMs = options.everyMs ?? 3_600_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  function run() {
    running = runHousekeeping(db, invites)
      .then(({ reviewInvites, ...purged }) => {
        if (Object.values(purged).some((n) => n > 0)) log.info({ purged }, 'housekeeping: purged expired records');
        if (reviewInvites > 0) log.info({ reviewInvites }, 'housekeeping: queued review invitations');
      })
      .catch((err: unknown) => log.error({ err }, 'housekeeping failed'))
      .finally(() => {
        running = null;
        schedule(everyMs);
      });
  }
  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(firstMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
