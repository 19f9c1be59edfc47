import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileAnswer } from '../../domain/answers';
import { answers } from '../http/validate';
import type { ShopMetrics } from './registry';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The name requests to this route are counted under, when not its pattern (`page`, `static`). */
    metricsRoute?: string;
  }
}

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required.';

/** The bounded name a request is counted under: its route's own name or pattern, never the URL. */
export function routeLabel(req: FastifyRequest): string {
  return req.routeOptions.config?.metricsRoute ?? req.routeOptions.url ?? 'unmatched';
}

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Counts every request Fastify answers (the fast path counts its own) and, when a token or a port is
 * configured, serves the figures: `GET /metrics` to `Authorization: Bearer <token>` only, and on
 * `port` at 127.0.0.1 to anyone on this machine. With neither, the figures are kept but not served.
 */
export function metricsRoutes(app: FastifyInstance, metrics: ShopMetrics, options: { token?: string; port?: number }) {
  app.addHook('onResponse', (req, reply, done) => {
    const route = routeLabel(req);
    metrics.request(route, req.method, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimited(route);
    done();
  });

  if (options.token) {
    // Both sides hashed to the same length, so the comparison takes the same time whatever is sent.
    const expected = digest(`Bearer ${options.token}`);
    app.get('/metrics', { logLevel: 'warn', schema: { response: answers({ 200: fileAnswer }) } }, async (req, reply) => {
      const given = req.headers.authorization;
      if (!given || !crypto.timingSafeEqual(digest(given), expected)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: METRICS_TOKEN_REQUIRED });
      }
      reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
      return metrics.registry.metrics();
    });
  }

  if (options.port) {
    const listener = localListener(metrics, options.port);
    app.addHook('onReady', listener.start);
    app.addHook('onClose', listener.stop);
  }
}

/** `GET /metrics` without a token, on its own port reachable from this machine only. */
function localListener(metrics: ShopMetrics, port: number) {
  const server = http.createServer((req, res) => {
    const json = (status: number, message: string) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message }));
    };
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return json(404, 'Not found');
    metrics.registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        res.end(body);
      },
      () => json(500, 'The metrics could not be read.'),
    );
  });
  return {
    start: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
