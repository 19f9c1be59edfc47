import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryDatabase } from '../test/memory-db';
import { openPostgres, type Database } from './client';
import { atTransactionEnd } from './end-steps';

const databases: [string, () => Promise<Database>][] = [['PGlite', () => memoryDatabase()]];
if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', async () => openPostgres(process.env.TEST_DATABASE_URL!, { max: 2 })]);

describe.each(databases)('steps at the end of a transaction (%s)', (_name, open) => {
  const opened: Database[] = [];
  afterAll(() => Promise.all(opened.map((d) => d.close())));
  const table = `end_steps_${Math.random().toString(36).slice(2, 8)}`;

  it('run after the rest of the transaction, in the order asked, inside it: a rollback undoes them too', async () => {
    const database = await open();
    opened.push(database);
    const { db } = database;
    await db.execute(sql.raw(`create table ${table} (n serial primary key, what text not null)`));
    const write = (what: string) => db.execute(sql`insert into ${sql.raw(table)} (what) values (${what})`);
    const written = async () =>
      ((await db.execute(sql.raw(`select what from ${table} order by n`))) as unknown as { rows: { what: string }[] }).rows.map(
        (r) => r.what,
      );

    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.raw(table)} (what) values ('first')`);
      await atTransactionEnd(tx, () => tx.execute(sql`insert into ${sql.raw(table)} (what) values ('last but one')`));
      await atTransactionEnd(tx, () => tx.execute(sql`insert into ${sql.raw(table)} (what) values ('last')`));
      await tx.execute(sql`insert into ${sql.raw(table)} (what) values ('second')`);
    });
    expect(await written()).toEqual(['first', 'second', 'last but one', 'last']);

    await expect(
      db.transaction(async (tx) => {
        await atTransactionEnd(tx, () => tx.execute(sql`insert into ${sql.raw(table)} (what) values ('never')`));
        await atTransactionEnd(tx, async () => {
          throw new Error('refused at the end');
        });
      }),
    ).rejects.toThrow('refused at the end');
    expect(await written()).toEqual(['first', 'second', 'last but one', 'last']);

    // Outside a transaction a step runs at once.
    await atTransactionEnd(db, () => write('at once'));
    expect((await written()).at(-1)).toBe('at once');
    await db.execute(sql.raw(`drop table ${table}`));
  });
});
