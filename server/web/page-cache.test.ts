import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { memoryDatabase } from '../test/memory-db';
import { storefrontBuild } from '../test/web';
import { hashInlineScripts } from '../http/security-headers';
import { SHARED_CACHE_CONTROL } from './send-cached';

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, text]) => !/\ssrc=/.test(attributes!) && text !== '')
    .map(([, , text]) => `'sha256-${crypto.createHash('sha256').update(text!).digest('base64')}'`);
const scriptSources = (csp: string) =>
  /script-src ([^;]*)/
    .exec(csp)![1]!
    .split(' ')
    .filter((s) => s !== "'self'");

describe('catalogue pages from the page cache', () => {
  beforeAll(async () => {
    const { build } = await storefrontBuild();
    database = await memoryDatabase('seeded');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://shop.test',
      COUNTRY_HEADER: 'CF-IPCountry',
      DATA_DIR: path.join(os.tmpdir(), `zaron-pages-${crypto.randomBytes(4).toString('hex')}`),
    });
    app = await buildApp({ config, database, logger: false, web: { build } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('hands no visitor a nonce: two visitors get the same bytes, whose inline scripts the CSP allows by hash', async () => {
    const [one, two] = [await get('/product/radiance-vitamin-c-serum'), await get('/product/radiance-vitamin-c-serum')];
    expect(one.statusCode).toBe(200);
    expect(two.body).toBe(one.body);
    expect(one.body).not.toMatch(/\snonce=/);
    for (const res of [one, two]) expect(res.headers['content-security-policy']).not.toContain("'nonce-");
    const allowed = scriptSources(one.headers['content-security-policy'] as string);
    const present = inlineScripts(one.body);
    expect(present.length).toBeGreaterThanOrEqual(3);
    expect(allowed.sort()).toEqual([...new Set(present)].sort());
    expect(one.headers['content-security-policy']).toContain("default-src 'self'; script-src 'self' 'sha256-");
  });

  it('prices each country in its own copy, which a CDN keeps apart by cookie, language and country header', async () => {
    const ng = await get('/product/radiance-vitamin-c-serum', { cookie: 'countryCode=NG' });
    const us = await get('/product/radiance-vitamin-c-serum', { cookie: 'countryCode=US' });
    const gbByHeader = await get('/product/radiance-vitamin-c-serum', { 'cf-ipcountry': 'GB' });
    expect(ng.body).toContain('₦');
    expect(ng.body).not.toContain('US$');
    expect(us.body).not.toContain('₦');
    expect(gbByHeader.body).toContain('£');
    expect(new Set([ng.headers.etag, us.headers.etag, gbByHeader.headers.etag]).size).toBe(3);
    expect(ng.headers.vary).toBe('Cookie, Accept-Language, cf-ipcountry, Accept-Encoding');
    expect(ng.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(
      (await get('/product/radiance-vitamin-c-serum', { cookie: 'countryCode=NG', 'if-none-match': ng.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('keeps the nonce for pages rendered per visitor, and tells CDNs they are private', async () => {
    const res = await get('/cart');
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)![1]!;
    expect(res.body).toContain(`nonce="${nonce}"`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/cart')).headers['content-security-policy']).not.toContain(nonce);
  });

  it("keeps the data loads of catalogue pages as it keeps the pages, home's included, each read for its own address", async () => {
    for (const url of ['/_.data', '/products.data?limit=24', '/skin-care.data?for-whom=men', '/product/radiance-vitamin-c-serum.data']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, SHARED_CACHE_CONTROL]);
    }
    // The listing's loader reads the address asked for (/products, 24 of them), not the data load's own path.
    const all = (await get('/products.data?limit=24')).body;
    expect(all).toContain('"title","All Products","crumb"');
    expect(all).toMatch(/,"total",44,"limit",24,"filters",\{\},/);
  });

  it('does not keep a page for a product that does not exist', async () => {
    const res = await get('/product/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.body).not.toMatch(/\snonce=/);
  });
});

describe('hashInlineScripts', () => {
  it('allows the scripts the render marked with its nonce and no script injected into the page', () => {
    const page =
      '<script nonce="abc">window.a="₦ é"</script><p><script>alert(1)</script></p><script nonce="abc" type="module">import "x"</script><script nonce="abc" src="/x.js"></script>';
    const { page: html, hashes } = hashInlineScripts(Buffer.from(page), 'abc');
    expect(html.toString('utf8')).toBe(
      '<script>window.a="₦ é"</script><p><script>alert(1)</script></p><script type="module">import "x"</script><script src="/x.js"></script>',
    );
    const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    expect(hashes).toEqual([sha('window.a="₦ é"'), sha('import "x"')]);
    expect(hashes).not.toContain(sha('alert(1)'));
  });
});
