import { and, eq, ne, sql } from 'drizzle-orm';
import { nexusFlag, NEXUS_FLAGS, type NexusFlag, type NexusReport, type NexusState } from '../../domain/tax/reports';
import { US_STATES, usStateCode } from '../../domain/tax/us-states';
import type { Db } from '../db/client';
import type { Rows } from './reports';
import { nexusThresholds, taxRates } from './schema';

export const UNKNOWN_STATE = 'Unknown';

interface StateYearRow {
  state: string | null;
  year: number;
  orders: number;
  sales: string;
}

const worse = (a: NexusFlag | null, b: NexusFlag | null) =>
  a === null ? b : b === null ? a : NEXUS_FLAGS.indexOf(a) >= NEXUS_FLAGS.indexOf(b) ? a : b;

/**
 * The US nexus tracker: per state, sales into it in the current and the previous calendar year
 * (UTC, by the ledger payment's `at`) against its threshold. Sales are gross: what the orders paid
 * for goods and delivery, without the sales tax added on top and before any refund, as most states
 * count them. Addresses hold the state as free text: the database groups by that text, and each
 * group is then named by `usStateCode` (those naming no state are `Unknown`, with no threshold).
 */
export async function nexusReport(db: Db, now = new Date()): Promise<NexusReport> {
  const current = now.getUTCFullYear();
  const previous = current - 1;
  const [moved, thresholds, registered] = await Promise.all([
    db.execute(sql`
      select o.address->>'state' as state, extract(year from l.at at time zone 'UTC')::int as year, count(*)::int as orders,
        sum(o.total_minor - case when o.tax_included then 0 else o.tax_minor end)::bigint as sales
      from payment_ledger l join orders o on o.id = l.order_id
      where l.kind = 'payment' and o.country = 'US' and o.currency = 'USD'
        and l.at >= ${`${previous}-01-01T00:00:00Z`}::timestamptz and l.at < ${`${current + 1}-01-01T00:00:00Z`}::timestamptz
      group by 1, 2`) as unknown as Promise<Rows<StateYearRow>>,
    db.select().from(nexusThresholds),
    db
      .select({ region: taxRates.region })
      .from(taxRates)
      .where(and(eq(taxRates.country, 'US'), ne(taxRates.region, ''))),
  ]);

  const states = new Map<string, NexusState>();
  const stateOf = (code: string): NexusState => {
    let s = states.get(code);
    if (!s) {
      const t = thresholds.find((r) => r.state === code);
      const year = (y: number) => ({ year: y, sales_minor: 0, orders: 0, flag: null });
      s = {
        state: code,
        name: US_STATES[code] ?? UNKNOWN_STATE,
        threshold: t ? { sales_minor: t.salesMinor, orders: t.orders } : null,
        current: year(current),
        previous: year(previous),
        flag: null,
        registered: registered.some((r) => r.region === code),
      };
      states.set(code, s);
    }
    return s;
  };
  for (const row of moved.rows) {
    const state = stateOf(usStateCode(row.state ?? '') ?? UNKNOWN_STATE);
    const year = row.year === current ? state.current : state.previous;
    year.orders += row.orders;
    year.sales_minor += Number(row.sales);
  }
  for (const r of registered) if (US_STATES[r.region]) stateOf(r.region);
  for (const s of states.values()) {
    if (!s.threshold) continue;
    s.current.flag = nexusFlag(s.current, s.threshold);
    s.previous.flag = nexusFlag(s.previous, s.threshold);
    s.flag = worse(s.current.flag, s.previous.flag);
  }
  const rank = (s: NexusState) => (s.flag === null ? -1 : NEXUS_FLAGS.indexOf(s.flag));
  return {
    current_year: current,
    previous_year: previous,
    states: [...states.values()].sort(
      (a, b) =>
        Number(a.state === UNKNOWN_STATE) - Number(b.state === UNKNOWN_STATE) ||
        rank(b) - rank(a) ||
        b.current.sales_minor - a.current.sales_minor ||
        a.state.localeCompare(b.state),
    ),
  };
}
