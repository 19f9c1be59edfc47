import { and, asc, eq } from 'drizzle-orm';
import { parseShippingCountry, SELECTABLE_COUNTRIES, SHIPPING_COUNTRIES, type ShippingCountry } from '../../domain/country';
import {
  TAX_MESSAGES,
  percentToBp,
  type CountryTaxInput,
  type NexusInput,
  type NexusView,
  type StateTaxInput,
  type TaxRuleView,
  type TaxSettings,
} from '../../domain/tax/requests';
import { NO_SALES_TAX, US_STATES } from '../../domain/tax/us-states';
import { toMinor } from '../../domain/money';
import type { Actor, AuditRecorder } from '../audit-port';
import type { Db, Tx } from '../db/client';
import { invalid, notFound } from '../domain-error';
import { nexusThresholds, taxRates } from './schema';

type TaxRateRow = typeof taxRates.$inferSelect;

const view = (row: TaxRateRow): TaxRuleView => ({
  country: row.country,
  region: row.region,
  name: row.name,
  rate_bp: row.rateBp,
  included: row.included,
  registration: row.registration,
  updated_at: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a rule: what it charges, not when it was saved. */
const audited = (row: TaxRateRow | undefined) =>
  row ? { name: row.name, rate_bp: row.rateBp, included: row.included, registration: row.registration } : null;

const SHIPS_TO = SELECTABLE_COUNTRIES.filter((c) => (SHIPPING_COUNTRIES as readonly string[]).includes(c.code)).map(({ code, name }) => ({
  code,
  name,
}));

/** A country of the path, as the shop ships to it; the US's tax is set per state. */
function countryOf(text: string): ShippingCountry {
  const country = parseShippingCountry(text);
  if (!country) throw notFound(TAX_MESSAGES.unknownCountry);
  if (country === 'US') throw invalid(TAX_MESSAGES.usPerState);
  return country;
}

function stateOf(text: string): string {
  const state = text.trim().toUpperCase();
  if (!Object.hasOwn(US_STATES, state)) throw notFound(TAX_MESSAGES.unknownState);
  return state;
}

const placeIs = (country: string, region: string) => and(eq(taxRates.country, country), eq(taxRates.region, region));

interface TaxSettingsDeps {
  db: Db;
  recordAudit: AuditRecorder;
  /** Called after a rule changed: cached pages say "incl. VAT" by the rules as they stood. */
  rulesChanged: () => Promise<void>;
}

/**
 * The owner's tax settings: a rule per country the shop ships to, per US state where it is
 * registered, and the US nexus thresholds. Each change writes its audit entry in its transaction;
 * checkout reads the rules as they stand when an order is placed (`rules.ts`).
 */
export function createTaxSettings({ db, recordAudit, rulesChanged }: TaxSettingsDeps) {
  async function get(): Promise<TaxSettings> {
    const rows = await db.select().from(taxRates).orderBy(asc(taxRates.country), asc(taxRates.region));
    return {
      countries: rows.filter((r) => r.region === '').map(view),
      us_states: rows.filter((r) => r.country === 'US' && r.region !== '').map(view),
      ships_to: SHIPS_TO,
    };
  }

  /** Creates or replaces the rule of one place, with its audit entry, in one transaction. */
  async function put(actor: Actor, country: string, region: string, rule: Omit<TaxRuleView, 'country' | 'region' | 'updated_at'>) {
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(taxRates).where(placeIs(country, region)).for('update');
      const values = {
        name: rule.name,
        rateBp: rule.rate_bp,
        included: rule.included,
        registration: rule.registration,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(taxRates)
        .values({ country, region, ...values })
        .onConflictDoUpdate({ target: [taxRates.country, taxRates.region], set: values })
        .returning();
      await audit(tx, actor, 'tax.set', { country, region }, before, row);
      return view(row!);
    });
    await rulesChanged();
    return saved;
  }

  async function audit(
    tx: Tx,
    actor: Actor,
    action: string,
    place: { country: string; region: string },
    before?: TaxRateRow,
    after?: TaxRateRow,
  ) {
    const { country, region } = place;
    await recordAudit(tx, {
      ...actor,
      action,
      targetType: 'tax_rate',
      targetId: region ? `${country}-${region}` : country,
      before: audited(before),
      after: audited(after),
    });
  }

  async function remove(actor: Actor, country: string, region: string, missing: string) {
    await db.transaction(async (tx) => {
      const [before] = await tx.delete(taxRates).where(placeIs(country, region)).returning();
      if (!before) throw notFound(missing);
      await audit(tx, actor, 'tax.remove', { country, region }, before);
    });
    await rulesChanged();
  }

  const bp = (rate: number) => percentToBp(rate)!;

  return {
    get,
    setCountry: (actor: Actor, country: string, input: CountryTaxInput) =>
      put(actor, countryOf(country), '', {
        name: input.name,
        rate_bp: bp(input.rate),
        included: input.included,
        registration: input.registration,
      }),
    removeCountry: (actor: Actor, country: string) => remove(actor, countryOf(country), '', TAX_MESSAGES.noRule),
    /** US sales tax is added at checkout, at the state's combined rate. */
    setState: (actor: Actor, state: string, input: StateTaxInput) =>
      put(actor, 'US', stateOf(state), { name: 'Sales tax', rate_bp: bp(input.rate), included: false, registration: input.registration }),
    removeState: (actor: Actor, state: string) => remove(actor, 'US', stateOf(state), TAX_MESSAGES.notRegistered),

    async nexus(): Promise<NexusView[]> {
      const rows = await db.select().from(nexusThresholds).orderBy(asc(nexusThresholds.state));
      return rows.map((r) => ({ state: r.state, name: US_STATES[r.state] ?? r.state, sales_minor: r.salesMinor, orders: r.orders }));
    },

    async setNexus(actor: Actor, stateText: string, input: NexusInput): Promise<NexusView> {
      const state = stateOf(stateText);
      if ((NO_SALES_TAX as readonly string[]).includes(state)) throw invalid(TAX_MESSAGES.noStateTax);
      const values = { salesMinor: toMinor(input.sales), orders: input.orders };
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(nexusThresholds).where(eq(nexusThresholds.state, state)).for('update');
        const [row] = await tx
          .insert(nexusThresholds)
          .values({ state, ...values })
          .onConflictDoUpdate({ target: nexusThresholds.state, set: values })
          .returning();
        await recordAudit(tx, {
          ...actor,
          action: 'nexus.set',
          targetType: 'nexus_threshold',
          targetId: state,
          before: before ? { sales_minor: before.salesMinor, orders: before.orders } : null,
          after: { sales_minor: row!.salesMinor, orders: row!.orders },
        });
        return { state, name: US_STATES[state]!, sales_minor: row!.salesMinor, orders: row!.orders };
      });
    },
  };
}

export type TaxSettingsService = ReturnType<typeof createTaxSettings>;
