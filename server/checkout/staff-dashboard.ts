import { asc, count, eq } from 'drizzle-orm';
import { CHART_DAYS, type CurrencyAmount, type Dashboard } from '../../domain/admin/dashboard';
import type { Currency } from '../../domain/currency';
import { formatMoney, HOME_COUNTRY } from '../../domain/money';
import type { Db } from '../db/client';
import { netByDay } from '../payments/ledger';
import { orders } from './schema';

const DAY_MS = 86_400_000;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Sales are the payment ledger's money in less money out, by the day it moved (UTC): paid orders
 * less refunds, a late payment and its refund cancelling out, what arrived for an order held for
 * review counted as it arrived.
 */
export async function dashboardSales(db: Db, now = new Date()): Promise<Pick<Dashboard, 'sales' | 'chart' | 'waiting'>> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const week = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const chartStart = new Date(today.getTime() - (CHART_DAYS - 1) * DAY_MS);
  const since = new Date(Math.min(chartStart.getTime(), month.getTime(), week.getTime()));

  const [moved, [waitingCount], oldest] = await Promise.all([
    netByDay(db, since),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'processing')),
    db.select().from(orders).where(eq(orders.status, 'processing')).orderBy(asc(orders.paidAt)).limit(5),
  ]);

  const net = new Map<string, Map<string, number>>();
  for (const m of moved) net.set(m.currency, (net.get(m.currency) ?? new Map<string, number>()).set(m.day, m.minor));

  const total = (from: Date): CurrencyAmount[] =>
    [...net.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, days]) => {
        const minor = [...days.entries()].filter(([d]) => d >= dayKey(from)).reduce((s, [, v]) => s + v, 0);
        return { currency, minor, text: formatMoney(minor, HOME_COUNTRY[currency as Currency] ?? 'US') };
      });
  const chartDays = Array.from({ length: CHART_DAYS }, (_, i) => dayKey(new Date(chartStart.getTime() + i * DAY_MS)));
  return {
    sales: { today: total(today), week: total(week), month: total(month) },
    chart: [...net.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, days]) => ({ currency, days: chartDays.map((date) => ({ date, minor: days.get(date) ?? 0 })) })),
    waiting: {
      count: waitingCount?.n ?? 0,
      oldest: oldest.map((o) => ({
        order_number: o.orderNumber,
        paid_at: (o.paidAt ?? o.createdAt).toISOString(),
        total: formatMoney(o.totalMinor, o.country),
      })),
    },
  };
}
