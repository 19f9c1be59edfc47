// `npm run bench:startup`: how long `npm start` (plain Node running the built server) takes until
// /readyz answers 200, on a fresh DATA_DIR (migrations, demo catalogue and its pictures) and on the
// same folder again, and the process's resident memory once ready. Per Node.js binary in BENCH_NODES
// (comma-separated paths; default: this one), alternating binaries in each of BENCH_ROUNDS rounds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, startArgs } from './shop';

const root = path.resolve(import.meta.dirname, '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const NODES = (process.env.BENCH_NODES ?? process.execPath).split(',').map((n) => n.trim());
const PORT = Number(process.env.PORT ?? 3020);

interface Start {
  seconds: number;
  rssMiB: number;
}

/** Resident memory of a process, from /proc (Linux). */
function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

async function startOnce(node: string, dataDir: string): Promise<Start> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.NODE_ENV; // as a shopper's machine runs `npm start`
  const started = performance.now();
  const child = spawn(node, startArgs(), { cwd: root, env, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${node}: npm start exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    // A moment for start-up work still finishing (the first catalogue reads) to settle.
    await new Promise((r) => setTimeout(r, 2_000));
    return { seconds, rssMiB: rssMiB(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

buildServer();
const results = new Map<string, { fresh: Start[]; existing: Start[] }>(NODES.map((n) => [n, { fresh: [], existing: [] }]));
for (let round = 0; round < ROUNDS; round++) {
  for (const node of NODES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-startup-'));
    try {
      const fresh = await startOnce(node, dataDir);
      const existing = await startOnce(node, dataDir);
      results.get(node)!.fresh.push(fresh);
      results.get(node)!.existing.push(existing);
      console.log(
        `round ${round + 1} ${node}: fresh ${fresh.seconds.toFixed(1)} s (${fresh.rssMiB.toFixed(0)} MiB), existing ${existing.seconds.toFixed(1)} s (${existing.rssMiB.toFixed(0)} MiB)`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

console.log(`\n| Node.js | ready, fresh DATA_DIR | RSS then | ready, existing DATA_DIR | RSS then |`);
console.log(`|---|---|---|---|---|`);
for (const [node, r] of results) {
  const version = await new Promise<string>((resolve) => {
    const child = spawn(node, ['--version']);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', () => resolve(out.trim()));
  });
  console.log(
    `| ${version} | ${median(r.fresh.map((s) => s.seconds)).toFixed(1)} s | ${median(r.fresh.map((s) => s.rssMiB)).toFixed(0)} MiB | ` +
      `${median(r.existing.map((s) => s.seconds)).toFixed(1)} s | ${median(r.existing.map((s) => s.rssMiB)).toFixed(0)} MiB |`,
  );
}
console.log(
  `\n${new Date().toISOString()}  load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}  ${os.cpus().length} cores, medians of ${ROUNDS}`,
);
