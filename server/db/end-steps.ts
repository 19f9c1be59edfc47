/** Steps each open transaction runs last, in the order they were asked for. */
const pending = new WeakMap<object, (() => Promise<unknown>)[]>();

type Transaction = (run: (tx: object) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Runs `step` as the last work of the transaction `tx`, just before it commits (in the order such
 * steps were asked for). For work that locks a row every transaction of its kind needs, such as the
 * next number of a gap-free series: taken last, the lock is held for the commit only, not for
 * the rest of the transaction. Outside a transaction opened by `db.transaction`, it runs at once.
 */
export async function atTransactionEnd(tx: object, step: () => Promise<unknown>): Promise<void> {
  const steps = pending.get(tx);
  if (steps) steps.push(step);
  else await step();
}

/** Makes `db.transaction` run the steps its callback left for the end (see `atTransactionEnd`). */
export function withEndSteps<D extends { transaction: unknown }>(db: D): D {
  const transaction = (db.transaction as Transaction).bind(db);
  const withSteps: Transaction = (run, config) =>
    transaction(async (tx) => {
      const steps: (() => Promise<unknown>)[] = [];
      pending.set(tx, steps);
      const result = await run(tx);
      for (let step = steps.shift(); step; step = steps.shift()) await step();
      return result;
    }, config);
  db.transaction = withSteps as D['transaction'];
  return db;
}
