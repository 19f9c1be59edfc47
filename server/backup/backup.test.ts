import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema';
import { UNAVAILABLE_MESSAGE } from '../http/error-handler';
import { openPglite, type Database } from '../db/client';
import { BACKENDS, createTestShop, freshPostgres, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { productBySlug, testModeOrder } from '../test/orders';
import { shopBooks } from '../test/shop-books';
import { newStaff } from '../test/staff';
import { localStorage } from '../storage/local';
import { PRODUCTS } from '../seed/catalog-data';
import { knownMigrations } from './manifest';
import { defaultArchivePath, writeBackup, type BackupResult } from './backup';
import { restoreBackup, type RestoreConfig } from './restore';
import { pgliteSource, postgresSource } from './sources';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-bk-'));
const SHOPPERS = 50;
const INITIAL_STOCK = 1_000;
const PICTURE = Buffer.from('RIFF0000WEBP a product picture');
const PHOTO = Buffer.from('an applicant photo');

describe.each(BACKENDS)('backup while shoppers check out, and restore (%s)', (backend) => {
  let shop: TestShop;
  let backup: BackupResult;
  let progress: { paidBefore: number; paid: number; retries: number };
  const cleanup: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    await shop.app.storage.put('media', 'products/backup-test-960.webp', PICTURE);
    await shop.app.storage.put('uploads', 'ambassador/backup-test.jpg', PHOTO);
  });
  afterAll(async () => {
    for (const c of cleanup) await c();
    await shop.close();
  });

  /** The database and the files of an empty shop, and how to open the restored database. */
  async function emptyTarget(): Promise<{ config: RestoreConfig; open: () => Promise<Database> }> {
    const dataDir = tmp();
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    if (backend === 'pglite') {
      return { config: { dataDir, databaseUrl: undefined, s3: null }, open: () => openPglite(path.join(dataDir, 'db')) };
    }
    const pg = await freshPostgres();
    cleanup.push(pg.drop);
    return { config: { dataDir, databaseUrl: pg.url, s3: null }, open: async () => pg.database };
  }

  const source = () => (backend === 'pglite' ? pgliteSource(shop.database) : postgresSource(shop.databaseUrl!));

  it(`takes a consistent copy while ${SHOPPERS} shoppers check out at once`, { timeout: 240_000 }, async () => {
    const serum = await productBySlug(shop);
    await shop.database.db.update(products).set({ stockNg: INITIAL_STOCK }).where(eq(products.id, serum.id));
    const customers = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => newCustomer(shop, `Shopper${i}`)));

    // The backup starts once ten payments were confirmed, while the other shoppers are mid-checkout.
    let paid = 0;
    let paidBefore = -1;
    let started!: () => void;
    const tenPaid = new Promise<void>((resolve) => (started = resolve));
    const target = defaultArchivePath(tmp());
    const backupDone = tenPaid.then(() => {
      paidBefore = paid;
      return writeBackup({ source: source(), storage: shop.app.storage, target });
    });
    // A shopper told the shop is briefly unavailable (a busy machine: no connection within 5 s)
    // tries again, as the message asks; the attempt that failed left nothing half-done either.
    let retries = 0;
    const checkOut = async (c: (typeof customers)[number], quantity: number): Promise<void> => {
      try {
        await testModeOrder(shop, c, { quantity });
      } catch (err) {
        if (!String(err).includes(UNAVAILABLE_MESSAGE) || ++retries > SHOPPERS) throw err;
        return checkOut(c, quantity);
      }
    };
    await Promise.all(
      customers.map(async (c, i) => {
        await checkOut(c, 1 + (i % 3));
        if (++paid === 10) started();
      }),
    );
    backup = await backupDone;
    progress = { paidBefore, paid, retries };
    expect(paid).toBe(SHOPPERS);

    expect(path.basename(backup.file)).toMatch(/^zaron-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(backup.manifest.database).toMatchObject({
      kind: backend,
      migration_level: knownMigrations().length,
      migration: knownMigrations().at(-1),
    });
    expect(backup.manifest.counts.products).toBe(PRODUCTS.length);
    expect(backup.manifest.files['media/products/backup-test-960.webp']).toEqual({
      sha256: crypto.createHash('sha256').update(PICTURE).digest('hex'),
      size: PICTURE.length,
    });
    expect(Object.keys(backup.manifest.files)).toContain('uploads/ambassador/backup-test.jpg');

    // The live shop after everyone paid: its own books agree, and the dashboard shows the backup.
    const live = await shopBooks(shop.database, serum.id, INITIAL_STOCK);
    expect(live.paid).toBe(SHOPPERS);
    expect(live.problems).toEqual([]);
    const staff = await newStaff(shop, 'Backup');
    expect((await staff.get('/api/admin/dashboard')).json().last_backup).toBe(backup.manifest.taken_at);
  });

  it('restores it into an empty shop whose orders, stock, ledger and mails agree', { timeout: 120_000 }, async () => {
    const target = await emptyTarget();
    const restored = await restoreBackup(target.config, backup.file);
    expect(restored.files).toBe(2);
    const database = await target.open();
    try {
      const serum = (await database.db.select().from(products).where(eq(products.slug, 'radiance-vitamin-c-serum')))[0]!;
      const books = await shopBooks(database, serum.id, INITIAL_STOCK);
      expect(books.problems).toEqual([]);
      // Every payment confirmed before the backup began is in it; nothing after the last is.
      expect(books.paid).toBeGreaterThanOrEqual(progress.paidBefore);
      expect(books.paid).toBeLessThanOrEqual(progress.paid);
      expect(books.orders).toBe(backup.manifest.counts.orders);
      expect(books.paid).toBeGreaterThanOrEqual(10);
      console.info(
        `backup during checkout (${backend}): ${progress.paidBefore} paid when it began, ${books.paid} paid in the copy, ${progress.paid} at the end (${progress.retries} attempts retried)`,
      );
    } finally {
      if (backend === 'pglite') await database.close();
    }
    const files = localStorage(target.config.dataDir);
    const read = async (area: 'media' | 'uploads', key: string) => {
      const chunks: Buffer[] = [];
      for await (const c of (await files.get(area, key))!.body) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    };
    expect(await read('media', 'products/backup-test-960.webp')).toEqual(PICTURE);
    expect(await read('uploads', 'ambassador/backup-test.jpg')).toEqual(PHOTO);
  });

  it('refuses a target that is not empty without --force, and replaces it with --force', { timeout: 120_000 }, async () => {
    const target = await emptyTarget();
    await restoreBackup(target.config, backup.file);
    const name =
      backend === 'pglite' ? path.resolve(target.config.dataDir) : `The database ${new URL(target.config.databaseUrl!).pathname.slice(1)}`;
    await expect(restoreBackup(target.config, backup.file)).rejects.toThrow(
      `${name} is not empty. Restoring would replace what it holds: run again with --force to do that.`,
    );
    const again = await restoreBackup(target.config, backup.file, { force: true });
    expect(again.manifest.counts).toEqual(backup.manifest.counts);
  });
});
