import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningShop } from '../test/web';

let shop: Awaited<ReturnType<typeof listeningShop>>;

interface Answer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** A GET with exactly these headers; the answer's headers as sent, in order. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: shop.port, path: url, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = res.rawHeaders;
          const pairs: [string, string][] = [];
          for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
          resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** What must differ between two answers: the request id (each its own) and the date. */
const comparable = (a: Answer) => a.headers.filter(([name]) => name !== 'x-request-id' && name !== 'date');
const header = (a: Answer, name: string) => a.headers.find(([n]) => n === name)?.[1];
/** The log messages of one request: the full path logs two lines, the fast path one. */
const logOf = (reqId: string) =>
  shop.logLines.filter((l) => l.reqId === reqId).map((l) => `${l.msg}${l.res ? ` ${l.res.statusCode}` : ''}`);
let n = 0;
const rid = () => `test-request-${++n}-${crypto.randomBytes(4).toString('hex')}`;

describe('the fast path for catalogue answers already served', () => {
  beforeAll(async () => {
    shop = await listeningShop({ COUNTRY_HEADER: 'CF-IPCountry' }, { logs: true });
  }, 120_000);
  afterAll(() => shop?.close());

  it('answers a catalogue API hit with the same status, headers and bytes as the miss that made it', async () => {
    const [a, b] = [rid(), rid()];
    const miss = await get('/api/product/list', { 'x-request-id': a });
    const hit = await get('/api/product/list', { 'x-request-id': b });
    expect(logOf(a)).toEqual(['incoming request', 'request completed 200']);
    expect(logOf(b)).toEqual(['request completed 200']);
    expect(miss.status).toBe(200);
    expect(hit.status).toBe(200);
    expect(header(hit, 'x-request-id')).toBe(b);
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(comparable(hit).map(([name]) => name)).toEqual([
      'x-content-type-options',
      'x-frame-options',
      'content-security-policy',
      'content-type',
      'cache-control',
      'etag',
      'vary',
      'content-length',
      'connection',
    ]);
    // JSON loads and runs nothing: the API's own policy, with no per-request nonce.
    expect(header(hit, 'content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(header(hit, 'content-length')).toBe(String(hit.body.length));
    expect(header(hit, 'etag')).toBe(`"${crypto.createHash('sha256').update(hit.body).digest('base64url').slice(0, 27)}"`);
    expect(JSON.parse(hit.body.toString()).data.best_sellers.length).toBeGreaterThan(0);
  });

  it('sends the kept brotli and gzip copies, and 304 for a matching ETag, as the full path does', async () => {
    const url = '/api/product/category/best-sellers';
    const plain = await get(url);
    for (const encoding of ['br', 'gzip']) {
      shop.app.services.catalogCache.clear();
      const [a, b] = [rid(), rid()];
      const miss = await get(url, { 'accept-encoding': encoding, 'x-request-id': a });
      const hit = await get(url, { 'accept-encoding': encoding, 'x-request-id': b });
      expect(logOf(b)).toEqual(['request completed 200']);
      expect(header(hit, 'content-encoding')).toBe(encoding);
      expect(comparable(hit)).toEqual(comparable(miss));
      expect(hit.body.equals(miss.body)).toBe(true);
      const decoded = encoding === 'br' ? zlib.brotliDecompressSync(hit.body) : zlib.gunzipSync(hit.body);
      expect(decoded.equals(plain.body)).toBe(true);
    }
    const etag = header(plain, 'etag')!;
    shop.app.services.catalogCache.clear();
    const [a, b] = [rid(), rid()];
    const miss = await get(url, { 'if-none-match': etag, 'x-request-id': a });
    const hit = await get(url, { 'if-none-match': etag, 'x-request-id': b });
    expect(logOf(a)).toEqual(['incoming request', 'request completed 304']);
    expect(logOf(b)).toEqual(['request completed 304']);
    expect([miss.status, hit.status]).toEqual([304, 304]);
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(header(hit, 'content-type')).toBeUndefined();
    expect(hit.body.length).toBe(0);
  });

  it('leaves to the full path what it does not keep: another encoding, HEAD, a changed catalogue', async () => {
    const url = '/api/product/search?q=serum&limit=8';
    await get(url);
    const deflate = rid();
    const res = await get(url, { 'accept-encoding': 'deflate', 'x-request-id': deflate });
    expect(logOf(deflate)).toEqual(['incoming request', 'request completed 200']);
    expect(header(res, 'content-encoding')).toBe('deflate');
    const head = rid();
    await new Promise<void>((resolve) =>
      http
        .request({ host: '127.0.0.1', port: shop.port, path: url, method: 'HEAD', headers: { 'x-request-id': head } }, (r) => {
          r.resume();
          r.on('end', resolve);
        })
        .end(),
    );
    expect(logOf(head)).toEqual(['incoming request', 'request completed 200']);
    shop.app.services.catalogCache.invalidate();
    const after = rid();
    expect((await get(url, { 'x-request-id': after })).status).toBe(200);
    expect(logOf(after)).toEqual(['incoming request', 'request completed 200']);
  });

  it("answers a page hit per country with the miss's bytes and headers, its CSP hashes included", async () => {
    const url = '/product/radiance-vitamin-c-serum';
    const [a, b, c] = [rid(), rid(), rid()];
    const miss = await get(url, { cookie: 'countryCode=NG', 'x-request-id': a });
    const hit = await get(url, { cookie: 'countryCode=NG', 'x-request-id': b });
    expect(logOf(b)).toEqual(['request completed 200']);
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(header(hit, 'vary')).toBe('Cookie, Accept-Language, cf-ipcountry, Accept-Encoding');
    expect(header(hit, 'content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(hit.body.toString()).toContain('₦');
    // Another country is another copy: the first GB visitor goes through the full path.
    const gb = await get(url, { 'cf-ipcountry': 'GB', 'x-request-id': c });
    expect(logOf(c)).toEqual(['incoming request', 'request completed 200']);
    expect(gb.body.toString()).toContain('£');
    expect(gb.body.toString()).not.toContain('₦');
  });

  it('answers a shared link with tracking parameters from the copy of its page, which renders the page without them', async () => {
    const [a, b, c] = [rid(), rid(), rid()];
    const miss = await get('/category/best-sellers?for-whom=men&fbclid=IwAR0first', { cookie: 'countryCode=GB', 'x-request-id': a });
    const hit = await get('/category/best-sellers?utm_source=instagram&for-whom=men&fbclid=IwAR0second', {
      cookie: 'countryCode=GB',
      'x-request-id': b,
    });
    expect(logOf(a)).toEqual(['incoming request', 'request completed 200']);
    expect(logOf(b)).toEqual(['request completed 200']);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(miss.body.toString()).not.toMatch(/fbclid|utm_source|IwAR0/);
    // The filters it reads make another page.
    const women = await get('/category/best-sellers?for-whom=women&fbclid=IwAR0third', { cookie: 'countryCode=GB', 'x-request-id': c });
    expect(logOf(c)).toEqual(['incoming request', 'request completed 200']);
    expect(women.body.equals(miss.body)).toBe(false);
  });
});
