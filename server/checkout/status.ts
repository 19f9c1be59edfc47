import { and, eq, inArray } from 'drizzle-orm';
import { isPaidStatus, type ActorKind, type OrderStatus } from '../../domain/orders';
import { users } from '../accounts/schema';
import type { Db, Tx } from '../db/client';
import { atTransactionEnd } from '../db/end-steps';
import { issueInvoice } from '../tax/invoices';
import { orderStatusEvents, orders } from './schema';

type OrderRow = typeof orders.$inferSelect;

/** Who makes a change: the shopper, the shop itself (provider, jobs) or a member of staff. */
export type Actor = { kind: Exclude<ActorKind, 'staff'> } | { kind: 'staff'; staffUserId: number };

export const SYSTEM: Actor = { kind: 'system' };
export const CUSTOMER: Actor = { kind: 'customer' };

interface StatusChange {
  orderId: number;
  /** The status the caller expects the order to have now (or any of several). */
  from: OrderStatus | readonly OrderStatus[];
  to: OrderStatus;
  actor: Actor;
  note?: string | null;
  /** Other columns that change with the status (e.g. `paidAt`, `reviewReason`). */
  set?: Partial<
    Pick<OrderRow, 'paidAt' | 'reviewReason' | 'confirmationSentAt' | 'replacedById' | 'carrier' | 'carrierName' | 'trackingNumber'>
  >;
}

/**
 * The one way an order changes status: a conditional update (`where status = from`) and its
 * timeline event, in the caller's transaction. Of any number of simultaneous callers exactly one
 * moves the order; the others get null and change nothing. An order entering a paid status gets its
 * invoice in the same transaction, numbered as its last step (gap-free: a rollback gives the number
 * back; taken last, the series is locked for the commit only, so payments do not queue behind it).
 * Returns the moved order, or null.
 */
export async function changeOrderStatus(tx: Tx, change: StatusChange): Promise<OrderRow | null> {
  const from = typeof change.from === 'string' ? [change.from] : [...change.from];
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, change.orderId), inArray(orders.status, from)))
    .for('update');
  if (!before) return null;
  const [moved] = await tx
    .update(orders)
    .set({ ...change.set, status: change.to })
    .where(and(eq(orders.id, change.orderId), eq(orders.status, before.status)))
    .returning();
  if (!moved) return null;
  await tx.insert(orderStatusEvents).values({
    orderId: moved.id,
    fromStatus: before.status,
    toStatus: change.to,
    actorKind: change.actor.kind,
    staffUserId: change.actor.kind === 'staff' ? change.actor.staffUserId : null,
    note: change.note ?? null,
  });
  if (isPaidStatus(change.to) && !isPaidStatus(before.status)) await atTransactionEnd(tx, () => issueInvoice(tx, moved.id));
  return moved;
}

/** The first event of an order's timeline, written with the order itself. */
export async function recordOrderCreated(tx: Tx, orderId: number, actor: Actor, note?: string) {
  await tx.insert(orderStatusEvents).values({ orderId, fromStatus: null, toStatus: 'pending', actorKind: actor.kind, note: note ?? null });
}

/** An order's status moves, oldest first, each with the name of the member of staff who made it (null for others). */
export async function statusHistory(db: Db, orderId: number) {
  const rows = await db
    .select({ e: orderStatusEvents, firstName: users.firstName, lastName: users.lastName })
    .from(orderStatusEvents)
    .leftJoin(users, eq(users.id, orderStatusEvents.staffUserId))
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(orderStatusEvents.at, orderStatusEvents.id);
  return rows.map(({ e, firstName, lastName }) => ({
    ...e,
    staffName: e.staffUserId ? `${firstName ?? ''} ${lastName ?? ''}`.trim() : null,
  }));
}
