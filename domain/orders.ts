import { orderTaxSchema } from './tax/answers';
import { z } from 'zod';
import { SHIPPING_COUNTRIES } from './country';
import { orderDocumentsSchema } from './tax/documents';
import { RETURN_STEPS, returnStepTitle } from './returns/returns';

/**
 * Order statuses. `pending` is a checkout attempt waiting for its payment; it becomes an order the
 * shopper sees in My Orders only once paid (`processing`, then `shipped` or, for a Lagos pickup,
 * `ready_for_pickup`, then `completed` = delivered or collected, or later `refunded`).
 * `abandoned` is an attempt that ended unpaid (replaced by a newer one, declined, expired);
 * `cancelled` is an unpaid order a member of staff stopped; `review` waits for a person.
 */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'ready_for_pickup',
  'completed',
  'cancelled',
  'review',
  'abandoned',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** A paid order on its way to the shopper or with her: a sale (commission, stock held, refundable). */
export const PAID_STATUSES = ['processing', 'shipped', 'ready_for_pickup', 'completed'] as const satisfies readonly OrderStatus[];
export const isPaidStatus = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/**
 * An order's public number: `ZR-` and seven upper-case letters or digits (the order is numbered
 * with five random bytes in base64url, upper-cased, `-` and `_` written as X).
 */
export const ORDER_NUMBER_PATTERN = /^ZR-[A-Z0-9]{7}$/;
export const orderNumberParams = z.object({ orderNumber: z.string().regex(ORDER_NUMBER_PATTERN, 'Invalid order number') });

/** Who moved an order from one status to the next. */
const ACTOR_KINDS = ['customer', 'system', 'staff'] as const;
export const actorKindSchema = z.enum(ACTOR_KINDS);
export type ActorKind = z.infer<typeof actorKindSchema>;

/** How each status reads to the shopper in an order's history. */
export const STATUS_HISTORY_LABELS: Record<OrderStatus, string> = {
  pending: 'Checkout started',
  processing: 'Payment confirmed: being prepared',
  shipped: 'Shipped: on its way to you',
  ready_for_pickup: 'Ready to collect at the pickup station',
  completed: 'Delivered',
  cancelled: 'Cancelled',
  review: 'Payment being checked by our team',
  abandoned: 'Checkout ended',
  refunded: 'Refunded',
};

/** What a badge shows: a status, or a delivered order of which some lines were refunded. */
export type BadgeStatus = OrderStatus | 'partly_refunded';

/** The badge of an order: a delivered one of which some money went back is "Partly refunded". */
export const badgeStatus = (status: OrderStatus, refunded: number): BadgeStatus =>
  status === 'completed' && refunded > 0 ? 'partly_refunded' : status;

/** How each status reads on the shopper's badge in My Orders (each has its own look too). */
export const STATUS_BADGE_LABELS: Record<BadgeStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  completed: 'Delivered',
  cancelled: 'Cancelled',
  review: 'In review',
  abandoned: 'Checkout ended',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
};

/** GET /api/order/my-orders/{order_number}: one paid order in full. Amounts in minor units. */
export const orderDetailSchema = z.object({
  order_number: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  country: z.enum(SHIPPING_COUNTRIES),
  currency: z.string(),
  subtotal_minor: z.number().int(),
  delivery_fee_minor: z.number().int(),
  discount_minor: z.number().int(),
  total_minor: z.number().int(),
  /** Refunded so far (minor units). */
  refunded_minor: z.number().int(),
  tax: orderTaxSchema,
  is_pickup: z.boolean(),
  delivery_method: z.string(),
  address: z.object({
    name: z.string().optional(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zip_code: z.string().optional(),
    landmark: z.string().optional(),
    phone: z.string().optional(),
  }),
  products: z.array(
    z.object({
      name: z.string(),
      image: z.string(),
      unit_minor: z.number().int(),
      quantity: z.number().int(),
      line_total_minor: z.number().int(),
    }),
  ),
  /** Its status moves and its returns' steps, oldest first: `status` for a move, `return` for a step. */
  history: z.array(
    z.object({
      at: z.string(),
      status: orderStatusSchema.nullable(),
      return: z.object({ id: z.number().int(), step: z.enum(RETURN_STEPS) }).nullable(),
    }),
  ),
  /** How the parcel travels, once shipped: the carrier's name, the number and its tracking page (null when the carrier has none). */
  tracking: z.object({ carrier: z.string(), number: z.string(), url: z.string().nullable() }).nullable(),
  /** Where and when a pickup order can be collected, once it is ready. */
  pickup: z.object({ address: z.string(), hours: z.string() }).nullable(),
  /** The order's invoice (once paid) and credit notes (one per refund), with their PDFs' addresses. */
  documents: orderDocumentsSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** How an entry of an order's history reads to the shopper. */
export const historyLabel = (entry: OrderDetail['history'][number]) =>
  entry.return ? returnStepTitle(entry.return.id, entry.return.step) : STATUS_HISTORY_LABELS[entry.status!];
