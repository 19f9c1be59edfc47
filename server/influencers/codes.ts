import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { invalid } from '../domain-error';
import { discountCodes, influencerPayoutAccounts } from './schema';

export const CODE_MESSAGES = {
  invalid: 'Invalid discount code',
  ownCode: 'You cannot use your own discount code',
} as const;

export interface AppliedCode {
  id: number;
  code: string;
  influencerId: number;
  customerBp: number;
  selfBp: number;
  /** The customer's percent, as add-discount-code returns it. */
  percent: number;
}

/**
 * An influencer code as a customer may use it: not their own. Null when
 * no influencer has this code (it may be one of the shop's own codes).
 */
export async function findInfluencerCode(db: Db, rawCode: string, userId: number): Promise<AppliedCode | null> {
  const code = rawCode.trim().toUpperCase();
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  if (!row) return null;
  if (row.influencerId === userId) throw invalid(CODE_MESSAGES.ownCode);
  return {
    id: row.id,
    code: row.code,
    influencerId: row.influencerId,
    customerBp: row.customerBp,
    selfBp: row.selfBp,
    percent: row.customerBp / 100,
  };
}

/** An erasure's part here: her code stops working (it often carries her name); her payout details are deleted. */
export async function dropCodeOf(tx: Tx, influencerId: number) {
  await tx.delete(discountCodes).where(eq(discountCodes.influencerId, influencerId));
  await tx.delete(influencerPayoutAccounts).where(eq(influencerPayoutAccounts.influencerId, influencerId));
}
