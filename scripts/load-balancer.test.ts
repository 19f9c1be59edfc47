import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startProxy } from './load-balancer';

/** A tiny upstream that answers its own name and the X-Forwarded-For it was given. */
async function upstream(name: string, ready = () => true) {
  const server = http.createServer((req, res) => {
    if (req.url === '/readyz') return res.writeHead(ready() ? 200 : 503).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name, forwardedFor: req.headers['x-forwarded-for'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const get = (port: number) =>
  fetch(`http://127.0.0.1:${port}/x`).then(async (r) => ({
    status: r.status,
    ...((await r.json()) as { name: string; forwardedFor: string }),
  }));

describe('load balancer', () => {
  const closing: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('sends a request refused by one upstream to the other', async () => {
    const a = await upstream('a');
    const b = await upstream('b');
    // Health checks too rare to notice: only the retry can save the requests sent to a.
    const proxy = await startProxy([a.port, b.port], { checkMs: 60_000 });
    closing.push(proxy.close, () => new Promise((r) => b.server.close(r)));
    const names = new Set<string>();
    for (let i = 0; i < 4; i++) names.add((await get(proxy.port)).name);
    expect(names).toEqual(new Set(['a', 'b']));

    await new Promise((resolve) => a.server.close(resolve));
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(proxy.port)));
    expect(answers.map((r) => `${r.status} ${r.name}`)).toEqual(Array(6).fill('200 b'));
    expect(proxy.stats().retries).toBeGreaterThanOrEqual(1);
    expect(answers[0]!.forwardedFor).toBe('127.0.0.1');
  });

  it('sends nothing to an upstream whose /readyz says 503', async () => {
    let aReady = true;
    const a = await upstream('a', () => aReady);
    const b = await upstream('b');
    const proxy = await startProxy([a.port, b.port], { checkMs: 20 });
    closing.push(
      proxy.close,
      () => new Promise((r) => a.server.close(r)),
      () => new Promise((r) => b.server.close(r)),
    );
    aReady = false;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(proxy.port)));
    expect(answers.map((r) => r.name)).toEqual(Array(6).fill('b'));
    expect(proxy.stats().retries).toBe(0);
  });
});
