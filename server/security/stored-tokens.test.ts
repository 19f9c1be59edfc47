import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { hashToken } from './tokens';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe.each(BACKENDS)('tokens at rest on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => shop.close());

  it('stores a password-reset token and a session token only as their SHA-256', async () => {
    const customer = await newCustomer(shop);
    const forgot = await shop.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: customer.email } });
    expect(forgot.statusCode).toBe(200);
    // The token as the customer receives it, from the queued mail.
    const mails = rowsOf<{ text: string }>(
      await shop.database.db.execute(sql`select text from mail_outbox where recipient = ${customer.email} and kind = 'password-reset'`),
    );
    expect(mails).toHaveLength(1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const resets = rowsOf<{ token_hash: string }>(
      await shop.database.db.execute(
        sql`select r.token_hash from password_resets r join users u on u.id = r.user_id where u.email = ${customer.email}`,
      ),
    );
    expect(resets).toEqual([{ token_hash: hashToken(token) }]);
    expect(resets[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const sessions = rowsOf<{ token_hash: string }>(
      await shop.database.db.execute(
        sql`select s.token_hash from sessions s join users u on u.id = s.user_id where u.email = ${customer.email}`,
      ),
    );
    expect(sessions).toEqual([{ token_hash: hashToken(customer.token) }]);
  });
});
