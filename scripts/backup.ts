// `npm run backup [-- <archive.tar.gz>]`: one archive of the shop (database, media, uploads and a
// manifest), taken while the shop is open or closed. Reads the same environment as `npm start`.
import path from 'node:path';
import { defaultArchivePath, writeBackup } from '../server/backup/backup';
import { embeddedSource, postgresSource } from '../server/backup/sources';
import { loadConfig } from '../server/config';
import { createStorage } from '../server/storage';
import { failWith } from './backup-cli';

try {
  const config = loadConfig();
  const target = path.resolve(process.argv[2] ?? defaultArchivePath(config.dataDir));
  const source = config.databaseUrl ? postgresSource(config.databaseUrl) : await embeddedSource(config.dataDir);
  const storage = createStorage(config);
  try {
    const { file, sizeBytes, manifest } = await writeBackup({ source, storage, target });
    const { orders, customers, products } = manifest.counts;
    const files = Object.keys(manifest.files).length - 1;
    console.log(
      `Backup written: ${file} (${(sizeBytes / 1_048_576).toFixed(1)} MB): ${orders} orders, ${customers} customers, ${products} products, ${files} files, migration level ${manifest.database.migration_level}.`,
    );
  } finally {
    await source.close();
    await storage.close();
  }
} catch (err) {
  failWith(err);
}
