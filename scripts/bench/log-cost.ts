// `npx tsx scripts/bench/log-cost.ts`: what one access-log line of a cache hit costs: as the fast path
// writes it (one string straight to the destination, server/http/access-line.ts) and as a log call
// through the shop's own logger settings (Fastify's serializers, the redaction) writes the same
// fields, to a file synchronously (LOG_SYNC=true), in the background as the shop does (one write per
// turn of the event loop, server/http/log-destination.ts) and through pino's own background
// destination (a write per line while none is under way), in five rounds of 200,000 lines, 50 a turn
// (as 50 connections' requests arrive together). Prints the main thread's time per line and the
// process's CPU time per line (all threads: background writes happen on libuv's pool), with
// LOG_LEVEL=warn for scale.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';
import { accessLineWriter } from '../../server/http/access-line';
import { batchedLogDestination } from '../../server/http/log-destination';

const N = 200_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-log-cost-'));
/** A connected client's address, as the serializers read it. */
const socket = { remoteAddress: '127.0.0.1', remotePort: 51234 };
const req = { method: 'GET', url: '/api/product/list', host: '127.0.0.1:3000', ip: '127.0.0.1', socket };
/** The same request as the fast path sees it. */
const incoming = { method: 'GET', url: req.url, headers: { host: req.host }, socket } as unknown as IncomingMessage;

/** Lines a turn of the event loop, between which the background writes complete. */
const PER_TURN = 50;

async function measure(label: string, level: string, writer: 'sync' | 'batched' | 'pino', line: 'log call' | 'access line' = 'log call') {
  const file = path.join(dir, `${label}.log`);
  const fd = fs.openSync(file, 'w');
  const stream = writer === 'batched' ? batchedLogDestination(fd) : pino.destination({ dest: fd, sync: writer === 'sync' });
  const app = Fastify({ logger: { level, redact: ['req.headers.authorization', 'req.headers.cookie'], stream } });
  await app.ready();
  const access = accessLineWriter(app.log);
  const cpu = process.cpuUsage();
  let busy = 0;
  for (let i = 0; i < N; i += PER_TURN) {
    const started = performance.now();
    for (let j = i; j < i + PER_TURN; j++) {
      if (line === 'access line') access?.(`req-${j}`, incoming, 200, 0.21);
      else if (level === 'info')
        app.log.info({ reqId: `req-${j}`, req, res: { statusCode: 200 }, responseTime: 0.21 }, 'request completed');
    }
    busy += performance.now() - started;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const main = (busy * 1e6) / N;
  await new Promise<void>((resolve) => stream.flush(() => resolve()));
  const used = process.cpuUsage(cpu);
  await app.close();
  fs.closeSync(fd);
  return { main, cpu: ((used.user + used.system) * 1e3) / N };
}

for (let round = 1; round <= 5; round++) {
  const warn = await measure(`warn-${round}`, 'warn', 'batched');
  const sync = await measure(`sync-${round}`, 'info', 'sync');
  const background = await measure(`batched-${round}`, 'info', 'batched');
  const perLine = await measure(`pino-${round}`, 'info', 'pino');
  const direct = await measure(`access-${round}`, 'info', 'batched', 'access line');
  const ns = (r: { main: number; cpu: number }) => `${r.main.toFixed(0)} ns main thread, ${r.cpu.toFixed(0)} ns CPU`;
  console.log(
    `round ${round}: the fast path's access line, a write a turn ${ns(direct)} | log calls: LOG_SYNC=true ${ns(sync)} | background, a write a turn ${ns(background)} | pino's background destination ${ns(perLine)} | LOG_LEVEL=warn ${ns(warn)}`,
  );
}
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
