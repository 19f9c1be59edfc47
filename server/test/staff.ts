import type { StaffRole } from '../../domain/admin/roles';
import { addStaff } from '../staff/members';
import { stepAt, totpCode } from '../staff/totp';
import type { TestShop } from './app';
import { newCustomer, type TestCustomer } from './customers';

export type TestStaff = TestCustomer & { secret: string; recoveryCodes: string[]; userId: number };

/** A fresh staff account (role admin unless told), signed in, two-factor set up and verified for this session. */
export async function newStaff(shop: TestShop, name = 'Folake', role: StaffRole = 'admin'): Promise<TestStaff> {
  const unverified = await newUnverifiedStaff(shop, name, role);
  const setup = await unverified.post('/api/admin/2fa/setup', {});
  if (setup.statusCode !== 200) throw new Error(`2fa setup failed: ${setup.body}`);
  const secret = setup.json().secret as string;
  const confirmed = await unverified.post('/api/admin/2fa/confirm', { code: totpCode(secret, stepAt(Date.now())) });
  if (confirmed.statusCode !== 200) throw new Error(`2fa confirm failed: ${confirmed.body}`);
  return { ...unverified, secret, recoveryCodes: confirmed.json().recovery_codes };
}

/** A fresh staff account, signed in, without two-factor. */
export async function newUnverifiedStaff(shop: TestShop, name = 'Folake', role: StaffRole = 'admin') {
  const customer = await newCustomer(shop, name);
  const user = await addStaff(shop.database.db, customer.email, role);
  return { ...customer, userId: user.id };
}

/** A path of each admin route with its parameters filled in. */
export const samplePath = (url: string) =>
  url
    .replace(':orderNumber', 'ZR-NOSUCH0')
    .replace(':id', '999999')
    .replace(':kind', 'wholesale')
    .replace(':photo', 'portrait')
    .replace(':country', 'ZZ')
    .replace(':state', 'XX')
    .replace(':number', 'CN-2026-000001');
