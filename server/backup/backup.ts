import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../storage';
import type { Area } from '../storage/types';
import { checksums, sha256File, writeArchive } from './archive';
import { FORMAT, MANIFEST, shopVersion, type Manifest } from './manifest';
import { migrationAt } from './record';
import type { BackupSource } from './sources';

export const AREAS: Area[] = ['media', 'uploads'];

/** `DATA_DIR/backups/zaron-2026-11-26T19-02-04Z.tar.gz`: UTC, no colons (not every file system takes them). */
export function defaultArchivePath(dataDir: string, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.resolve(dataDir, 'backups', `zaron-${stamp}.tar.gz`);
}

/** Copies every stored file of both areas into `dir/<area>/<key>` (a file removed meanwhile is skipped). */
async function copyFiles(storage: Storage, dir: string) {
  for (const area of AREAS) {
    for (const key of await storage.list(area)) {
      const object = await storage.get(area, key);
      if (!object) continue;
      const target = path.join(dir, area, key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(object.body, fs.createWriteStream(target));
    }
  }
}

export interface BackupResult {
  file: string;
  sizeBytes: number;
  manifest: Manifest;
}

/**
 * One archive: the database copy first (the files it names are never replaced, so files copied
 * after it include every one it refers to), then the stored files, then the manifest of all of
 * them; the record of the backup is written last, once the archive is complete.
 */
export async function writeBackup(options: { source: BackupSource; storage: Storage; target: string }): Promise<BackupResult> {
  const { source, storage, target } = options;
  const staged = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-backup-'));
  try {
    const copy = await source.copy(staged);
    await copyFiles(storage, staged);
    const manifest: Manifest = {
      format: FORMAT,
      shop_version: shopVersion(),
      taken_at: copy.takenAt.toISOString(),
      database: { kind: source.kind, file: copy.file, migration_level: copy.level, migration: migrationAt(copy.level) },
      counts: copy.counts,
      files: await checksums(staged),
    };
    fs.writeFileSync(path.join(staged, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(staged, target);
    const sizeBytes = fs.statSync(target).size;
    await source.record({ takenAt: copy.takenAt, file: path.resolve(target), sizeBytes, sha256: await sha256File(target) });
    return { file: path.resolve(target), sizeBytes, manifest };
  } finally {
    fs.rmSync(staged, { recursive: true, force: true });
  }
}
