import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { memoryDatabase } from './test/memory-db';
import { createLifecycle, shutdown } from './lifecycle';

/** One request on its own connection; resolves with status and body, or the socket error's code. */
function get(port: number, path: string): Promise<{ status: number; body: string; connection?: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('lifecycle workers', () => {
  it('runs a repeating task without overlap and waits for a running round when stopped', async () => {
    const events: string[] = [];
    const lifecycle = createLifecycle((err) => events.push(`error ${String(err)}`));
    let rounds = 0;
    lifecycle.every('tick', 10, async () => {
      rounds += 1;
      events.push(`start ${rounds}`);
      await later(60);
      events.push(`end ${rounds}`);
    });
    lifecycle.register({ name: 'outbox', stop: async () => void events.push('outbox stopped') });
    await later(40);
    await lifecycle.stopWorkers();
    events.push('stopped');
    const roundsAtStop = rounds;
    await later(50);
    expect(rounds).toBe(roundsAtStop);
    expect(events).toEqual(['start 1', 'outbox stopped', 'end 1', 'stopped']);
  });

  it('logs a failing round and keeps going', async () => {
    const errors: string[] = [];
    const lifecycle = createLifecycle((err, name) => errors.push(`${name}: ${(err as Error).message}`));
    let n = 0;
    lifecycle.every('flaky', 5, async () => {
      n += 1;
      if (n === 1) throw new Error('first round failed');
    });
    await expect.poll(() => n).toBeGreaterThanOrEqual(2);
    await lifecycle.stopWorkers();
    expect(errors).toEqual(['flaky: first round failed']);
  });
});

describe('graceful shutdown', () => {
  // The app on an empty in-memory database: readiness needs only a reachable database.
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await memoryDatabase();
  });
  afterEach(() => app?.close());
  afterAll(() => database.close());

  const events: string[] = [];
  // Resolves when the slow request has reached its handler (a fixed wait is too short on a busy machine).
  let slowArrived: Promise<void>;
  async function listening(slowMs: number) {
    events.length = 0;
    let arrived!: () => void;
    slowArrived = new Promise((resolve) => (arrived = resolve));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database, logger: false, mailWorker: false });
    app.get('/slow', async () => {
      arrived();
      await later(slowMs);
      events.push('slow request finished');
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }

  it('says "not ready" while draining, finishes requests in flight, refuses new connections, then stops workers and closes pools', async () => {
    // The slow request outlasts the drain delay, so the port closes while it runs.
    const port = await listening(6_500);
    app.lifecycle.register({ name: 'outbox', stop: async () => void events.push('worker stopped') });
    const inFlight = get(port, '/slow');
    await slowArrived;

    const stopping = shutdown(app, app.lifecycle, {
      delayMs: 5_000,
      graceMs: 10_000,
      close: async () => void events.push('pools closed'),
    }).then(() => events.push('shutdown done'));

    // During the delay the instance still answers, but tells the load balancer and clients to go.
    const ready = await get(port, '/readyz');
    expect(ready).toEqual({ status: 503, body: JSON.stringify({ message: 'Shutting down' }), connection: 'close' });
    const health = await get(port, '/healthz');
    expect(health).toMatchObject({ status: 200, connection: 'close' });

    await stopping;
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: true }), connection: 'close' });
    expect(await get(port, '/healthz')).toEqual({ error: 'ECONNREFUSED' });
    expect(events).toEqual(['slow request finished', 'worker stopped', 'pools closed', 'shutdown done']);
  });

  it('cuts off requests still running after the grace period', async () => {
    const port = await listening(20_000);
    const stuck = get(port, '/slow');
    await slowArrived;
    await shutdown(app, app.lifecycle, { delayMs: 0, graceMs: 300, close: async () => void events.push('pools closed') });
    // Shutdown did not wait for the 20-second request: its connection was closed.
    expect(events).toEqual(['pools closed']);
    expect(await stuck).toEqual({ error: 'ECONNRESET' });
  });
});
