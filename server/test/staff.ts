import { addStaff } from '../staff/members';
import { stepAt, totpCode } from '../staff/totp';
import type { TestShop } from './app';
import { newCustomer, type TestCustomer } from './customers';

export type TestStaff = TestCustomer & { secret: string; recoveryCodes: string[]; userId: number };

/** A fresh staff account, signed in, two-factor set up and verified for this session. */
export async function newStaff(shop: TestShop, name = 'Folake'): Promise<TestStaff> {
  const unverified = await newUnverifiedStaff(shop, name);
  const setup = await unverified.post('/api/admin/2fa/setup', {});
  if (setup.statusCode !== 200) throw new Error(`2fa setup failed: ${setup.body}`);
  const secret = setup.json().secret as string;
  const confirmed = await unverified.post('/api/admin/2fa/confirm', { code: totpCode(secret, stepAt(Date.now())) });
  if (confirmed.statusCode !== 200) throw new Error(`2fa confirm failed: ${confirmed.body}`);
  return { ...unverified, secret, recoveryCodes: confirmed.json().recovery_codes };
}

/** A fresh staff account, signed in, without two-factor. */
export async function newUnverifiedStaff(shop: TestShop, name = 'Folake') {
  const customer = await newCustomer(shop, name);
  const user = await addStaff(shop.database.db, customer.email);
  return { ...customer, userId: user.id };
}
