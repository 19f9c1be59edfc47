import { z } from 'zod';
import type { StockCountry } from './products';

/** A product's threshold in a market when staff have not set one: at or below it, it is low there. */
export const DEFAULT_LOW_STOCK = 5;
/** The highest threshold the form takes. */
export const LOW_STOCK_MAX = 9999;

export const LOW_STOCK_MESSAGES = {
  range: `Enter a whole number from 0 to ${LOW_STOCK_MAX}`,
  saved: 'Low-stock thresholds saved',
} as const;

const threshold = z
  .number({ error: LOW_STOCK_MESSAGES.range })
  .int(LOW_STOCK_MESSAGES.range)
  .min(0, LOW_STOCK_MESSAGES.range)
  .max(LOW_STOCK_MAX, LOW_STOCK_MESSAGES.range);

/** A product's low-stock thresholds, the three markets at once (the form shows the three). */
export const lowStockBody = z.object({ NG: threshold, GB: threshold, US: threshold }).strict();
export type LowStockThresholds = z.output<typeof lowStockBody>;

/** A line of the back office's low-stock list: one product in one market, at or below its threshold. */
export interface LowStockLine {
  id: number;
  name: string;
  slug: string;
  country: StockCountry;
  stock: number;
  threshold: number;
}
