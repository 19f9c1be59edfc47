import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Another origin on the same host (another port): the same site, so the browser still sends the
 * Lax cookie with its requests to the shop; only the shop's own check can refuse them.
 */
export async function otherOrigin(html: string) {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((go) => server.listen(0, 'localhost', go));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}
