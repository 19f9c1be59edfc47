import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { createJobNudges } from './nudges';
import { claimTurn, createScheduler, type Job } from './scheduler';
import { jobSlots } from './schema';

const MINUTE = 60_000;

describe.each(BACKENDS)('turns of timed jobs shared by instances on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend, {}, { mailWorker: false });
  });
  afterAll(() => shop.close());

  it('gives each turn to exactly one of the instances asking at once, and the next one a period later', async () => {
    const db = shop.database.db;
    const job = { name: 'turns-test', everyMs: MINUTE };
    const t0 = new Date('2026-12-06T10:00:00Z');
    const first = await Promise.all(Array.from({ length: 6 }, () => claimTurn(db, job, t0)));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claimTurn(db, job, new Date(t0.getTime() + MINUTE - 1))).toBe(false);
    const second = await Promise.all(Array.from({ length: 6 }, () => claimTurn(db, job, new Date(t0.getTime() + MINUTE))));
    expect(second.filter(Boolean)).toHaveLength(1);
    expect(await db.select().from(jobSlots)).toEqual([{ name: 'turns-test', nextAt: new Date(t0.getTime() + 2 * MINUTE) }]);
  });
});

describe('the scheduler of one instance', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', {}, { mailWorker: false });
  });
  afterAll(() => shop.close());

  const quietLog = () => ({ info: vi.fn(), error: vi.fn() });

  it('runs each due job at its turn, goes on past one that fails, and logs both', async () => {
    const ran: string[] = [];
    const jobs: Job[] = [
      {
        name: 'failing',
        everyMs: MINUTE,
        run: async () => {
          ran.push('failing');
          throw new Error('mail server away');
        },
      },
      { name: 'working', everyMs: MINUTE, run: async () => (ran.push('working'), 3) },
    ];
    const log = quietLog();
    const scheduler = createScheduler(shop.database.db, jobs, createJobNudges(), log, { firstMs: 1, tickMs: 20 });
    scheduler.start();
    await vi.waitFor(() => expect(ran).toEqual(['failing', 'working']), { timeout: 5_000, interval: 10 });
    // Later ticks within the minute find neither due.
    await new Promise((r) => setTimeout(r, 100));
    await scheduler.stop();
    expect(ran).toEqual(['failing', 'working']);
    expect(log.error).toHaveBeenCalledWith({ err: new Error('mail server away'), job: 'failing' }, 'failing failed');
    expect(log.info).toHaveBeenCalledWith({ job: 'working', done: 3 }, 'working: done');
  });

  it('runs a nudged job at once, once for nudges that come while it waits, and none after stopping', async () => {
    const nudges = createJobNudges();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const jobs: Job[] = [
      { name: 'slow', everyMs: MINUTE, run: async () => (await gate, 0) },
      { name: 'mails', everyMs: MINUTE, run: async () => (runs++, 0) },
    ];
    // The turns are an hour away: only nudges run anything.
    const scheduler = createScheduler(shop.database.db, jobs, nudges, quietLog(), { firstMs: 3_600_000 });
    scheduler.start();
    nudges.nudge('slow');
    nudges.nudge('mails');
    nudges.nudge('mails');
    nudges.nudge('mails');
    nudges.nudge('no-such-job');
    expect(runs).toBe(0);
    release();
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 5_000, interval: 10 });
    nudges.nudge('mails');
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 5_000, interval: 10 });
    await scheduler.stop();
    nudges.nudge('mails');
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBe(2);
  });
});
