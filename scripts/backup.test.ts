import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../server/db/client';
import { knownMigrations } from '../server/backup/manifest';
import { lastBackupAt } from '../server/backup/record';
import { PRODUCTS } from '../server/seed/catalog-data';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-cli-'));
const dataDir = path.join(work, 'shop');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** `npm run backup` / `npm run restore` as an operator runs them, with the shop's environment. */
function npmRun(script: 'backup' | 'restore', args: string[], dir = dataDir) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, DATA_DIR: dir, LOG_LEVEL: 'warn' };
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: root, env, encoding: 'utf8' });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

describe('npm run backup and npm run restore on the embedded shop', () => {
  let shop: ReturnType<typeof spawn> | undefined;
  let exited: Promise<number | null>;
  beforeAll(async () => {
    const seeded = await openPglite(path.join(dataDir, 'db'), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplates').seeded)]),
    });
    await seeded.close();
    fs.mkdirSync(path.join(dataDir, 'media/products'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media/products/cli-960.webp'), 'RIFF0000WEBP picture');
    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    };
    shop = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'ignore' });
    exited = new Promise((resolve) => shop!.once('exit', (code) => resolve(code)));
    for (const deadline = Date.now() + 120_000; ;) {
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (shop.exitCode !== null || Date.now() > deadline) throw new Error('the shop did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 180_000);
  afterAll(() => {
    shop?.kill('SIGKILL');
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up the open shop through it, refuses to restore over it, and restores the copy elsewhere', { timeout: 180_000 }, async () => {
    const open = npmRun('backup', []);
    expect(open.err).toBe('');
    expect(open.status).toBe(0);
    const file = /^Backup written: (\S+) /.exec(open.out)![1]!;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(open.out).toMatch(
      new RegExp(`\\): 0 orders, 2 customers, ${PRODUCTS.length} products, 1 files, migration level ${knownMigrations().length}\\.$`),
    );

    const over = npmRun('restore', [file, '--force']);
    expect(over).toEqual({ status: 1, out: '', err: `The shop is running on ${dataDir}. Stop it before restoring.` });

    const elsewhere = path.join(work, 'copy');
    const restored = npmRun('restore', [file], elsewhere);
    expect(restored.err).toBe('');
    expect(restored.out).toMatch(
      new RegExp(
        `^Restored zaron-.+\\.tar\\.gz \\(taken .+\\): 0 orders, 2 customers, ${PRODUCTS.length} products, 1 files, migration level ${knownMigrations().length}\\.$`,
      ),
    );
    expect(fs.readFileSync(path.join(elsewhere, 'media/products/cli-960.webp'), 'utf8')).toBe('RIFF0000WEBP picture');

    // Closed: the backup opens the files itself, and the record of the first is in the shop's database.
    shop!.kill('SIGTERM');
    expect(await exited).toBe(0);
    shop = undefined;
    const closed = npmRun('backup', [path.join(work, 'closed.tar.gz')]);
    expect(closed.status).toBe(0);
    expect(closed.out).toContain(`Backup written: ${path.join(work, 'closed.tar.gz')} `);
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      expect((await lastBackupAt(database.db))!.getTime()).toBeGreaterThan(Date.now() - 180_000);
    } finally {
      await database.close();
    }
  });
});
