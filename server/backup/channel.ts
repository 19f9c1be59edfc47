import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { backupMessages, BackupError } from './messages';
import type { BackupRecord } from './record';

/**
 * The embedded shop's files belong to one process at a time: the running shop, or a backup or a
 * restore working on a stopped one. That process listens on a unix socket in DATA_DIR (readable by
 * its owner only); whoever finds it answering knows DATA_DIR is taken. The running shop answers two
 * requests on it: a copy of its database, and the record of a finished backup.
 */
export const SOCKET_FILE = 'shop.sock';
/** Unix socket paths are limited to about 100 bytes. */
const MAX_SOCKET_PATH = 100;

export const socketPath = (dataDir: string) => path.join(path.resolve(dataDir), SOCKET_FILE);

export interface ShopEndpoints {
  /** The embedded database's data folder as a tar, taken between transactions. */
  dump(): Promise<Uint8Array<ArrayBuffer>>;
  record(entry: BackupRecord): Promise<void>;
}

export interface DataDirLock {
  /** From now on, answers backups with this shop's database. */
  serve(endpoints: ShopEndpoints): void;
  close(): Promise<void>;
}

/** Whether a process answers on the socket (a stale file left by a killed one does not). */
function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const conn = net.connect(socket);
    conn.once('connect', () => {
      conn.destroy();
      resolve(true);
    });
    conn.once('error', () => resolve(false));
  });
}

/** Claims DATA_DIR for this process, or refuses when another process holds it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const socket = socketPath(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH)
    throw new BackupError(`DATA_DIR is too long a path (${socket} must stay under ${MAX_SOCKET_PATH} bytes).`);
  fs.mkdirSync(path.dirname(socket), { recursive: true });
  if (await answers(socket)) throw new BackupError(backupMessages.busy(dataDir));
  fs.rmSync(socket, { force: true });

  let endpoints: ShopEndpoints | null = null;
  const server = http.createServer((req, res) => {
    const reply = (status: number, body?: object) => {
      res.writeHead(status, body ? { 'content-type': 'application/json' } : {});
      res.end(body ? JSON.stringify(body) : undefined);
    };
    if (!endpoints) return reply(503, { message: backupMessages.busy(dataDir) });
    const shop = endpoints;
    const fail = (err: unknown) => reply(500, { message: err instanceof Error ? err.message : String(err) });
    if (req.url === '/status') return reply(200, { status: 'open' });
    if (req.method === 'POST' && req.url === '/dump') {
      shop.dump().then((tar) => {
        res.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': tar.byteLength });
        res.end(tar);
      }, fail);
      return;
    }
    if (req.method === 'POST' && req.url === '/record') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        let entry: BackupRecord & { takenAt: string };
        try {
          entry = JSON.parse(Buffer.concat(chunks).toString()) as BackupRecord & { takenAt: string };
        } catch {
          return reply(400, { message: 'The record must be JSON.' });
        }
        shop.record({ ...entry, takenAt: new Date(entry.takenAt) }).then(() => reply(204), fail);
      });
      return;
    }
    reply(404, { message: 'Not found' });
  });
  // A backup of a large shop may take a while: no request timeout on this channel.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new BackupError(backupMessages.busy(dataDir)) : err),
    );
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return {
    serve: (e) => {
      endpoints = e;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      fs.rmSync(socket, { force: true });
    },
  };
}

/** Asks the shop running on DATA_DIR; null when none answers there. */
export function askShop(
  dataDir: string,
  pathname: '/status' | '/dump' | '/record',
  body?: object,
): Promise<{ status: number; body: Buffer } | null> {
  const payload = body ? JSON.stringify(body) : '';
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath: socketPath(dataDir), method: 'POST', path: pathname, headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      // No socket, or one nobody listens on (left by a killed process, or closing).
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED' || err.code === 'EPIPE') resolve(null);
      else reject(err);
    });
    req.end(payload);
  });
}
