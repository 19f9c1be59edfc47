import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../checkout/schema';
import type { CreditLine } from '../../domain/tax/credit';
import type { RateTotal } from '../../domain/tax/tax';

export type { CreditLine };

/**
 * The shop's tax rule per country, and per US state where it is registered (`region` the state's
 * code; empty for a whole country). A country with no row charges no tax.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    /** `VAT`, `Sales tax`: as receipts name it. */
    name: text('name').notNull(),
    /** Basis points: 2000 = 20 %. */
    rateBp: integer('rate_bp').notNull(),
    /** Prices shown include it (VAT) or it is added at checkout (US sales tax). */
    included: boolean('included').notNull(),
    /** The shop's registration for this tax (VAT number, state permit). */
    registration: text('registration').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tax_rates_place_key').on(t.country, t.region), check('tax_rates_rate_range', sql`${t.rateBp} between 0 and 10000`)],
);

/** A US state's economic-nexus threshold: sales (cents) or orders in a calendar year, whichever comes first. */
export const nexusThresholds = pgTable(
  'nexus_thresholds',
  {
    state: text('state').primaryKey(),
    salesMinor: integer('sales_minor').notNull(),
    /** Null where the state counts sales only. */
    orders: integer('orders'),
  },
  (t) => [check('nexus_thresholds_positive', sql`${t.salesMinor} > 0 and (${t.orders} is null or ${t.orders} > 0)`)],
);

/**
 * Gap-free numbering: the last number given in each series and year. Taken with
 * `insert … on conflict do update … returning` in the transaction of the document it numbers, so
 * the row stays locked until that transaction ends and a rollback gives the number back.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** One invoice per paid order, numbered `INV-2026-000001` in the transaction that marks it paid. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_number_key').on(t.number), uniqueIndex('invoices_order_key').on(t.orderId)],
);

/**
 * One credit note per refund (cancellation, staff refund, return), numbered `CN-2026-000001` in the
 * transaction that records the refund, with exactly what was refunded.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** What it credits, unique: `refund:<order_refunds.id>`, `return:<return_requests.id>`. */
    source: text('source').notNull(),
    lines: jsonb('lines').$type<CreditLine[]>().notNull(),
    byRate: jsonb('by_rate').$type<RateTotal[]>().notNull(),
    /** The whole amount refunded, tax included. */
    totalMinor: integer('total_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_source_key').on(t.source),
    check('credit_notes_total_positive', sql`${t.totalMinor} > 0`),
  ],
);
