// `npm run staff -- add <email>` makes an existing account staff (role admin);
// `npm run staff -- reset-2fa <email>` clears its two-factor setup (a lost phone).
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { addStaff, resetTwoFactor } from '../server/staff/members';

const [command, email] = process.argv.slice(2);
if ((command !== 'add' && command !== 'reset-2fa') || !email) {
  console.error('Usage: npm run staff -- add <email>\n       npm run staff -- reset-2fa <email>');
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  await database.migrate();
  if (command === 'add') {
    await addStaff(database.db, email);
    console.log(`${email} is now staff (role admin). The back office at /admin asks for two-factor setup on first use.`);
  } else {
    await resetTwoFactor(database.db, email);
    console.log(`Two-factor sign-in of ${email} is cleared; it is set up again on the next visit to /admin.`);
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
