import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for instances on this machine (the restart test, and trying scale mode by
 * hand; production puts HAProxy, nginx or a cloud load balancer here). Like a real one it checks each
 * upstream's /readyz every `checkMs` and sends traffic only to ready ones (round robin), and when a
 * connection is refused it tries the next upstream (nothing reached the refused one, so any request
 * may be retried). It adds X-Forwarded-For and never keeps connections to upstreams open.
 */
export async function startProxy(upstreams: number[], options: { port?: number; host?: string; checkMs?: number } = {}) {
  const checkMs = options.checkMs ?? 100;
  const ready = new Map(upstreams.map((port) => [port, false]));
  const served = new Map(upstreams.map((port) => [port, 0]));
  let retries = 0;
  let next = 0;

  const check = (port: number) =>
    new Promise<void>((resolve) => {
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
      const turn = order();
      const candidates = [...turn, ...turn];
      const attempt = (i: number) => {
        const port = candidates[i]!;
        const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
        const headers = { ...req.headers, connection: 'close', 'x-forwarded-for': forwardedFor };
        const up = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent: false }, (upRes) => {
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
            res
              .writeHead(502, { 'content-type': 'application/json' })
              .end(JSON.stringify({ message: `Upstream error: ${err.code ?? err.message}` }));
          } else {
            res.destroy();
          }
        });
        up.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Answers per upstream, and how many requests were sent on after a refused connection. */
    stats: () => ({ served: Object.fromEntries(served), retries }),
    close: async () => {
      clearInterval(checks);
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

// `npm run proxy -- <listen port> <upstream port>…`: the same balancer in front of local instances.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [listen, ...ups] = process.argv.slice(2).map(Number);
  if (!listen || ups.length === 0 || [listen, ...ups].some((p) => !Number.isInteger(p))) {
    console.error('Usage: npm run proxy -- <listen port> <upstream port> [<upstream port>…]');
    process.exit(1);
  }
  const proxy = await startProxy(ups, { port: listen, checkMs: 500 });
  console.log(
    `Load balancer on http://127.0.0.1:${proxy.port} → ${ups.map((p) => `127.0.0.1:${p}`).join(', ')} (health check: /readyz every 500 ms)`,
  );
  process.on('SIGINT', () => void proxy.close().then(() => process.exit(0)));
  process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
}
