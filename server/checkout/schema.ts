import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';

import type { ShippingCountry } from '../../domain/country';
import type { OrderTax, TaxClass } from '../../domain/tax/tax';
import { ORDER_STATUSES, type ActorKind, type OrderStatus } from '../../domain/orders';

export type { OrderStatus };

/** Delivery fees within Nigeria by state, or by Lagos area when `area` is set. */
export const ngDeliveryFees = pgTable(
  'ng_delivery_fees',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    /** Lagos area name; empty for the state-wide fee. */
    area: text('area').notNull().default(''),
    feeMinor: integer('fee_minor').notNull(),
    duration: text('duration').notNull(),
  },
  (t) => [uniqueIndex('ng_delivery_fees_place_key').on(t.state, t.area)],
);

/** Delivery methods outside Nigeria; `country` is an ISO-2 code or EU for the rest of Europe. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    /** In the country's currency (GBP for GB, USD elsewhere). */
    priceMinor: integer('price_minor').notNull(),
    duration: text('duration').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('delivery_methods_country_name_key').on(t.country, t.name)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Public order number shown to customers and influencers, e.g. ZR-7K2F9Q. */
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** One checkout attempt = one order: the client's key for this attempt. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The order's country, parsed once at pricing (decision 0021). */
    country: text('country').$type<ShippingCountry>().notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    deliveryMinor: integer('delivery_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /**
     * The tax charged, fixed when the order is placed from the rule then in force and never
     * recomputed: its name and the shop's registration, whether prices included it, the total (inside
     * `total_minor` when included, part of it on top when added) and the delivery's parts per rate.
     */
    taxName: text('tax_name').notNull().default('VAT'),
    taxIncluded: boolean('tax_included').notNull().default(true),
    taxRegistration: text('tax_registration').notNull().default(''),
    taxMinor: integer('tax_minor').notNull().default(0),
    taxByRate: jsonb('tax_by_rate').$type<OrderTax['byRate']>().notNull().default([]),
    deliveryTax: jsonb('delivery_tax').$type<OrderTax['delivery']>().notNull().default([]),
    /** Discount code used, with the split in force when the order was placed. */
    discountCodeId: integer('discount_code_id'),
    influencerId: integer('influencer_id'),
    customerBp: integer('customer_bp').notNull().default(0),
    selfBp: integer('self_bp').notNull().default(0),
    isPickup: boolean('is_pickup').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    /** Copy of the delivery address (or pickup station) at the time of the order. */
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    paymentProvider: text('payment_provider').notNull(),
    /** Our reference sent to the payment provider; unique. */
    paymentReference: text('payment_reference').notNull(),
    /** The provider's id for the payment (e.g. a PaymentIntent id), when it has its own. */
    providerPaymentId: text('provider_payment_id'),
    /** Where the shopper pays (redirect flow) or the card client secret, kept for retries. */
    paymentUrl: text('payment_url'),
    clientSecret: text('client_secret'),
    /** The newer checkout attempt that replaced this one (status `abandoned`), if any. */
    replacedById: integer('replaced_by_id'),
    /** Why an order waits for review (e.g. amount mismatch). */
    reviewReason: text('review_reason'),
    /** When the provider confirmed money arrived: from then on it is an order in My Orders. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** The carrier (a domain carrier id) and tracking number of a shipped order; `carrier_name` names an `other` one. */
    carrier: text('carrier'),
    carrierName: text('carrier_name'),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_payment_reference_key').on(t.paymentReference),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId),
    // One open checkout per shopper, across devices: a new attempt replaces the old one.
    uniqueIndex('orders_one_open_attempt_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('orders_influencer_idx').on(t.influencerId),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    /** The dashboard's orders waiting longest since paid; counting orders of one status. */
    index('orders_status_paid_idx').on(t.status, t.paidAt),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalMinor} >= 0 and ${t.deliveryMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.totalMinor} >= 0`,
    ),
    check('orders_tracking_whole', sql`(${t.carrier} is null) = (${t.trackingNumber} is null)`),
    check('orders_status_known', sql.raw(`status in (${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    unitMinor: integer('unit_minor').notNull(),
    originalMinor: integer('original_minor').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's tax as charged: its class then, its rate, its total less its discount share, its tax. */
    taxClass: text('tax_class').$type<TaxClass>().notNull().default('standard'),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    chargedMinor: integer('charged_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} between 1 and 99`)],
);

/**
 * Every change of an order's status, written in the same transaction as the change by
 * `changeOrderStatus` (server/checkout/status.ts): the timeline of My Orders and the back office.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the event that created the order. */
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** customer, system (payment provider, reconciliation job) or staff. */
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    /** The member of staff who made the change, when `actor_kind` is staff. */
    staffUserId: integer('staff_user_id').references(() => users.id),
    /** Why, in words a person can read (e.g. "Replaced by a newer checkout"). */
    note: text('note'),
  },
  (t) => [
    index('order_status_events_order_idx').on(t.orderId, t.at),
    check('order_status_events_actor_known', sql`${t.actorKind} in ('customer', 'system', 'staff')`),
    check('order_status_events_staff_actor', sql`(${t.actorKind} = 'staff') = (${t.staffUserId} is not null)`),
  ],
);

/**
 * A short lease that serialises checkout starts per customer across devices and instances
 * (decision 0011): held while an earlier attempt's payment is cancelled at the provider and the new
 * one is started, without keeping a database transaction open during those calls.
 */
export const checkoutLocks = pgTable('checkout_locks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Random per holder, so only the holder releases it. */
  token: text('token').notNull(),
  /** A holder that died frees the lease at this time. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type RefundStatus = 'requested' | 'pending' | 'succeeded' | 'failed' | 'unanswered';
/** `staff`: staff refunded the order; `late`: a payment that arrived after its checkout ended goes back (decision 0011). */
export type RefundKind = 'staff' | 'late';

/**
 * Money sent back to a customer: one row per refunded order (the unique order id makes a second
 * refund impossible), by staff or, for a payment that arrived after its checkout ended, by the shop
 * itself. `requested` while the provider is asked, `unanswered` when the request got no answer
 * (whether the refund was made is not known until the provider is asked about it), `pending` until
 * it confirms, `succeeded` (for a staff refund, written with the order's move to `refunded`) or
 * `failed` (may be asked again). The provider is asked with the key `order-refund-<id>-<attempt>`;
 * the attempt grows when the provider refused the refund, reported it failed or has no record of
 * it, so the next request is a new refund, not a replay.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Who decided the refund: staff, or the shop for a late payment. */
    kind: text('kind').$type<RefundKind>().notNull().default('staff'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's refund id of the current attempt, once it answered (or its event named it). */
    providerRefundId: text('provider_refund_id'),
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    /** Which attempt at this refund the provider is asked for (part of its idempotency key). */
    attempt: integer('attempt').notNull().default(1),
    /** The member of staff who asked for it (none for a late payment's refund). */
    staffId: integer('staff_id').references(() => users.id),
    /** When the current attempt was asked for. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_order_key').on(t.orderId),
    index('order_refunds_provider_refund_idx').on(t.providerRefundId),
    index('order_refunds_completed_idx').on(t.completedAt),
    check('order_refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check('order_refunds_status_known', sql`${t.status} in ('requested', 'pending', 'succeeded', 'failed', 'unanswered')`),
    check('order_refunds_kind_known', sql`${t.kind} in ('staff', 'late')`),
    check('order_refunds_staff_kind', sql`(${t.kind} = 'staff') = (${t.staffId} is not null)`),
  ],
);
