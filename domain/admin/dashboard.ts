export const CHART_DAYS = 30;

export interface CurrencyAmount {
  currency: string;
  minor: number;
  /** Formatted in the currency's own way, e.g. ₦12,000 or £24.50. */
  text: string;
}

/** The days the bag reminders' figures cover, up to now. */
export const BAG_FIGURES_DAYS = 30;

/** Bags left and what their reminders brought back, in one currency (decision 0054). */
export interface BagReminderFigures {
  currency: string;
  /** Bags holding products, last changed in the period and untouched since for the reminder's wait (guests' bags too). */
  bags_left: number;
  reminders_sent: number;
  /** Orders paid within 7 days of a bag put back from a reminder, and their totals. */
  orders_recovered: number;
  revenue_recovered: CurrencyAmount;
}

export interface Dashboard {
  /** Paid orders less refunds, per currency: today, this week (from Monday), this month (UTC). */
  sales: { today: CurrencyAmount[]; week: CurrencyAmount[]; month: CurrencyAmount[] };
  /** One point per UTC day of the last 30, per currency (net minor units). */
  chart: { currency: string; days: { date: string; minor: number }[] }[];
  waiting: { count: number; oldest: { order_number: string; paid_at: string; total: string }[] };
  /** Products at or below their own threshold in at least one market, the emptiest first. */
  low_stock: {
    id: number;
    name: string;
    slug: string;
    stock: { NG: number; GB: number; US: number };
    threshold: { NG: number; GB: number; US: number };
  }[];
  /** The last BAG_FIGURES_DAYS days, per currency; `idle_hours` is the wait before a bag counts as left. */
  bag_reminders: { days: number; idle_hours: number; rows: BagReminderFigures[] };
  /** When the last `npm run backup` copied the database (ISO), or null before the first. */
  last_backup: string | null;
}
