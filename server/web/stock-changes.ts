import pg from 'pg';
import type { Database } from '../db/client';

/** Channel the database notifies when a product goes in or out of stock (migration 0011). */
const STOCK_CHANNEL = 'zaron_catalog';

/** The product a notification names, or null when it names none (everything may have changed). */
const productOf = (payload: string | undefined) => (payload && /^\d+$/.test(payload) ? Number(payload) : null);

/**
 * Calls `changed` with the product whenever its in-stock flag flips in any country, whoever changed
 * it (a checkout reserving the last unit, a release, the back office). On PostgreSQL a dedicated
 * connection listens, so every instance hears every change; it reconnects after a loss and calls
 * `changed` then too, as notifications may have been missed meanwhile. That connection is its own,
 * outside the pool, so requests keep every pooled connection (a crowd waited on a pool of nine).
 */
export async function onStockFlagChange(
  database: Database,
  changed: (productId: number | null) => void,
  log: (err: unknown) => void,
): Promise<() => Promise<void>> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const unlisten = await (client as { listen: (c: string, cb: (payload: string) => void) => Promise<() => Promise<void>> }).listen(
      STOCK_CHANNEL,
      (payload) => changed(productOf(payload)),
    );
    return () => unlisten().catch(() => {});
  }
  const pool = client as pg.Pool;
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  async function connect() {
    const conn = new pg.Client({ ...pool.options, statement_timeout: undefined, query_timeout: undefined });
    listener = conn;
    let lost = false;
    // A failed start or a later loss: forget this connection once, empty the cache, try again.
    const lose = (err: unknown) => {
      if (lost) return;
      lost = true;
      log(err);
      void conn.end().catch(() => {});
      if (listener === conn) listener = undefined;
      changed(null);
      if (!closed) retry = setTimeout(() => void connect(), 1_000);
    };
    conn.on('notification', (message) => changed(productOf(message.payload)));
    conn.on('error', lose);
    try {
      await conn.connect();
      await conn.query(`LISTEN ${STOCK_CHANNEL}`);
    } catch (err) {
      lose(err);
    }
  }
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    // The connection may be lost (and forgotten) while it is told to stop listening.
    const conn = listener;
    if (conn) {
      await conn.query(`UNLISTEN ${STOCK_CHANNEL}`).catch(() => {});
      await conn.end().catch(() => {});
    }
  };
}
