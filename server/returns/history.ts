import { eq } from 'drizzle-orm';
import type { ActorKind } from '../../domain/orders';
import type { ReturnStep } from '../../domain/returns/returns';
import type { Db } from '../db/client';
import { auditOf } from '../staff/audit';
import { returnRequests } from './schema';

/** One step of one of an order's returns: when, and who made it (a member of staff by name). */
export interface ReturnStepEvent {
  at: Date;
  returnId: number;
  step: ReturnStep;
  by: { kind: ActorKind; name: string | null };
}

/** The audit action of a staff step (a retried refund keeps the first `received`). */
const STAFF_ACTION: Partial<Record<ReturnStep, string>> = {
  approved: 'return.approved',
  rejected: 'return.rejected',
  received: 'return.received',
};

/**
 * The steps of every return of an order, from the moments the return keeps: asked by the shopper,
 * approved or rejected and received by staff (named from their audit entries), refunded once the
 * provider confirmed. Unordered; the order's history sorts.
 */
export async function returnStepsOf(db: Db, orderId: number): Promise<ReturnStepEvent[]> {
  const rows = await db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(returnRequests.id);
  const steps: ReturnStepEvent[] = [];
  for (const r of rows) {
    const audit = await auditOf(db, 'return', r.id);
    const staff = (step: ReturnStep) => ({
      kind: 'staff' as const,
      name: audit.find((a) => a.action === STAFF_ACTION[step])?.staff.name ?? null,
    });
    steps.push({ at: r.createdAt, returnId: r.id, step: 'requested', by: { kind: 'customer', name: null } });
    const decided = r.status === 'rejected' ? 'rejected' : 'approved';
    if (r.decidedAt) steps.push({ at: r.decidedAt, returnId: r.id, step: decided, by: staff(decided) });
    if (r.receivedAt) steps.push({ at: r.receivedAt, returnId: r.id, step: 'received', by: staff('received') });
    if (r.refundedAt) steps.push({ at: r.refundedAt, returnId: r.id, step: 'refunded', by: { kind: 'system', name: null } });
  }
  return steps;
}
