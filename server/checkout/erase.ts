import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders } from './schema';

/**
 * An erasure's part here: her orders stay for the accounts (amounts, lines, status history) while
 * their copy of the delivery address keeps only the country (tax) and says it was erased.
 */
export async function anonymiseOrdersOf(tx: Tx, userId: number) {
  const own = await tx.select({ id: orders.id, address: orders.address }).from(orders).where(eq(orders.userId, userId));
  for (const o of own) {
    await tx
      .update(orders)
      .set({ address: { country: o.address.country ?? '', erased: 'true' } })
      .where(eq(orders.id, o.id));
  }
  return own.length;
}
