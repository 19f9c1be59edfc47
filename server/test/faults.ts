import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { expect, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { storefrontBuild } from './web';

export const UNAVAILABLE = { message: 'The shop is briefly unavailable. Please try again in a moment.' };

/** The app's log as the JSON lines it writes (each line must parse on its own). */
export function jsonLog() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: { level: 'info', stream }, lines, raw };
}

/** The shop in production mode with its rendered pages, on `database`. */
export async function shopWithPages(database: Database, log: ReturnType<typeof jsonLog>, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: path.join(os.tmpdir(), `zaron-faults-${crypto.randomBytes(4).toString('hex')}`),
    PUBLIC_URL: 'http://shop.test',
    ...env,
  });
  return buildApp({ config, database, web: await storefrontBuild(), logger: log.logger, mailWorker: false });
}

/** A port where something accepts connections and then does `onConnect` to each (by default: never a word). */
export async function fakeServer(onConnect: (socket: net.Socket) => void = () => {}) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
    onConnect(s);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Nothing printed outside the JSON log (React Router's default would print a stack to stderr). */
export function watchStderr() {
  const consoleError = vi.spyOn(console, 'error');
  const stderr = vi.spyOn(process.stderr, 'write');
  return () => {
    expect(consoleError).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
  };
}
