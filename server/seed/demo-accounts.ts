import { eq } from 'drizzle-orm';
import { users } from '../accounts/schema';
import type { Db } from '../db/client';
import { promoteToInfluencer } from '../influencers/admin';
import { hashPassword } from '../security/passwords';
import { addStaff } from '../staff/members';

/** The public contract's demo accounts (embedded demo data only). */
export const DEMO_PASSWORD = 'Zaron-Demo-1';
export const DEMO_ACCOUNTS = {
  customer: {
    email: 'customer@zaron.test',
    firstName: 'Chioma',
    lastName: 'Adeyemi',
    phone: '+234 803 555 0101',
    referralCode: 'CHIOMA2026',
  },
  influencer: {
    email: 'influencer@zaron.test',
    firstName: 'Amaka',
    lastName: 'Nwosu',
    phone: '+234 803 555 0102',
    referralCode: 'AMAKAREF',
  },
  staff: { email: 'owner@zaron.test', firstName: 'Ifeoma', lastName: 'Okafor', phone: '+234 803 555 0100', referralCode: 'OWNERREF' },
} as const;
const DEMO_INFLUENCER_CODE = 'AMAKA';

export async function seedDemoAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const a of Object.values(DEMO_ACCOUNTS)) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.email, a.email)).limit(1);
    if (!exists) await db.insert(users).values({ ...a, passwordHash });
  }
  await promoteToInfluencer(db, DEMO_ACCOUNTS.influencer.email, DEMO_INFLUENCER_CODE);
  await addStaff(db, DEMO_ACCOUNTS.staff.email);
}
