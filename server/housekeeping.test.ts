import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets, sessions, users } from './accounts/schema';
import { paymentEvents } from './payments/schema';
import { mailOutbox } from './mail/schema';
import { createTestShop, type TestShop } from './test/app';

const DAY = 86_400_000;

describe('housekeeping as a timed job', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', {}, { mailWorker: false, scheduler: { firstMs: 50 } });
  });
  afterAll(() => shop.close());

  it('purges expired sessions and reset links, old webhook event ids and old sent mail, and keeps the rest', async () => {
    const db = shop.database.db;
    const [user] = await db.select().from(users).limit(1);
    const past = new Date(Date.now() - DAY);
    const future = new Date(Date.now() + DAY);
    const old = new Date(Date.now() - 31 * DAY);
    const s = await db
      .insert(sessions)
      .values([
        { userId: user!.id, tokenHash: 'expired-session', expiresAt: past },
        { userId: user!.id, tokenHash: 'live-session', expiresAt: future },
      ])
      .returning();
    await db.insert(passwordResets).values([
      { userId: user!.id, tokenHash: 'expired-reset', expiresAt: past },
      { userId: user!.id, tokenHash: 'live-reset', expiresAt: future },
    ]);
    await db.insert(paymentEvents).values([
      { provider: 'stripe', eventId: 'evt_old', receivedAt: old },
      { provider: 'stripe', eventId: 'evt_recent', receivedAt: past },
    ]);
    const mail = { kind: 'test', recipient: 'a@example.com', subject: 's', html: 'h', text: 't' };
    await db.insert(mailOutbox).values([
      { ...mail, subject: 'old sent', status: 'sent', createdAt: old },
      { ...mail, subject: 'old failed', status: 'failed', createdAt: old },
      { ...mail, subject: 'recent sent', status: 'sent', createdAt: past },
    ]);

    await shop.app.ready(); // starts the schedule
    await vi.waitFor(
      async () => {
        expect(
          (
            await db
              .select()
              .from(sessions)
              .where(
                inArray(
                  sessions.id,
                  s.map((r) => r.id),
                ),
              )
          ).map((r) => r.tokenHash),
        ).toEqual(['live-session']);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual(['live-reset']);
    expect((await db.select().from(paymentEvents)).map((r) => r.eventId)).toEqual(['evt_recent']);
    // The shop's other timed jobs run too (the demo's low stock is mailed): only these test rows are looked at.
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test'))).map((r) => r.subject).sort()).toEqual([
      'old failed',
      'recent sent',
    ]);
  });
});
