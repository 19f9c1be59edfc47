import { eq } from 'drizzle-orm';
import { users } from '../accounts/schema';
import type { Db } from '../db/client';
import { promoteToInfluencer } from '../influencers/admin';
import { hashPassword } from '../security/passwords';
import { addStaff } from '../staff/members';
import type { StaffRole } from '../../domain/admin/roles';

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
  fulfilment: {
    email: 'fulfilment@zaron.test',
    firstName: 'Tunde',
    lastName: 'Bakare',
    phone: '+234 803 555 0103',
    referralCode: 'TUNDEREF',
  },
  support: { email: 'support@zaron.test', firstName: 'Ngozi', lastName: 'Eze', phone: '+234 803 555 0104', referralCode: 'NGOZIREF' },
  catalogue: {
    email: 'catalogue@zaron.test',
    firstName: 'Kemi',
    lastName: 'Adebayo',
    phone: '+234 803 555 0105',
    referralCode: 'KEMIREF',
  },
} as const;
/** The demo staff and their roles: the owner is an admin, one member for each other role. */
const DEMO_STAFF: Partial<Record<keyof typeof DEMO_ACCOUNTS, StaffRole>> = {
  staff: 'admin',
  fulfilment: 'fulfilment',
  support: 'support',
  catalogue: 'catalogue',
};
const DEMO_INFLUENCER_CODE = 'AMAKA';

export async function seedDemoAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [key, a] of Object.entries(DEMO_ACCOUNTS)) {
    const [exists] = await db.select({ role: users.role }).from(users).where(eq(users.email, a.email)).limit(1);
    if (!exists) await db.insert(users).values({ ...a, passwordHash });
    // A demo staff account taken off the staff list is made staff again; a changed role is kept.
    const role = DEMO_STAFF[key as keyof typeof DEMO_ACCOUNTS];
    if (role && (exists?.role ?? 'customer') === 'customer') await addStaff(db, a.email, role);
  }
  await promoteToInfluencer(db, DEMO_ACCOUNTS.influencer.email, DEMO_INFLUENCER_CODE);
}
