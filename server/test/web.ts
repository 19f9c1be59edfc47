import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { memoryDatabase } from './memory-db';
import { SERVER_BUILD } from './storefront-build';

/** The built storefront (built by the global setup, `storefront-build.ts`), for tests that render pages. */
export async function storefrontBuild(): Promise<{ build: ServerBuild; clientDir: string }> {
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  return { build, clientDir: path.join(path.dirname(SERVER_BUILD), '../client') };
}

/** A JSON log line of the shop, as far as the tests read it. */
export interface LogLine {
  reqId?: string;
  msg: string;
  res?: { statusCode: number };
}

/**
 * The whole shop on a port of 127.0.0.1 (so the fast path, which answers before Fastify, is in
 * play), on the seeded embedded database, rendering pages from the built storefront. `env` adds to
 * the test configuration; with `logs`, its request log lines are collected in `logLines`.
 */
export async function listeningShop(env: Record<string, string> = {}, options: { logs?: boolean; mailWorker?: false } = {}) {
  const { build, clientDir } = await storefrontBuild();
  const database = await memoryDatabase('seeded');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logs ? 'info' : 'silent',
    PUBLIC_URL: 'http://shop.test',
    DATA_DIR: path.join(os.tmpdir(), `zaron-listening-${crypto.randomBytes(4).toString('hex')}`),
    ...env,
  });
  const logLines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logs ? { level: 'info', stream } : false,
    web: { build, clientDir },
    mailWorker: options.mailWorker,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    port: (app.server.address() as { port: number }).port,
    logLines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
