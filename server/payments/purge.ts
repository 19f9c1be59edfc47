import { lt } from 'drizzle-orm';
import { paymentEvents } from './schema';
import type { Db } from '../db/client';

/**
 * Forgets provider event ids received before `before`. They only stop a redelivered webhook from
 * being handled twice, and providers stop redelivering after 3 days (settling is idempotent anyway).
 */
export async function purgeOldPaymentEvents(db: Db, before: Date): Promise<number> {
  return (await db.delete(paymentEvents).where(lt(paymentEvents.receivedAt, before)).returning({ id: paymentEvents.id })).length;
}
