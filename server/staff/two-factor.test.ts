import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../domain/admin/two-factor';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { logIn } from '../test/customers';
import { newStaff, newUnverifiedStaff } from '../test/staff';
import { awayFromWindowEnd } from '../test/windows';
import { CODE_ATTEMPTS } from './routes';
import { base32Decode, stepAt, totpCode } from './totp';

describe.each(BACKENDS)('staff two-factor on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => shop.close());

  it('shows the demo staff account as admin', async () => {
    const owner = await logIn(shop, 'owner@zaron.test', 'Zaron-Demo-1');
    const me = await owner.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('admin');
    expect(me.json().user.role).toBe('admin');
    expect((await owner.get('/api/admin/2fa')).json()).toEqual({ enrolled: false, verified: false });
  });

  it('sets up with a QR code and the secret as text, then ten single-use recovery codes', async () => {
    const staff = await newUnverifiedStaff(shop);
    expect((await staff.get('/api/admin/audit')).statusCode).toBe(403);
    const setup = await staff.post('/api/admin/2fa/setup', {});
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(otpauth_url).toBe(
      `otpauth://totp/Zaron%20Shop%3A${encodeURIComponent(staff.email)}?secret=${secret}&issuer=Zaron+Shop&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr_svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox/);

    const wrong = await staff.post('/api/admin/2fa/confirm', {
      code: '000000' === totpCode(secret, stepAt(Date.now())) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: TWO_FACTOR_MESSAGES.wrongCode, fields: { code: TWO_FACTOR_MESSAGES.wrongCode } });

    const ok = await staff.post('/api/admin/2fa/confirm', { code: totpCode(secret, stepAt(Date.now())) });
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await staff.get('/api/admin/2fa')).json()).toEqual({ enrolled: true, verified: true });
    expect((await staff.get('/api/admin/audit')).statusCode).toBe(200);

    // Set up once: a second setup is refused and the secret stays.
    const again = await staff.post('/api/admin/2fa/setup', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TWO_FACTOR_MESSAGES.alreadySetUp });
    // Only hashes are stored.
    const stored = await shop.database.db.execute(sql`select code_hash from staff_recovery_codes where user_id = ${staff.userId}`);
    const hashes = (stored as unknown as { rows: { code_hash: string }[] }).rows.map((r) => r.code_hash);
    expect(hashes).toHaveLength(10);
    expect(hashes.some((h) => codes.includes(h))).toBe(false);
  });

  it('asks each new session for a code; a code works once; a recovery code works once', async () => {
    const staff = await newStaff(shop);
    const second = await logIn(shop, staff.email, 'Glow-Up-2026');
    const blocked = await second.get('/api/admin/audit');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: 'Two-factor verification required' });
    expect((await second.get('/api/admin/2fa')).json()).toEqual({ enrolled: true, verified: false });

    // The setup's code was for this step: the next step's code (one step of drift) is accepted once.
    const next = totpCode(staff.secret, stepAt(Date.now()) + 1);
    const verified = await second.post('/api/admin/2fa/verify', { code: `${next.slice(0, 3)} ${next.slice(3)}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, recovery_codes_left: 10 });
    expect((await second.get('/api/admin/audit')).statusCode).toBe(200);

    const third = await logIn(shop, staff.email, 'Glow-Up-2026');
    const replay = await third.post('/api/admin/2fa/verify', { code: next });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const recovery = await third.post('/api/admin/2fa/verify', { code: staff.recoveryCodes[3]!.toLowerCase() });
    expect(recovery.statusCode).toBe(200);
    expect(recovery.json()).toEqual({ verified: true, recovery_codes_left: 9 });

    const fourth = await logIn(shop, staff.email, 'Glow-Up-2026');
    expect((await fourth.post('/api/admin/2fa/verify', { code: staff.recoveryCodes[3] })).statusCode).toBe(400);
    expect((await fourth.get('/api/admin/audit')).statusCode).toBe(403);
  });

  it('refuses malformed codes with a field message', async () => {
    const staff = await newUnverifiedStaff(shop);
    for (const body of [{}, { code: 12 }, { code: '12345' }, { code: 'abc' }, { code: '1234567' }, null]) {
      const res = await staff.post('/api/admin/2fa/verify', body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
    const fresh = await newUnverifiedStaff(shop);
    const res = await fresh.post('/api/admin/2fa/confirm', { code: '12345' });
    expect(res.json()).toEqual({ message: `code: ${TWO_FACTOR_MESSAGES.codeFormat}`, fields: { code: TWO_FACTOR_MESSAGES.codeFormat } });
  });

  it('counts malformed codes as attempts: they are counted before the body is validated', async () => {
    await awayFromWindowEnd(CODE_ATTEMPTS.windowMs);
    const staff = await newUnverifiedStaff(shop);
    const { secret } = (await staff.post('/api/admin/2fa/setup', {})).json();
    for (let i = 0; i < shop.config.twoFactorRateLimit; i++) {
      const res = await staff.post('/api/admin/2fa/confirm', { code: 'abc' });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { message: `code: ${TWO_FACTOR_MESSAGES.codeFormat}`, fields: { code: TWO_FACTOR_MESSAGES.codeFormat } },
      ]);
    }
    const limited = await staff.post('/api/admin/2fa/confirm', { code: totpCode(secret, stepAt(Date.now())) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  }, 60_000);

  it('limits wrong codes: after five attempts even the right code waits', async () => {
    expect(shop.config.twoFactorRateLimit).toBe(5);
    await awayFromWindowEnd(CODE_ATTEMPTS.windowMs);
    const staff = await newUnverifiedStaff(shop);
    const { secret } = (await staff.post('/api/admin/2fa/setup', {})).json();
    const right = totpCode(secret, stepAt(Date.now()));
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < shop.config.twoFactorRateLimit; i++)
      expect((await staff.post('/api/admin/2fa/confirm', { code: wrong })).statusCode).toBe(400);
    const limited = await staff.post('/api/admin/2fa/confirm', { code: right });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please wait a few minutes and try again.' });
  }, 60_000);
});
