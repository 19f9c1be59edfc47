// `npm run restore -- <archive.tar.gz> [--force]`: fills an empty DATA_DIR, or an empty PostgreSQL
// database and its storage, from a backup. Reads the same environment as `npm start`.
import path from 'node:path';
import { BackupError, backupMessages } from '../server/backup/messages';
import { restoreBackup } from '../server/backup/restore';
import { loadConfig } from '../server/config';
import { failWith } from './backup-cli';

try {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [archive, ...rest] = args.filter((a) => a !== '--force');
  if (!archive || rest.length > 0) throw new BackupError(backupMessages.noArchive);
  const config = loadConfig();
  const { manifest, files } = await restoreBackup(config, path.resolve(archive), { force });
  const { orders, customers, products } = manifest.counts;
  console.log(
    `Restored ${path.basename(archive)} (taken ${manifest.taken_at}): ${orders} orders, ${customers} customers, ${products} products, ${files} files, migration level ${manifest.database.migration_level}.`,
  );
} catch (err) {
  failWith(err);
}
