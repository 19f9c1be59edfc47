// `npm run seed`: the demo catalogue into an empty database (any mode), the demo accounts, and the
// pictures into the shop's storage (DATA_DIR/media or the S3 bucket). Safe to run again.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { SEED_LOCK_ID } from '../server/index';
import { createStorage } from '../server/storage';
import { seedDemo } from '../server/seed/demo';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const storage = createStorage(config);
await database.exclusive(SEED_LOCK_ID, () => seedDemo(database.db, storage));
await storage.close();
await database.close();
console.log(`Demo catalogue, accounts and pictures are in place (database: ${database.kind}, files: ${storage.kind}).`);
