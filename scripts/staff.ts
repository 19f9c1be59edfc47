// `npm run staff -- add <email> [--role admin|fulfilment|support|catalogue]` makes an existing
// account staff (role admin unless told);
// `npm run staff -- reset-2fa <email>` clears its two-factor setup (a lost phone);
// `npm run staff -- rotate-key` re-seals every two-factor secret under SECRET_KEY (older ones are
// opened with SECRET_KEY_PREVIOUS), after which SECRET_KEY_PREVIOUS can be dropped.
import { parseArgs } from 'node:util';
import { isStaffRole, STAFF_ROLE_NAMES } from '../domain/admin/roles';
import { STAFF_MESSAGES } from '../domain/admin/staff';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createSealer } from '../server/security/sealed';
import { loadSecretKeys } from '../server/security/secret-key';
import { addStaff, resetTwoFactor } from '../server/staff/members';
import { sealStoredSecrets } from '../server/staff/two-factor-secrets';
import { resealBankAccounts } from '../server/influencers/sealed-accounts';

const USAGE = `Usage: npm run staff -- add <email> [--role ${STAFF_ROLE_NAMES.join('|')}]
       npm run staff -- reset-2fa <email>
       npm run staff -- rotate-key`;
function usage(): never {
  console.error(USAGE);
  process.exit(2);
}
const args = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { role: { type: 'string', default: 'admin' } } });
  } catch {
    return usage();
  }
})();
const [command, email] = args.positionals;
const { role } = args.values;
const withEmail = command === 'add' || command === 'reset-2fa';
if ((!withEmail && command !== 'rotate-key') || (withEmail && !email) || !isStaffRole(role)) usage();
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  if (command === 'add') {
    const added = await addStaff(database.db, email!, role);
    console.log(`${STAFF_MESSAGES.added(added.email, role)} The back office at /admin asks for two-factor setup on first use.`);
  } else if (command === 'reset-2fa') {
    await resetTwoFactor(database.db, email!);
    console.log(`Two-factor sign-in of ${email} is cleared; it is set up again on the next visit to /admin.`);
  } else {
    const sealer = createSealer(loadSecretKeys(config, { warn: (m) => console.warn(m) }));
    const { sealed, resealed } = await sealStoredSecrets(database.db, sealer, { rotate: true });
    const accounts = await resealBankAccounts(database.db, sealer);
    console.log(
      `Two-factor secrets now all sealed under key ${sealer.currentKeyId}: ${resealed} re-sealed, ${sealed} sealed from plain text; influencer bank accounts: ${accounts} re-sealed. SECRET_KEY_PREVIOUS can be removed.`,
    );
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
