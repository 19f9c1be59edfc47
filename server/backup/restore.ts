import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { SECRET_KEY_FILE } from '../security/secret-key';
import { createStorage, type Storage } from '../storage';
import { unpackArchive } from './archive';
import { AREAS } from './backup';
import { askShop, lockDataDir, SOCKET_FILE } from './channel';
import type { Manifest } from './manifest';
import { backupMessages, BackupError } from './messages';
import { describeDatabase } from './record';
import { pgTool, postgresIsEmpty } from './sources';

/**
 * Entries of DATA_DIR a restore leaves alone and does not count as a shop: archives, the socket, and
 * the key the restored database's secrets were sealed under (it is not in the archive).
 */
const KEPT = new Set(['backups', SOCKET_FILE, SECRET_KEY_FILE]);

export type RestoreConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

export interface RestoreResult {
  manifest: Manifest;
  files: number;
}

/**
 * Restores an archive into the shop the environment names (DATA_DIR, or DATABASE_URL and its
 * storage). The archive is checked whole, and the target found empty (or `force` given), before
 * anything is written; the restored database is then checked against the manifest's counts.
 */
export async function restoreBackup(config: RestoreConfig, archive: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new BackupError(backupMessages.missingArchive(archive));
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-restore-'));
  try {
    const manifest = await unpackArchive(archive, unpacked);
    const wanted = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== wanted) throw new BackupError(backupMessages.wrongMode(path.basename(archive), manifest.database.kind));
    const files = Object.keys(manifest.files).filter((f) => f !== manifest.database.file).length;
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, createStorage(config), unpacked, manifest, options.force ?? false);
    else await restoreEmbedded(config.dataDir, unpacked, manifest, options.force ?? false);
    return { manifest, files };
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

function checkCounts(found: Awaited<ReturnType<typeof describeDatabase>>, manifest: Manifest) {
  const expected = { level: manifest.database.migration_level, counts: manifest.counts };
  if (JSON.stringify(found) !== JSON.stringify(expected))
    throw new Error(`The restored database does not match the manifest: ${JSON.stringify(found)} instead of ${JSON.stringify(expected)}.`);
}

/** Into DATA_DIR: built beside it in a new folder, then moved into place (after clearing it, with force). */
async function restoreEmbedded(dataDir: string, unpacked: string, manifest: Manifest, force: boolean) {
  const status = await askShop(dataDir, '/status');
  if (status?.status === 200) throw new BackupError(backupMessages.shopRunning(path.resolve(dataDir)));
  const lock = await lockDataDir(dataDir);
  try {
    const present = fs.readdirSync(dataDir).filter((n) => !KEPT.has(n) && !n.startsWith('.restoring-'));
    if (present.length > 0 && !force) throw new BackupError(backupMessages.notEmpty(path.resolve(dataDir)));

    const building = fs.mkdtempSync(path.join(dataDir, '.restoring-'));
    try {
      const tarball = fs.readFileSync(path.join(unpacked, manifest.database.file));
      const database = await openPglite(path.join(building, 'db'), { loadDataDir: new Blob([tarball]) });
      try {
        checkCounts(await describeDatabase(database.db), manifest);
      } finally {
        await database.close();
      }
      for (const area of AREAS) {
        if (fs.existsSync(path.join(unpacked, area))) fs.cpSync(path.join(unpacked, area), path.join(building, area), { recursive: true });
      }
    } catch (err) {
      // The copy did not open or does not match: DATA_DIR is left as it was.
      fs.rmSync(building, { recursive: true, force: true });
      throw err;
    }
    for (const name of present) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of fs.readdirSync(building)) fs.renameSync(path.join(building, name), path.join(dataDir, name));
    fs.rmSync(building, { recursive: true, force: true });
  } finally {
    await lock.close();
  }
}

/** Into PostgreSQL (one transaction: all of it or nothing) and the shop's storage. */
async function restorePostgres(url: string, storage: Storage, unpacked: string, manifest: Manifest, force: boolean) {
  const database = openPostgres(url, { max: 1 });
  try {
    const name = new URL(url).pathname.slice(1);
    if (!force) {
      if (!(await postgresIsEmpty(database.db))) throw new BackupError(backupMessages.notEmpty(`The database ${name}`));
      for (const area of AREAS)
        if ((await storage.list(area)).length > 0)
          throw new BackupError(backupMessages.notEmpty(`The ${storage.kind === 's3' ? 'bucket' : 'files folder'} (${area})`));
    } else {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`create schema public`);
      for (const area of AREAS) for (const key of await storage.list(area)) await storage.remove(area, key);
    }
    await pgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      path.join(unpacked, manifest.database.file),
    ]);
    checkCounts(await describeDatabase(database.db), manifest);
    for (const area of AREAS) {
      const dir = path.join(unpacked, area);
      if (!fs.existsSync(dir)) continue;
      for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((x) => x.isFile())) {
        const file = path.join(e.parentPath, e.name);
        await storage.put(area, path.relative(dir, file).split(path.sep).join('/'), fs.readFileSync(file));
      }
    }
  } finally {
    await database.close();
    await storage.close();
  }
}
