import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignWrites, refusedWrites } from './table-writes';

describe('foreignWrites', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-table-writes-'));
    write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'ES2022', moduleResolution: 'bundler' } }));
    write(
      'server/accounts/schema.ts',
      "import { pgTable } from 'drizzle-orm/pg-core';\nexport const users = pgTable('users', {});\nexport const sessions = pgTable('sessions', {});",
    );
    write(
      'server/returns/schema.ts',
      "import { pgTable } from 'drizzle-orm/pg-core';\nexport const returnRequests = pgTable('return_requests', {});",
    );
    write('server/db/schema.ts', "export * from '../accounts/schema';\nexport * from '../returns/schema';");
    // The owner writes its own tables; a Map's delete is no table.
    write(
      'server/accounts/service.ts',
      "import { users, sessions } from './schema';\nexport const f = (db: any, seen: Map<string, number>) => { db.insert(users); db.delete(sessions); seen.delete('users'); };",
    );
    // Another area writes them: by name, renamed, through the re-exporting db/schema and a namespace import.
    write(
      'server/staff/members.ts',
      [
        "import { users as accounts } from '../accounts/schema';",
        "import { sessions } from '../db/schema';",
        "import * as schema from '../db/schema';",
        "import { returnRequests } from '../returns/schema';",
        'export async function f(tx: any) {',
        '  await tx.update(accounts).set({ role: "admin" });',
        '  await tx.delete(sessions);',
        '  await tx.insert(schema.users).values({});',
        '  await tx.select().from(returnRequests);',
        '}',
      ].join('\n'),
    );
    // The demo seed, the test helpers and tests may write any table.
    write('server/seed/demo.ts', "import { users } from '../accounts/schema';\nexport const f = (db: any) => db.insert(users);");
    write('server/test/app.ts', "import { users } from '../accounts/schema';\nexport const f = (db: any) => db.update(users);");
    write('server/staff/members.test.ts', "import { users } from '../accounts/schema';\nexport const f = (db: any) => db.delete(users);");
  });
  afterAll(() => fs.rmSync(root, { recursive: true }));

  it('catches a write to another area’s table however it was imported, and leaves reads and the owner’s own writes alone', () => {
    const writes = foreignWrites(root).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    expect(refusedWrites(writes).map((w) => [w.file, w.line, w.write, w.table, w.owner, w.area])).toEqual([
      ['server/staff/members.ts', 6, 'update', 'users', 'accounts', 'staff'],
      ['server/staff/members.ts', 7, 'delete', 'sessions', 'accounts', 'staff'],
      ['server/staff/members.ts', 8, 'insert', 'users', 'accounts', 'staff'],
    ]);
    // The seed, the test helpers and tests are found, then allowed.
    expect(writes.map((w) => w.file).filter((f) => !f.startsWith('server/staff/members.ts'))).toEqual([
      'server/seed/demo.ts',
      'server/staff/members.test.ts',
      'server/test/app.ts',
    ]);
  });
});
