// `npx tsx scripts/bench/log-cost.ts`: what one access-log line of a cache hit costs (the line the
// fast path writes, through the shop's own logger settings: Fastify's serializers, the redaction),
// written to a file synchronously (LOG_SYNC=true) and in the background (the default), in five
// rounds of 200,000 lines. Prints the main thread's time per line and the process's CPU time per
// line (all threads: the background writes happen on libuv's pool), with LOG_LEVEL=warn for scale.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';

const N = 200_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-log-cost-'));
const socket = new net.Socket();
const req = { method: 'GET', url: '/api/product/list', host: '127.0.0.1:3000', ip: '127.0.0.1', socket };

async function measure(label: string, level: string, sync: boolean) {
  const stream = pino.destination({ dest: path.join(dir, `${label}.log`), sync });
  const app = Fastify({ logger: { level, redact: ['req.headers.authorization', 'req.headers.cookie'], stream } });
  await app.ready();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < N; i++) {
    if (level === 'info') app.log.info({ reqId: `req-${i}`, req, res: { statusCode: 200 }, responseTime: 0.21 }, 'request completed');
  }
  const main = ((performance.now() - started) * 1e6) / N;
  await new Promise<void>((resolve) => stream.flush(() => resolve()));
  const used = process.cpuUsage(cpu);
  await app.close();
  stream.end();
  return { main, cpu: ((used.user + used.system) * 1e3) / N };
}

for (let round = 1; round <= 5; round++) {
  const warn = await measure(`warn-${round}`, 'warn', false);
  const sync = await measure(`sync-${round}`, 'info', true);
  const background = await measure(`async-${round}`, 'info', false);
  const ns = (r: { main: number; cpu: number }) => `${r.main.toFixed(0)} ns main thread, ${r.cpu.toFixed(0)} ns CPU`;
  console.log(`round ${round}: LOG_SYNC=true ${ns(sync)} | background ${ns(background)} | LOG_LEVEL=warn ${ns(warn)}`);
}
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
