import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../checkout/schema';

/**
 * Money that moved through a payment provider, one row per movement, never edited: a payment in
 * (positive), each refund out (negative) and, when a provider later reports a refund as failed, its
 * reversal (positive: the money stayed), written in the same transaction as the status change it
 * causes. An order's net is the sum of its rows.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<'payment' | 'refund' | 'reversal'>().notNull(),
    /** Minor units: positive for a payment or a reversal, negative for a refund. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id for this movement (transaction, refund); unique per provider. */
    providerRef: text('provider_ref').notNull(),
    /** Why the money moved, for people reading the ledger. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_ledger_provider_ref_key').on(t.provider, t.kind, t.providerRef),
    // An order is paid once: a second confirmation of the same payment finds this row.
    uniqueIndex('payment_ledger_one_payment_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'payment'`),
    index('payment_ledger_order_idx').on(t.orderId),
    /**
     * The dashboard's sales by day read the last weeks only, and only these columns: the sums come
     * from the index alone (an index-only scan), without visiting the ledger's rows.
     */
    index('payment_ledger_at_idx').on(t.at, t.currency, t.amountMinor),
    check(
      'payment_ledger_sign',
      sql`(${t.kind} in ('payment', 'reversal') and ${t.amountMinor} > 0) or (${t.kind} = 'refund' and ${t.amountMinor} < 0)`,
    ),
  ],
);

/** Provider events already handled: a redelivered webhook hits the unique key and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

/** The built-in test-mode provider's own record of a payment (stands in for the provider's side). */
export const testPayments = pgTable('test_payments', {
  reference: text('reference').primaryKey(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refunded'>().notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
