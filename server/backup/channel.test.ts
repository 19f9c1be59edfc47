import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askShop, lockDataDir, socketPath } from './channel';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-lock-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const busy = `${dataDir} is in use by another process (a running shop, a backup or a restore).`;

describe('one process at a time on an embedded DATA_DIR', () => {
  it('refuses a second claim while the first holds it, and answers backups only once the shop serves them', async () => {
    const first = await lockDataDir(dataDir);
    expect(fs.statSync(socketPath(dataDir)).mode & 0o777).toBe(0o600);
    await expect(lockDataDir(dataDir)).rejects.toThrow(busy);

    const starting = await askShop(dataDir, '/status');
    expect(starting!.status).toBe(503);
    expect(JSON.parse(starting!.body.toString())).toEqual({ message: busy });

    const recorded: unknown[] = [];
    first.serve({ dump: async () => new Uint8Array([1, 2, 3]), record: async (entry) => void recorded.push(entry) });
    expect((await askShop(dataDir, '/status'))!.status).toBe(200);
    const dump = await askShop(dataDir, '/dump');
    expect([dump!.status, [...dump!.body]]).toEqual([200, [1, 2, 3]]);
    const takenAt = '2026-11-26T19:00:00.000Z';
    expect((await askShop(dataDir, '/record', { takenAt, file: '/b.tar.gz', sizeBytes: 3, sha256: 'ab' }))!.status).toBe(204);
    expect(recorded).toEqual([{ takenAt: new Date(takenAt), file: '/b.tar.gz', sizeBytes: 3, sha256: 'ab' }]);

    await first.close();
    expect(await askShop(dataDir, '/status')).toBeNull();
  });

  it('takes over a socket file left by a killed process', async () => {
    // A process that listened on the socket, killed: the file stays, nobody answers.
    const holder = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socketPath(dataDir))}, () => console.log('up'))`,
    ]);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(fs.existsSync(socketPath(dataDir))).toBe(true);
    expect(await askShop(dataDir, '/status')).toBeNull();

    const lock = await lockDataDir(dataDir);
    expect((await askShop(dataDir, '/status'))!.status).toBe(503);
    await lock.close();
  });
});
