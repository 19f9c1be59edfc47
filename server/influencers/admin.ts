import { eq } from 'drizzle-orm';
import { setRole } from '../accounts/roles';
import type { Db, Tx } from '../db/client';
import { shopCodes } from '../discounts/schema';
import { DomainError } from '../domain-error';
import { discountCodes } from './schema';

/** A new influencer's split until they change it: 10% to the customer, 5% to themselves. */
const DEFAULT_SPLIT = { customerBp: 1000, selfBp: 500 };

/** Makes an existing customer an influencer with their own discount code (shop staff only). */
export async function promoteToInfluencer(db: Db | Tx, email: string, rawCode: string) {
  const code = rawCode.trim().toUpperCase();
  if (!/^[A-Z0-9]{3,20}$/.test(code)) throw new DomainError('invalid', 'The code must be 3 to 20 letters or digits');
  return db.transaction(async (tx) => {
    const user = await setRole(tx, email, 'influencer', ['customer', 'influencer']);
    if (!user) throw new DomainError('not-found', `No customer account with the email ${email}`);
    const [taken] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
    if (taken && taken.influencerId !== user.id) throw new DomainError('conflict', `The code ${code} belongs to someone else`);
    const [shopCode] = await tx.select({ id: shopCodes.id }).from(shopCodes).where(eq(shopCodes.code, code)).limit(1);
    if (shopCode) throw new DomainError('conflict', `The code ${code} is one of the shop's discount codes`);
    await tx
      .insert(discountCodes)
      .values({ code, influencerId: user.id, ...DEFAULT_SPLIT })
      .onConflictDoUpdate({ target: discountCodes.influencerId, set: { code, updatedAt: new Date() } });
    return { userId: user.id, code };
  });
}
