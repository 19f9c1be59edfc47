import type { ActorKind, OrderStatus } from '../../domain/orders';
import type { ReturnStep } from '../../domain/returns/returns';
import type { Db } from '../db/client';
import { returnStepsOf } from '../returns/history';
import { statusHistory } from './status';

/** Who made a change: the shopper, the shop itself or a member of staff (by name). */
export interface HistoryActor {
  kind: ActorKind;
  name: string | null;
}

/** One entry of an order's history: a move of its status, or a step of one of its returns. */
export type HistoryEntry =
  | { kind: 'status'; at: Date; from: OrderStatus | null; to: OrderStatus; by: HistoryActor; note: string | null }
  | { kind: 'return'; at: Date; returnId: number; step: ReturnStep; by: HistoryActor };

/**
 * An order's history, oldest first: its status moves and its returns' steps (asked, approved or
 * rejected, received, refunded). The one reading both the shopper's order page and the back
 * office's timeline show; at the same moment a status move comes first.
 */
export async function orderHistory(db: Db, orderId: number): Promise<HistoryEntry[]> {
  const [moves, steps] = await Promise.all([statusHistory(db, orderId), returnStepsOf(db, orderId)]);
  const entries: HistoryEntry[] = [
    ...moves.map((e) => ({
      kind: 'status' as const,
      at: e.at,
      from: e.fromStatus,
      to: e.toStatus,
      by: { kind: e.actorKind, name: e.staffName },
      note: e.note,
    })),
    ...steps.map((s) => ({ kind: 'return' as const, ...s })),
  ];
  // A stable sort: moves keep their order, and come before steps of the same moment.
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
