import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, orders } from '../checkout/schema';
import { RETURN_REASONS, RETURN_STATUSES, type ReturnReason, type ReturnStatus } from '../../domain/returns/returns';

const known = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A shopper's request to send back some units of a delivered order. Its status moves only by
 * conditional updates (`where status = …`), so of simultaneous staff clicks one wins. The refund is
 * asked of the order's provider once the parcel is `received`, with `idempotency key
 * return-<id>-<refund_attempt>`; the attempt grows only after a provider refused.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note'),
    /** The shopper's photo in private uploads (`returns/<name>`), if any. */
    photo: text('photo'),
    rejectionReason: text('rejection_reason'),
    /** Computed when the parcel is received: the lines' share of what was paid, plus delivery when due. */
    refundMinor: integer('refund_minor'),
    /** Whether the delivery fee is part of `refund_minor`. */
    refundsDelivery: boolean('refunds_delivery').notNull().default(false),
    providerRefundId: text('provider_refund_id'),
    refundAttempt: integer('refund_attempt').notNull().default(1),
    /**
     * When the current attempt's refund was asked for while its answer is not known (no answer
     * came: a timeout, a 5xx); the reconciliation then looks for it by its key. Cleared when the
     * provider answers; moot once the refund's id is known.
     */
    refundAskedAt: timestamp('refund_asked_at', { withTimezone: true }),
    /** The provider's words when it refused (status `refund_failed`). */
    refundError: text('refund_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    index('return_requests_provider_refund_idx').on(t.providerRefundId),
    check('return_requests_status_known', known('status', RETURN_STATUSES)),
    check('return_requests_reason_known', known('reason', RETURN_REASONS)),
    check('return_requests_refund_positive', sql`${t.refundMinor} is null or ${t.refundMinor} >= 0`),
  ],
);

/** The units of one order line a return sends back, and whether staff put them back in stock. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    /** Set when received: true when the units went back to stock. */
    restocked: boolean('restocked'),
  },
  (t) => [
    uniqueIndex('return_lines_return_item_key').on(t.returnId, t.orderItemId),
    index('return_lines_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} between 1 and 99`),
  ],
);

export type ReturnRow = typeof returnRequests.$inferSelect;
