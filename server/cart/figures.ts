import { and, count, eq, exists, gt, isNull, lte, sql, sum } from 'drizzle-orm';
import { BAG_FIGURES_DAYS, type BagReminderFigures, type Dashboard } from '../../domain/admin/dashboard';
import { currencyFor, type Currency } from '../../domain/currency';
import { formatMoney, HOME_COUNTRY } from '../../domain/money';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { bagReminders, cartLines, carts } from './schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The back office's figures of bags left and reminders (decision 0054), per currency, over the last
 * 30 days: bags holding products last changed in that time and untouched since for `idleMs` (a
 * bag's currency is its last change's country's), reminders queued, orders recovered and their totals.
 */
export async function bagReminderFigures(db: Db, idleMs: number, now = new Date()): Promise<Dashboard['bag_reminders']> {
  const since = new Date(now.getTime() - BAG_FIGURES_DAYS * DAY_MS);
  const holdsProducts = exists(
    db
      .select({ one: sql`1` })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(and(eq(cartLines.cartId, carts.id), isNull(products.archivedAt))),
  );
  const [left, sent, recovered] = await Promise.all([
    db
      .select({ country: carts.country, n: count() })
      .from(carts)
      .where(and(gt(carts.updatedAt, since), lte(carts.updatedAt, new Date(now.getTime() - idleMs)), holdsProducts))
      .groupBy(carts.country),
    db
      .select({ currency: bagReminders.currency, n: count() })
      .from(bagReminders)
      .where(gt(bagReminders.sentAt, since))
      .groupBy(bagReminders.currency),
    db
      .select({ currency: bagReminders.recoveredCurrency, n: count(), minor: sum(bagReminders.recoveredMinor).mapWith(Number) })
      .from(bagReminders)
      .where(gt(bagReminders.recoveredAt, since))
      .groupBy(bagReminders.recoveredCurrency),
  ]);

  const rows = new Map<string, Omit<BagReminderFigures, 'revenue_recovered'> & { minor: number }>();
  const row = (currency: string) => {
    const found = rows.get(currency) ?? { currency, bags_left: 0, reminders_sent: 0, orders_recovered: 0, minor: 0 };
    rows.set(currency, found);
    return found;
  };
  // Bags not changed since the shop began keeping their country count as the shop's default, US.
  for (const l of left) row(currencyFor(l.country ?? 'US')).bags_left += l.n;
  for (const s of sent) row(s.currency).reminders_sent += s.n;
  for (const r of recovered) {
    if (!r.currency) continue;
    const figures = row(r.currency);
    figures.orders_recovered += r.n;
    figures.minor += r.minor;
  }
  return {
    days: BAG_FIGURES_DAYS,
    idle_hours: idleMs / HOUR_MS,
    rows: [...rows.values()]
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map(({ minor, ...r }) => ({
        ...r,
        revenue_recovered: { currency: r.currency, minor, text: formatMoney(minor, HOME_COUNTRY[r.currency as Currency] ?? 'US') },
      })),
  };
}
