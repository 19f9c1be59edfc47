export const CHART_DAYS = 30;

export interface CurrencyAmount {
  currency: string;
  minor: number;
  /** Formatted in the currency's own way, e.g. ₦12,000 or £24.50. */
  text: string;
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
  /** When the last `npm run backup` copied the database (ISO), or null before the first. */
  last_backup: string | null;
}
