import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PayoutRail, PayoutState } from '../../domain/influencers/payouts';
import { users } from '../accounts/schema';

/** An influencer's discount code and its split (the two shares add up to 15%). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper-case code customers type at checkout, e.g. AMAKA. */
    code: text('code').notNull(),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Customer's share in basis points (1000 = 10%). */
    customerBp: integer('customer_bp').notNull(),
    /** Influencer's commission in basis points; customerBp + selfBp = 1500. */
    selfBp: integer('self_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.code),
    uniqueIndex('discount_codes_influencer_key').on(t.influencerId),
    check('discount_codes_split_total', sql`${t.customerBp} + ${t.selfBp} = 1500`),
    check('discount_codes_split_range', sql`${t.customerBp} between 0 and 1500 and ${t.selfBp} between 0 and 1500`),
  ],
);

/**
 * The influencer ledger: a commission credited for a paid order, and its reversal (a negative
 * entry) if the order is refunded. Entries are never updated in place.
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    id: serial('id').primaryKey(),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The paid order; unique per kind, so a duplicate confirmation cannot credit (or reverse) twice. */
    orderId: integer('order_id').notNull(),
    /** `return`: the commission on returned lines taken back, one entry per return request. */
    kind: text('kind').$type<'credit' | 'reversal' | 'return'>().notNull().default('credit'),
    /** The return request a `return` entry belongs to. */
    returnId: integer('return_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commission_entries_order_kind_key')
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} in ('credit', 'reversal')`),
    uniqueIndex('commission_entries_return_key').on(t.returnId),
    index('commission_entries_influencer_idx').on(t.influencerId),
    check('commission_entries_kind_known', sql`${t.kind} in ('credit', 'reversal', 'return')`),
    check('commission_entries_return_has_id', sql`(${t.kind} = 'return') = (${t.returnId} is not null)`),
  ],
);

/**
 * Money paid out to an influencer: a negative ledger entry in one currency. The available
 * balance of a currency is its commission entries plus these; all-time earnings ignore them.
 */
export const influencerPayouts = pgTable(
  'influencer_payouts',
  {
    id: serial('id').primaryKey(),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Negative: what left the balance. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The bank transfer's (or other payment's) reference. */
    reference: text('reference').notNull(),
    staffId: integer('staff_id'),
    /** `manual`: recorded after paying outside the shop; otherwise the provider that moves the money. */
    method: text('method').$type<'manual' | 'paystack' | 'stripe' | 'test'>().notNull().default('manual'),
    /**
     * `pending` / `otp` hold the amount while the provider works; `paid` keeps it out;
     * `partly_reversed` keeps out what was not reversed; `failed` and `reversed` give it all back to
     * the balance (the amount itself is never edited).
     */
    state: text('state').$type<PayoutState>().notNull().default('paid'),
    /**
     * What the provider sent back of it, in minor units (positive): Stripe's reversals so far, all of
     * it once reversed. Counted back into the balance while the payout holds the rest.
     */
    reversedMinor: integer('reversed_minor').notNull().default(0),
    /** The provider's id for the transfer (Paystack's transfer code, Stripe's tr_…). */
    providerTransferId: text('provider_transfer_id'),
    /** Where it went, masked: "Guaranty Trust Bank •••• 1234". */
    destination: text('destination'),
    /** The provider's last refusal while sending, shown to staff until it is sent. */
    lastError: text('last_error'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('influencer_payouts_influencer_idx').on(t.influencerId, t.currency),
    /** The shop's own reference of a provider payout: one transfer per reference, whoever approves. */
    uniqueIndex('influencer_payouts_reference_key')
      .on(t.reference)
      .where(sql`${t.method} <> 'manual'`),
    index('influencer_payouts_open_idx')
      .on(t.state)
      .where(sql`${t.state} in ('pending', 'otp')`),
    check('influencer_payouts_negative', sql`${t.amountMinor} < 0`),
    check('influencer_payouts_currency_known', sql`${t.currency} in ('NGN', 'GBP', 'USD')`),
    check('influencer_payouts_state_known', sql`${t.state} in ('pending', 'otp', 'paid', 'partly_reversed', 'failed', 'reversed')`),
    check('influencer_payouts_reversed_range', sql`${t.reversedMinor} >= 0 and ${t.reversedMinor} <= -${t.amountMinor}`),
    check('influencer_payouts_method_known', sql`${t.method} in ('manual', 'paystack', 'stripe', 'test')`),
  ],
);

/**
 * Where an influencer is paid: `bank` (naira, a Nigerian account paid by Paystack) and `stripe`
 * (pounds and dollars, her Stripe connected account). The account number is sealed at rest
 * (security/sealed.ts); only its last four digits are kept in the clear, to show it masked.
 */
export const influencerPayoutAccounts = pgTable(
  'influencer_payout_accounts',
  {
    id: serial('id').primaryKey(),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rail: text('rail').$type<PayoutRail>().notNull(),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountNumberSealed: text('account_number_sealed'),
    accountLast4: text('account_last4'),
    accountName: text('account_name'),
    /** Paystack's transfer recipient for these details, created at the first payout. */
    recipientCode: text('recipient_code'),
    stripeAccountId: text('stripe_account_id'),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('influencer_payout_accounts_rail_key').on(t.influencerId, t.rail),
    check('influencer_payout_accounts_rail_known', sql`${t.rail} in ('bank', 'stripe')`),
  ],
);
