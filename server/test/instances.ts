import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { PROJECT_ROOT } from '../root';

/** A port nothing listens on at the moment of asking. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a fresh connection: the answer, or the network error. */
export function send(
  port: number,
  method: string,
  pathname: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers = {
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
      ...options.headers,
    };
    const req = http.request({ host: '127.0.0.1', port, method, path: pathname, agent: false, timeout: 15_000, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end(payload);
  });
}

export interface Instance {
  port: number;
  child: ChildProcess;
  log: string[];
  exited: Promise<number | null>;
}

/**
 * Shop instances as real processes (server/test/instance.ts), all with `env`: `start` answers once
 * the instance's /readyz says 200, `stop` sends SIGTERM and checks it stopped cleanly, `killAll`
 * ends what is still running.
 */
export function instances(env: () => NodeJS.ProcessEnv) {
  const running = new Set<Instance>();

  async function start(port: number): Promise<Instance> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/instance.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...env(), PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance: Instance = { port, child, log: [], exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
    const keep = (chunk: Buffer) => instance.log.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    running.add(instance);
    void instance.exited.then(() => running.delete(instance));
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await send(port, 'GET', '/readyz');
      if ('status' in res && res.status === 200) return instance;
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`instance on ${port} did not start:\n${instance.log.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGTERM; the exit code and whether the last log line came, for the caller to assert. */
  async function stop(instance: Instance) {
    instance.child.kill('SIGTERM');
    const code = await instance.exited;
    return { code, stopped: instance.log.some((line) => line.includes('"msg":"stopped"')), log: instance.log.join('\n') };
  }

  return {
    start,
    stop,
    killAll: () => running.forEach((instance) => instance.child.kill('SIGKILL')),
  };
}
