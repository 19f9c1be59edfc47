import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { batchedLogDestination } from './log-destination';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-log-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const linesOf = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe('batched log destination', () => {
  it('writes every line, in order, across turns of the event loop and past the batch size', async () => {
    const file = path.join(dir, 'a.log');
    const fd = fs.openSync(file, 'w');
    const destination = batchedLogDestination(fd);
    const log = pino({ base: undefined, timestamp: false }, destination);
    for (let turn = 0; turn < 20; turn++) {
      for (let i = 0; i < 500; i++) log.info({ n: turn * 500 + i }, 'request completed');
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise<void>((resolve, reject) => destination.flush((err) => (err ? reject(err) : resolve())));
    fs.closeSync(fd);
    const lines = linesOf(file);
    expect(lines).toHaveLength(10_000);
    expect(lines.map((l) => (JSON.parse(l) as { n: number }).n)).toEqual(Array.from({ length: 10_000 }, (_, i) => i));
    expect(JSON.parse(lines[0]!)).toEqual({ level: 30, n: 0, msg: 'request completed' });
  });

  it('calls a flush back at once when nothing is waiting, and writes what is gathered at exit', async () => {
    const file = path.join(dir, 'b.log');
    const fd = fs.openSync(file, 'w');
    const destination = batchedLogDestination(fd);
    await new Promise<void>((resolve) => destination.flush(() => resolve()));
    destination.write('{"msg":"last words"}\n');
    destination.flushSync();
    expect(linesOf(file)).toEqual(['{"msg":"last words"}']);
    fs.closeSync(fd);
  });
});
