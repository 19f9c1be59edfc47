import path from 'node:path';
import { foreignWrites, refusedWrites } from './table-writes';

/** `npm run lint`: fails when a file of one area of server/ writes a table another area's schema.ts declares. */
const root = path.resolve(import.meta.dirname, '../..');
const refused = refusedWrites(foreignWrites(root));
for (const w of refused)
  console.error(
    `${w.file}:${w.line}: ${w.area}/ ${w.write}s ${w.table}, a table of ${w.owner}/ (change it through ${w.owner}/'s functions)`,
  );
if (refused.length > 0) process.exit(1);
