import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { TaxRule } from '../../domain/tax/tax';
import { usStateCode } from '../../domain/tax/us-states';
import { taxRates } from './schema';

/**
 * The tax rule for a delivery: the country's own row, or in the US the row of the delivery
 * address's state (none until the owner registers that state). Null where the shop charges no tax.
 */
export async function taxRuleFor(db: Db | Tx, country: string, state?: string | null): Promise<TaxRule | null> {
  const region = country === 'US' ? usStateCode(state ?? '') : '';
  if (region === null) return null;
  const [row] = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.country, country), eq(taxRates.region, region)))
    .limit(1);
  return row ? { name: row.name, rateBp: row.rateBp, included: row.included, registration: row.registration } : null;
}

/** The countries whose prices include a tax, with its name (`{ GB: 'VAT', NG: 'VAT' }`): what a price says beside it. */
export async function includedTaxNames(db: Db): Promise<Record<string, string>> {
  const rows = await db
    .select({ country: taxRates.country, name: taxRates.name })
    .from(taxRates)
    .where(and(eq(taxRates.region, ''), eq(taxRates.included, true), gt(taxRates.rateBp, 0)));
  return Object.fromEntries(rows.map((r) => [r.country, r.name]));
}
