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
    const [first, second] = events[0] === 'a start' ? ['a', 'b'] : ['b', 'a'];
    expect(events).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
    await Promise.all([a.close(), b.close()]);
  });
});
