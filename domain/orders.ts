import { z } from 'zod';

/**
 * Order statuses. `pending` is a checkout attempt waiting for its payment; it becomes an order the
 * shopper sees in My Orders only once paid (`processing`, then `completed`, or later `refunded`).
 * `abandoned` is an attempt that ended unpaid (replaced by a newer one, declined, expired);
 * `cancelled` is an unpaid order a member of staff stopped; `review` waits for a person (issue 11).
 */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled', 'review', 'abandoned', 'refunded'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Who moved an order from one status to the next. */
export const ACTOR_KINDS = ['customer', 'system', 'staff'] as const;
export const actorKindSchema = z.enum(ACTOR_KINDS);
export type ActorKind = z.infer<typeof actorKindSchema>;
