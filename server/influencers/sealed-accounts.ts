import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Sealer } from '../security/sealed';
import { influencerPayoutAccounts } from './schema';

/**
 * Re-seals every influencer bank account number still under SECRET_KEY_PREVIOUS with SECRET_KEY
 * (the key rotation's second step, beside the staff two-factor secrets). A row changed meanwhile
 * keeps its newer value.
 */
export async function resealBankAccounts(db: Db, sealer: Sealer): Promise<number> {
  const rows = await db
    .select({ id: influencerPayoutAccounts.id, sealed: influencerPayoutAccounts.accountNumberSealed })
    .from(influencerPayoutAccounts)
    .where(isNotNull(influencerPayoutAccounts.accountNumberSealed));
  let resealed = 0;
  for (const row of rows) {
    if (sealer.isCurrent(row.sealed!)) continue;
    const [changed] = await db
      .update(influencerPayoutAccounts)
      .set({ accountNumberSealed: sealer.seal(sealer.open(row.sealed!)) })
      .where(and(eq(influencerPayoutAccounts.id, row.id), eq(influencerPayoutAccounts.accountNumberSealed, row.sealed!)))
      .returning({ id: influencerPayoutAccounts.id });
    if (changed) resealed++;
  }
  return resealed;
}
