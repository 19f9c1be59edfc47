import type { Db } from '../db/client';
import { sendBagReminders, type BagReminderSettings } from '../cart/reminders';
import { sendLowStockAlerts } from '../catalog/low-stock-alerts';
import { runHousekeeping } from '../housekeeping';
import { sendBackInStockMails, type BackInStockSettings } from '../restock/job';
import { sendReviewInvites, type InviteSettings } from '../reviews/invites';
import { JOB } from './names';
import type { Job } from './scheduler';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface ShopJobSettings {
  publicUrl: string;
  invites: InviteSettings;
  backInStock: BackInStockSettings;
  bagReminders: BagReminderSettings;
}

/**
 * Every timed job of the shop and how often it is due: the purge of expired records hourly; the
 * mails that must go on time (review invitations, bag reminders,
 * low-stock alerts, back-in-stock mails) every minute, and at once when
 * nudged (a delivery; any change of the catalogue by staff).
 */
export function shopJobs(db: Db, settings: ShopJobSettings): Job[] {
  return [
    {
      name: JOB.housekeeping,
      everyMs: HOUR_MS,
      run: async (now) => Object.values(await runHousekeeping(db, now)).reduce((a, b) => a + b, 0),
    },
    { name: JOB.reviewInvites, everyMs: MINUTE_MS, run: (now) => sendReviewInvites(db, settings.invites, now) },
    { name: JOB.bagReminders, everyMs: MINUTE_MS, run: (now) => sendBagReminders(db, settings.bagReminders, now) },
    { name: JOB.backInStock, everyMs: MINUTE_MS, run: (now) => sendBackInStockMails(db, settings.backInStock, now) },
    { name: JOB.lowStock, everyMs: MINUTE_MS, run: (now) => sendLowStockAlerts(db, { publicUrl: settings.publicUrl }, now) },
  ];
}
