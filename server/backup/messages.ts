/**
 * What `npm run backup` and `npm run restore` say when they refuse. Every refusal of an archive comes
 * before anything is written, and says so.
 */
export const NOTHING_WRITTEN = 'Nothing was restored.';

export const backupMessages = {
  unreadable: (archive: string) => `${archive} cannot be read to its end: it is damaged or truncated. ${NOTHING_WRITTEN}`,
  foreign: (archive: string) => `${archive} is not a Zaron Shop backup: it has no manifest.json. ${NOTHING_WRITTEN}`,
  badManifest: (archive: string) => `${archive} has a manifest.json this shop cannot read. ${NOTHING_WRITTEN}`,
  checksum: (archive: string, file: string) => `${archive} is damaged: ${file} does not match its checksum. ${NOTHING_WRITTEN}`,
  missingFile: (archive: string, file: string) =>
    `${archive} is incomplete: ${file} is listed in its manifest but missing. ${NOTHING_WRITTEN}`,
  extraFile: (archive: string, file: string) => `${archive} holds ${file}, which its manifest does not list. ${NOTHING_WRITTEN}`,
  newer: (archive: string, level: number, known: number) =>
    `${archive} comes from a newer version of the shop (migration level ${level}; this version knows ${known}). Update the shop, then restore it. ${NOTHING_WRITTEN}`,
  wrongMode: (archive: string, kind: 'pglite' | 'postgres') =>
    kind === 'pglite'
      ? `${archive} holds an embedded database: restore it with DATABASE_URL unset. ${NOTHING_WRITTEN}`
      : `${archive} holds a PostgreSQL database: restore it with DATABASE_URL set. ${NOTHING_WRITTEN}`,
  notEmpty: (target: string) => `${target} is not empty. Restoring would replace what it holds: run again with --force to do that.`,
  shopRunning: (dataDir: string) => `The shop is running on ${dataDir}. Stop it before restoring.`,
  busy: (dataDir: string) => `${dataDir} is in use by another process (a running shop, a backup or a restore).`,
  noArchive: 'Usage: npm run restore -- <archive.tar.gz> [--force]',
  missingArchive: (archive: string) => `${archive} does not exist.`,
};

/** A refusal: the scripts print its message alone and exit 1. */
export class BackupError extends Error {}
