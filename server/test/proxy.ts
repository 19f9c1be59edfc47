import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer on loopback, doing what a real one does: it checks each upstream's /readyz
 * every `checkMs` and sends traffic only to ready ones (round robin), and when a connection is
 * refused it tries the next upstream (nothing reached the refused one, so any request may be retried).
 * It never keeps connections to upstreams open between requests.
 */
export async function startProxy(upstreams: number[], checkMs = 100) {
  const ready = new Map(upstreams.map((port) => [port, false]));
  const served = new Map(upstreams.map((port) => [port, 0]));
  let retries = 0;
  let next = 0;

  const check = (port: number) => new Promise<void>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/readyz', agent: false, timeout: 1_000 }, (res) => {
      ready.set(port, res.statusCode === 200);
      res.resume();
      resolve();
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => {
      ready.set(port, false);
      resolve();
    });
  });
  const checks = setInterval(() => upstreams.forEach((port) => void check(port)), checkMs);
  await Promise.all(upstreams.map(check));

  /** Ready upstreams first, starting at the next in turn; the others after, as a last resort. */
  function order(): number[] {
    const start = next++ % upstreams.length;
    const turn = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    return [...turn.filter((p) => ready.get(p)), ...turn.filter((p) => !ready.get(p))];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const candidates = [...order(), ...order()];
      const attempt = (i: number) => {
        const port = candidates[i]!;
        const up = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, connection: 'close' }, agent: false }, (upRes) => {
          served.set(port, served.get(port)! + 1);
          res.writeHead(upRes.statusCode!, upRes.headers);
          upRes.pipe(res);
        });
        up.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && i + 1 < candidates.length) {
            ready.set(port, false);
            retries += 1;
            attempt(i + 1);
          } else if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `Upstream error: ${err.code ?? err.message}` }));
          } else {
            res.destroy();
          }
        });
        up.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Answers per upstream, and how many requests were sent on after a refused connection. */
    stats: () => ({ served: Object.fromEntries(served), retries }),
    close: async () => {
      clearInterval(checks);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
