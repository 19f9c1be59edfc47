import { returnCreditLines } from '../../domain/tax/credit';
import type { OrderRow } from '../checkout/orders';
import type { Tx } from '../db/client';
import { bookedLines } from '../tax/credit-notes';

/**
 * The credit of a return's units (and delivery when it refunds it), counted after the units of the
 * returns received before it, exactly as its refund was: the same lines fix the tax a US order's
 * return refunds on top of the goods, and the credit note of the refund.
 */
export async function returnCredit(
  tx: Tx,
  order: OrderRow,
  input: { unitsBefore: ReadonlyMap<number, number>; unitsNow: ReadonlyMap<number, number>; withDelivery: boolean },
) {
  return returnCreditLines({ invoice: await bookedLines(tx, order), ...input });
}
