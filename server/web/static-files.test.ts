import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { memoryDatabase } from '../test/memory-db';
import { storefrontBuild } from '../test/web';

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let assets: string[];
let assetsDir: string;

describe('built files', () => {
  beforeAll(async () => {
    const { build, clientDir } = await storefrontBuild();
    assetsDir = path.join(clientDir, 'assets');
    assets = fs.readdirSync(assetsDir);
    database = await memoryDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://shop.test',
      DATA_DIR: path.join(os.tmpdir(), `zaron-static-${crypto.randomBytes(4).toString('hex')}`),
    });
    app = await buildApp({ config, database, logger: false, web: { build, clientDir } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const built = (pattern: RegExp) => `/assets/${assets.find((name) => pattern.test(name))!}`;

  it('sends a script brotli-compressed, immutable and sniff-proof, without the headers only a page obeys', async () => {
    const res = await app.inject({ method: 'GET', url: built(/^framework-.*\.js$/), headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
      expect(res.headers[name]).toBeUndefined();
    }
    // Named by its content and immutable: nothing to revalidate with.
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) expect(res.headers[name]).toBeUndefined();
  });

  it('sends the framework file, compressed or not, with the compile hint on its first line and no other script with it', async () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, identity: (body: Buffer) => body };
    for (const [encoding, decoded] of Object.entries(decode)) {
      const res = await app.inject({ method: 'GET', url: built(/^framework-.*\.js$/), headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(decoded(res.rawPayload).toString('utf8').startsWith(hint)).toBe(true);
    }
    const others = assets.filter((name) => name.endsWith('.js') && !name.startsWith('framework-'));
    expect(others.length).toBeGreaterThan(20);
    for (const name of others) expect(fs.readFileSync(path.join(assetsDir, name), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('drops them from a stylesheet sent uncompressed too', async () => {
    const res = await app.inject({ method: 'GET', url: built(/^framework-.*\.css$/) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps the page headers on the SVG icon, which a browser can open as a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers.etag).toMatch(/^W\/"/);
  });
});
