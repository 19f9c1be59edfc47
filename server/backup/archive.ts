import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { knownMigrations, MANIFEST, parseManifest, type Manifest } from './manifest';
import { backupMessages, BackupError } from './messages';

export async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir`, as archive paths (forward slashes), sorted. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Every staged file's checksum and size, for the manifest. */
export async function checksums(dir: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = {};
  for (const name of filesUnder(dir)) {
    const file = path.join(dir, name);
    files[name] = { sha256: await sha256File(file), size: fs.statSync(file).size };
  }
  return files;
}

/**
 * Writes the staged folder as a gzipped tar, manifest first, under a temporary name renamed into
 * place once complete: an archive under its final name is always whole.
 */
export async function writeArchive(staged: string, target: string) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const entries = [MANIFEST, ...fs.readdirSync(staged).filter((n) => n !== MANIFEST)];
  await tar.create({ gzip: true, file: partial, cwd: staged, portable: true }, entries);
  fs.renameSync(partial, target);
}

/**
 * Unpacks an archive into `into` and checks it against its manifest: readable to its end, a
 * manifest of this format, every file present with its checksum and nothing else, a migration level
 * this version knows. Throws a BackupError naming the first fault.
 */
export async function unpackArchive(archive: string, into: string): Promise<Manifest> {
  const name = path.basename(archive);
  try {
    await tar.extract({
      file: archive,
      cwd: into,
      strict: true,
      // Plain files and folders only: links could point outside the folder being restored.
      filter: (_p, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch {
    throw new BackupError(backupMessages.unreadable(name));
  }
  const manifestFile = path.join(into, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new BackupError(backupMessages.foreign(name));
  const manifest = parseManifest(fs.readFileSync(manifestFile, 'utf8'));
  if (!manifest) throw new BackupError(backupMessages.badManifest(name));

  const present = new Set(filesUnder(into).filter((f) => f !== MANIFEST));
  for (const file of present) if (!manifest.files[file]) throw new BackupError(backupMessages.extraFile(name, file));
  for (const [file, expected] of Object.entries(manifest.files)) {
    const full = path.join(into, file);
    if (!present.has(file)) throw new BackupError(backupMessages.missingFile(name, file));
    if ((await sha256File(full)) !== expected.sha256) throw new BackupError(backupMessages.checksum(name, file));
  }
  if (!manifest.files[manifest.database.file]) throw new BackupError(backupMessages.missingFile(name, manifest.database.file));
  const known = knownMigrations().length;
  if (manifest.database.migration_level > known)
    throw new BackupError(backupMessages.newer(name, manifest.database.migration_level, known));
  return manifest;
}
