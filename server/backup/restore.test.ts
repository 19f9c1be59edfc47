import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDatabase } from '../test/memory-db';
import { localStorage } from '../storage/local';
import { writeBackup } from './backup';
import { knownMigrations } from './manifest';
import { restoreBackup, type RestoreConfig } from './restore';
import { pgliteSource } from './sources';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-refuse-'));
/** A DATA_DIR that does not exist yet: a refused restore must leave it so. */
const target = (): RestoreConfig => ({ dataDir: fs.mkdtempSync(path.join(work, 'target-')) + '/shop', databaseUrl: undefined, s3: null });

/** Unpacks the good archive, lets `change` edit it, packs it again under `name`. */
async function altered(good: string, name: string, change: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(work, 'edit-'));
  await tar.extract({ file: good, cwd: dir });
  change(dir);
  const file = path.join(work, name);
  await tar.create({ gzip: true, file, cwd: dir }, fs.readdirSync(dir));
  return file;
}

describe('a restore refuses what it cannot trust, before writing anything', () => {
  let good: string;
  beforeAll(async () => {
    const database = await memoryDatabase('seeded');
    const filesDir = path.join(work, 'files');
    const storage = localStorage(filesDir);
    await storage.put('media', 'products/refuse-960.webp', Buffer.from('RIFF0000WEBP picture'));
    good = path.join(work, 'good.tar.gz');
    await writeBackup({ source: pgliteSource(database), storage, target: good });
    await database.close();
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  async function refused(archive: string, message: string, config = target()) {
    await expect(restoreBackup(config, archive)).rejects.toThrow(message);
    expect(fs.existsSync(config.dataDir)).toBe(false);
  }

  it('a truncated archive', async () => {
    const bytes = fs.readFileSync(good);
    const cut = path.join(work, 'cut.tar.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await refused(cut, 'cut.tar.gz cannot be read to its end: it is damaged or truncated. Nothing was restored.');
  });

  it('a foreign archive: a tar.gz without the manifest', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'foreign-'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'holiday photos');
    const foreign = path.join(work, 'foreign.tar.gz');
    await tar.create({ gzip: true, file: foreign, cwd: dir }, ['notes.txt']);
    await refused(foreign, 'foreign.tar.gz is not a Zaron Shop backup: it has no manifest.json. Nothing was restored.');
  });

  it('an archive from a newer migration level than this code knows', async () => {
    const known = knownMigrations().length;
    const newer = await altered(good, 'newer.tar.gz', (dir) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      manifest.database.migration_level = known + 1;
      manifest.database.migration = null;
      fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    await refused(
      newer,
      `newer.tar.gz comes from a newer version of the shop (migration level ${known + 1}; this version knows ${known}). Update the shop, then restore it. Nothing was restored.`,
    );
  });

  it('a file that does not match its checksum, and a file the manifest does not list', async () => {
    const damaged = await altered(good, 'damaged.tar.gz', (dir) =>
      fs.writeFileSync(path.join(dir, 'media/products/refuse-960.webp'), 'RIFF0000WEBP another picture'),
    );
    await refused(damaged, 'damaged.tar.gz is damaged: media/products/refuse-960.webp does not match its checksum. Nothing was restored.');
    const extra = await altered(good, 'extra.tar.gz', (dir) => fs.writeFileSync(path.join(dir, 'media/products/added-960.webp'), 'x'));
    await refused(extra, 'extra.tar.gz holds media/products/added-960.webp, which its manifest does not list. Nothing was restored.');
  });

  it('an embedded backup for a shop on PostgreSQL', async () => {
    const config = { ...target(), databaseUrl: 'postgres://postgres@127.0.0.1:1/none' };
    await refused(good, 'good.tar.gz holds an embedded database: restore it with DATABASE_URL unset. Nothing was restored.', config);
  });

  it('restores the same archive, untouched, into an empty DATA_DIR', async () => {
    const config = target();
    const restored = await restoreBackup(config, good);
    expect(restored.files).toBe(1);
    expect(fs.readFileSync(path.join(config.dataDir, 'media/products/refuse-960.webp'), 'utf8')).toBe('RIFF0000WEBP picture');
    expect(fs.existsSync(path.join(config.dataDir, 'db/PG_VERSION'))).toBe(true);
  });

  it('keeps the key for sealed secrets: the archive does not hold it, the restored secrets need it', async () => {
    const config = target();
    fs.mkdirSync(config.dataDir, { recursive: true });
    const key = `${'c3'.repeat(32)}\n`;
    fs.writeFileSync(path.join(config.dataDir, 'secret-key'), key, { mode: 0o600 });
    // Only the key in DATA_DIR: nothing of a shop to replace, so no --force is needed.
    const restored = await restoreBackup(config, good);
    expect(restored.files).toBe(1);
    expect(fs.readFileSync(path.join(config.dataDir, 'secret-key'), 'utf8')).toBe(key);
    await restoreBackup(config, good, { force: true });
    expect(fs.readFileSync(path.join(config.dataDir, 'secret-key'), 'utf8')).toBe(key);
    expect(fs.existsSync(path.join(config.dataDir, 'db/PG_VERSION'))).toBe(true);
  });
});
