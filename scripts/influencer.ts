// `npm run influencer -- add <email> <CODE>`: makes an existing customer an influencer with a discount code.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { promoteToInfluencer } from '../server/influencers/admin';

const [command, email, code] = process.argv.slice(2);
if (command !== 'add' || !email || !code) {
  console.error('Usage: npm run influencer -- add <email> <CODE>');
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  await database.migrate();
  const result = await promoteToInfluencer(database.db, email, code);
  console.log(`${email} is now an influencer with the discount code ${result.code} (10% to customers, 5% commission).`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
