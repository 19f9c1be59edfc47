import { z } from 'zod';
import { pageNumber } from './params';
import type { ShippingCountry } from '../country';
import { ORDER_STATUSES, STATUS_BADGE_LABELS, type OrderStatus } from '../orders';
import type { OrderDocuments } from '../tax/documents';

export const ADMIN_ORDER_PAGE_SIZE = 25;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Must be a date (YYYY-MM-DD)' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    error: 'Must be a real date',
  });

/** `/api/admin/orders` filters: status, country, date range (UTC days), number or email search. */
export const adminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'Must be a two-letter country code' })
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(254, { error: 'Must be at most 254 characters' }).optional(),
  page: pageNumber,
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

/** A refund is of the whole order; `amount` (major units), when sent, must be what was paid. */
export const cancelOrderBody = z
  .object({
    amount: z
      .number({ error: 'Must be an amount' })
      .positive({ error: 'Must be more than 0' })
      .max(100_000_000, { error: 'Too large' })
      .optional(),
  })
  .strict();

export const completeOrderBody = z.object({}).strict();
export const acceptOrderBody = z.object({}).strict();
export const readyForPickupBody = z.object({}).strict();

/** How each status reads to staff: as on the shopper's badge, with the two a shopper never sees in full words. */
export const STATUS_LABELS: Record<OrderStatus, string> = { ...STATUS_BADGE_LABELS, pending: 'Pending payment', abandoned: 'Abandoned' };

export interface AdminOrderRow {
  order_number: string;
  created_at: string;
  customer: { id: number; name: string; email: string };
  country: ShippingCountry;
  currency: string;
  total_minor: number;
  total: string;
  status: OrderStatus;
}

export interface TimelineEntry {
  at: string;
  /** A status move, a step of one of its returns, or another staff action from the audit log. */
  kind: 'status' | 'return' | 'action';
  from: OrderStatus | null;
  to: OrderStatus | null;
  title: string;
  /** Who: a staff member's name, 'Customer' or 'Zaron (automatic)'. */
  by: string;
  note: string | null;
}

export interface AdminOrder extends AdminOrderRow {
  lines: { name: string; quantity: number; unit: string; total: string }[];
  subtotal: string;
  delivery: string;
  discount: string;
  discount_code: string | null;
  influencer: string | null;
  /** The tax per rate as charged: `added` rows come before the total (US sales tax), the others are inside it (VAT). */
  tax: { label: string; amount: string; added: boolean }[];
  is_pickup: boolean;
  delivery_method: string;
  address: Record<string, string>;
  /** `held`: what the shop holds of the order's money now (what a refund gives back); `refunded_minor`: what went back of it. */
  payment: {
    provider: string;
    reference: string;
    provider_id: string | null;
    paid_at: string | null;
    held: string;
    refunded_minor: number;
  };
  refund: { status: string; amount: string; requested_at: string; completed_at: string | null } | null;
  review_reason: string | null;
  /** The parcel's carrier and tracking number, once shipped (`url`: the carrier's tracking page, when it has one). */
  tracking: { carrier: string; carrier_id: string; number: string; url: string | null } | null;
  /** The carriers offered for the order's country (id and name), for the ship form. */
  carriers: { id: string; name: string }[];
  /** The moves staff may make now (`complete`: mark delivered or collected). */
  actions: {
    complete: boolean;
    cancel: boolean;
    refund: boolean;
    accept: boolean;
    ship: boolean;
    ready_for_pickup: boolean;
    correct_tracking: boolean;
  };
  timeline: TimelineEntry[];
  /** The invoice and credit notes, with the back office's addresses of their PDFs. */
  documents: OrderDocuments;
}

/** Refusals, worded for staff. */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  completeOnlyProcessing: (status: string) =>
    `Only a paid order that is processing, shipped or ready for pickup can be marked delivered; this order is ${status}.`,
  shipOnlyProcessing: (status: string) => `Only a paid order being prepared (Processing) can be marked shipped; this order is ${status}.`,
  shipPickupOrder: 'This order is collected at the pickup station: mark it ready for pickup instead.',
  readyOnlyProcessing: (status: string) =>
    `Only a paid order being prepared (Processing) can be marked ready for pickup; this order is ${status}.`,
  readyOnlyPickup: 'This order is delivered to an address, not collected: mark it shipped instead.',
  correctOnlyShipped: (status: string) => `Only a shipped order's tracking number can be corrected; this order is ${status}.`,
  sameTracking: 'This is already the tracking number of the order.',
  cannotCancel: (status: string) => `This order cannot be cancelled: it is ${status}.`,
  alreadyRefunded: 'This order has already been refunded.',
  hasReturns: 'Part of this order was returned: refund the rest through a return of its items, so nothing is refunded or restocked twice.',
  refundUnderWay: 'A refund for this order is already under way.',
  moreThanPaid: (paid: string) => `A refund cannot be more than the ${paid} paid.`,
  wholeOrderOnly: (paid: string) => `Orders are refunded in full: the refund must be ${paid}.`,
  providerFailed: 'The payment provider could not make the refund just now. Nothing was refunded; please try again in a moment.',
  providerRefused: 'The payment provider refused the refund. Nothing was refunded; check the payment in the provider dashboard.',
  paidMeanwhile: (status: string) => `The customer paid for this order a moment ago, so it was not cancelled: it is now ${status}.`,
  acceptOnlyReview: (status: string) => `Only an order held for review can have its payment accepted; this order is ${status}.`,
  acceptStockGone:
    'This order gave its stock back when it was cancelled or replaced, so it cannot go ahead: refund it, and the customer can order again.',
  stillChanging: 'Someone else changed this order a moment ago. Reload it and try again.',
} as const;
