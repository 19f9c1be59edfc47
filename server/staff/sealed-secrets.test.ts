import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../domain/admin/two-factor';
import { createSealer, keyIdOf } from '../security/sealed';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { logIn } from '../test/customers';
import { newStaff } from '../test/staff';
import { newTotpSecret, stepAt, totpCode } from './totp';
import { sealStoredSecrets } from './two-factor-secrets';

const keyA = Buffer.alloc(32, 0x5a);
const keyB = Buffer.alloc(32, 0x6b);

describe.each(BACKENDS)('staff two-factor secrets at rest on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '1000', SECRET_KEY: keyA.toString('hex') });
  });
  afterAll(() => shop.close());

  async function storedSecret(userId: number) {
    const res = await shop.database.db.execute(sql`select secret from staff_two_factor where user_id = ${userId}`);
    const rows = (res as unknown as { rows: { secret: string }[] }).rows;
    expect(rows).toHaveLength(1);
    return rows[0]!.secret;
  }
  /** A row as it was stored before sealing: the plain base32 secret, confirmed, no code used yet. */
  async function storePlain(userId: number, secret: string) {
    await shop.database.db.execute(sql`update staff_two_factor set secret = ${secret}, last_step = 0 where user_id = ${userId}`);
  }

  it('keeps only the sealed secret in the table, and codes from the app still verify', async () => {
    const staff = await newStaff(shop);
    const stored = await storedSecret(staff.userId);
    expect(stored.startsWith(`v1:${keyIdOf(keyA)}:`)).toBe(true);
    expect(stored).not.toContain(staff.secret);
    expect(createSealer({ current: keyA }).open(stored)).toBe(staff.secret);

    const second = await logIn(shop, staff.email, 'Glow-Up-2026');
    const verified = await second.post('/api/admin/2fa/verify', { code: totpCode(staff.secret, stepAt(Date.now()) + 1) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, recovery_codes_left: 10 });
    expect((await second.get('/api/admin/audit')).statusCode).toBe(200);
  });

  it('seals a secret stored in plain text the way start-up does, and it still verifies', async () => {
    const staff = await newStaff(shop);
    const plain = newTotpSecret();
    await storePlain(staff.userId, plain);
    expect(await storedSecret(staff.userId)).toBe(plain);

    expect(await shop.app.services.staff.twoFactor.sealStored({ rotate: false })).toEqual({ sealed: 1, resealed: 0 });
    const stored = await storedSecret(staff.userId);
    expect(stored.startsWith(`v1:${keyIdOf(keyA)}:`)).toBe(true);
    expect(stored).not.toContain(plain);
    expect(await shop.app.services.staff.twoFactor.sealStored({ rotate: false })).toEqual({ sealed: 0, resealed: 0 });

    const second = await logIn(shop, staff.email, 'Glow-Up-2026');
    const verified = await second.post('/api/admin/2fa/verify', { code: totpCode(plain, stepAt(Date.now())) });
    expect(verified.statusCode).toBe(200);
  });

  it('seals a secret stored in plain text when it is first read', async () => {
    const staff = await newStaff(shop);
    const plain = newTotpSecret();
    await storePlain(staff.userId, plain);

    const second = await logIn(shop, staff.email, 'Glow-Up-2026');
    const verified = await second.post('/api/admin/2fa/verify', { code: totpCode(plain, stepAt(Date.now())) });
    expect(verified.statusCode).toBe(200);
    const stored = await storedSecret(staff.userId);
    expect(stored.startsWith(`v1:${keyIdOf(keyA)}:`)).toBe(true);
    expect(createSealer({ current: keyA }).open(stored)).toBe(plain);
  });

  it('re-seals every secret under the new key on rotation, reading old ones with the previous key', async () => {
    const staff = await newStaff(shop);
    const rotated = createSealer({ current: keyB, previous: keyA });
    const counts = await sealStoredSecrets(shop.database.db, rotated, { rotate: true });
    expect(counts.sealed).toBe(0);
    expect(counts.resealed).toBeGreaterThanOrEqual(1);
    const all = await shop.database.db.execute(sql`select secret from staff_two_factor`);
    const secrets = (all as unknown as { rows: { secret: string }[] }).rows.map((r) => r.secret);
    expect(secrets).toHaveLength(counts.resealed);
    for (const s of secrets) expect(s.startsWith(`v1:${keyIdOf(keyB)}:`)).toBe(true);
    expect(createSealer({ current: keyB }).open(await storedSecret(staff.userId))).toBe(staff.secret);
    expect(await sealStoredSecrets(shop.database.db, rotated, { rotate: true })).toEqual({ sealed: 0, resealed: 0 });
  });

  it('answers 503 with what the owner must do when a secret was sealed under a key this server lacks', async () => {
    const staff = await newStaff(shop);
    const foreign = createSealer({ current: Buffer.alloc(32, 0x7c) }).seal(staff.secret);
    await shop.database.db.execute(sql`update staff_two_factor set secret = ${foreign} where user_id = ${staff.userId}`);

    const second = await logIn(shop, staff.email, 'Glow-Up-2026');
    const refused = await second.post('/api/admin/2fa/verify', { code: totpCode(staff.secret, stepAt(Date.now())) });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: TWO_FACTOR_MESSAGES.keyMissing });
    expect(await storedSecret(staff.userId)).toBe(foreign);
  });
});
