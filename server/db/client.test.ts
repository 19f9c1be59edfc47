import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';

// Instances starting together must not seed (or migrate) at the same time.
describe.skipIf(!process.env.TEST_DATABASE_URL)('exclusive jobs on PostgreSQL', () => {
  it('runs jobs under one lock one at a time, even from separate pools', async () => {
    const a = openPostgres(process.env.TEST_DATABASE_URL!, { max: 2 });
    const b = openPostgres(process.env.TEST_DATABASE_URL!, { max: 2 });
    const events: string[] = [];
    const job = (name: string) => async () => {
      events.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push(`${name} end`);
      return name;
    };
    const lockId = 990_000 + Math.floor(Math.random() * 1000);
    const results = await Promise.all([a.exclusive(lockId, job('a')), b.exclusive(lockId, job('b'))]);
    expect(results).toEqual(['a', 'b']);
    // Whichever went first finished before the other began.
    expect([events[0]!.split(' ')[0], events[1]]).toEqual([events[1]!.split(' ')[0], `${events[0]!.split(' ')[0]} end`]);
    await Promise.all([a.close(), b.close()]);
  });
});
