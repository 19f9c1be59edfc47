import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../root';
import { send } from './instances';

/** Debian's package puts it here; the tests use no other. */
export const HAPROXY = '/usr/sbin/haproxy';
/** The configuration the shop ships (docs/operations.md runs the same file). */
export const HAPROXY_CONFIG = path.join(PROJECT_ROOT, 'docs/haproxy.cfg');

/** The tests behind the balancer need it: without it they fail, saying how to get it. */
export function requireHaproxy() {
  try {
    fs.accessSync(HAPROXY, fs.constants.X_OK);
  } catch {
    throw new Error(
      `HAProxy is not installed (${HAPROXY}): the two-instance tests run behind it. Install Debian's package: apt-get install -y haproxy`,
    );
  }
}

/** The variables docs/haproxy.cfg reads: where it listens and the two instances behind it. */
export const haproxyEnv = (port: number, [a, b]: [number, number]) => ({
  ZARON_LB_PORT: String(port),
  ZARON_UPSTREAM_A: `127.0.0.1:${a}`,
  ZARON_UPSTREAM_B: `127.0.0.1:${b}`,
});

/** `haproxy -c`: the exit code and what it printed. */
export async function checkHaproxyConfig(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(HAPROXY, ['-c', '-f', HAPROXY_CONFIG], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/**
 * HAProxy in the foreground (`-db`) with the shipped configuration, on `port` in front of the two
 * instances; answers once a request through it reaches a ready instance. `log` holds its lines.
 */
export async function startHaproxy(port: number, upstreams: [number, number]) {
  requireHaproxy();
  const child = spawn(HAPROXY, ['-f', HAPROXY_CONFIG, '-db'], {
    env: { PATH: process.env.PATH, ...haproxyEnv(port, upstreams) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await send(port, 'GET', '/readyz');
    if ('status' in res && res.status === 200) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`HAProxy did not start on ${port}:\n${log.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    log,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
