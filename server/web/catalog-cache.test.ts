import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCatalogCache, encoded, encodingFor, type CatalogCache, type Produced } from './catalog-cache';

const made = (text: string, keep?: boolean): Produced => ({
  status: 200,
  headers: { 'content-type': 'text/plain' },
  body: Buffer.from(text),
  keep,
});
/** The bytes brotli makes of `text` at `quality` (the cache passes the size hint too). */
const brotliAt = (text: string, quality: number) =>
  zlib.brotliCompressSync(text, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });
const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('catalogue cache', () => {
  it('makes a response once for everyone asking at the same time, then serves the kept bytes', async () => {
    const cache = createCatalogCache();
    let calls = 0;
    const produce = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return made('home');
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', produce)));
    expect(calls).toBe(1);
    expect(new Set(answers.map((a) => a!.body.toString()))).toEqual(new Set(['home']));
    expect((await cache.get('k', produce))!.etag).toBe(answers[0]!.etag);
    expect(calls).toBe(1);
  });

  it('forgets everything on invalidate, and does not keep what was made while it happened', async () => {
    const cache = createCatalogCache();
    await cache.get('k', async () => made('old'));
    cache.invalidate();
    let release!: () => void;
    const slow = cache.get(
      'k',
      () =>
        new Promise((resolve) => {
          release = () => resolve(made('made before the change'));
        }),
    );
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate();
    release();
    expect((await slow)!.body.toString()).toBe('made before the change');
    expect((await cache.get('k', async () => made('new')))!.body.toString()).toBe('new');
  });

  it('forgets only the responses and data made from what a change touched', async () => {
    const cache = createCatalogCache();
    let loads = 0;
    const read = (key: string, tags: string[]) =>
      cache.memo(
        key,
        async () => {
          loads++;
          return key;
        },
        () => tags,
      );
    const page = (key: string, text: string, reads: [string, string[]][]) =>
      cache.get(key, async () => {
        for (const [name, tags] of reads) await read(name, tags);
        return made(text);
      });
    await page('/a', 'a1', [['product a', ['product:1']]]);
    await page('/b', 'b1', [['product b', ['product:2']]]);
    await page('/list', 'list1', [['list', ['lists', 'product:1', 'product:2']]]);
    expect(loads).toBe(3);
    cache.invalidate(['product:1']);
    expect((await page('/b', 'b2', []))!.body.toString()).toBe('b1');
    expect((await page('/a', 'a2', [['product a', ['product:1']]]))!.body.toString()).toBe('a2');
    expect((await page('/list', 'list2', [['list', ['lists', 'product:1', 'product:2']]]))!.body.toString()).toBe('list2');
    // The product's data and the list's were read again; the other product's data was kept.
    expect(loads).toBe(5);
    await read('product b', ['product:2']);
    expect(loads).toBe(5);
    cache.invalidate(['lists']);
    expect((await page('/a', 'a3', []))!.body.toString()).toBe('a2');
    expect((await page('/list', 'list3', []))!.body.toString()).toBe('list3');
  });

  it('does not keep a response made while a change touched what it read, and keeps one that read something else', async () => {
    const cache = createCatalogCache();
    const releases: (() => void)[] = [];
    const slowPage = (key: string, tag: string) =>
      cache.get(key, async () => {
        await cache.memo(
          key,
          async () => key,
          () => [tag],
        );
        await new Promise<void>((resolve) => releases.push(resolve));
        return made(`${key} before`);
      });
    const touched = slowPage('/a', 'product:1');
    const untouched = slowPage('/b', 'product:2');
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate(['product:1']);
    for (const release of releases) release();
    expect((await touched)!.body.toString()).toBe('/a before');
    expect((await untouched)!.body.toString()).toBe('/b before');
    expect((await cache.get('/a', async () => made('/a after')))!.body.toString()).toBe('/a after');
    expect((await cache.get('/b', async () => made('/b after')))!.body.toString()).toBe('/b before');
  });

  it('shares a response it must not keep with those waiting, but makes it again afterwards', async () => {
    const cache = createCatalogCache();
    expect((await cache.get('k', async () => made('not found', false)))!.body.toString()).toBe('not found');
    expect((await cache.get('k', async () => made('found')))!.body.toString()).toBe('found');
  });

  it('drops the least recently used responses beyond its byte budget', async () => {
    const cache = createCatalogCache({ budgetBytes: 10 });
    await cache.get('a', async () => made('aaaa'));
    await cache.get('b', async () => made('bbbb'));
    await cache.get('a', async () => made('A'));
    await cache.get('c', async () => made('cccc'));
    expect((await cache.get('a', async () => made('again')))!.body.toString()).toBe('aaaa');
    expect((await cache.get('b', async () => made('again')))!.body.toString()).toBe('again');
  });

  it('counts the compressed copies of a kept response against its byte budget', async () => {
    const text = 'catalogue '.repeat(200);
    const big = (await createCatalogCache().get('big', async () => made(text)))!;
    const size = text.length + big.ready!.br.length + big.ready!.gzip.length;
    expect(big.size).toBe(size);
    // Room for the body alone but not for it and its copies: the older one goes.
    const cache = createCatalogCache({ budgetBytes: size + text.length });
    await cache.get('a', async () => made(text));
    await cache.get('b', async () => made(text));
    expect((await cache.get('a', async () => made('again')))!.body.toString()).toBe('again');
  });

  it('drops the oldest catalogue data beyond its data budget (the length of its JSON)', async () => {
    const cache = createCatalogCache({ dataBudget: 25 });
    let loads = 0;
    const load = (text: string) => async () => (loads++, text);
    await cache.memo('a', load('a'.repeat(10))); // 12 characters of JSON
    await cache.memo('b', load('b'.repeat(10)));
    expect(await cache.memo('a', load('again'))).toBe('a'.repeat(10));
    await cache.memo('c', load('c'.repeat(10)));
    expect(await cache.memo('b', load('again'))).toBe('b'.repeat(10));
    expect(await cache.memo('a', load('again'))).toBe('again');
    expect(loads).toBe(4);
  });

  it('recalls a remembered request only while its response is kept', async () => {
    const cache = createCatalogCache({ budgetBytes: 10 });
    const headers: [string, string][] = [['content-type', 'text/plain']];
    const a = (await cache.get('a', async () => made('aaaa')))!;
    cache.remember('GET /a', { entry: a, headers, route: '/api/products' });
    expect(cache.recall('GET /a')).toEqual({ entry: a, headers, route: '/api/products' });
    expect(a.ready).toBeUndefined(); // under 1 KiB: never compressed
    // A response shared once is never remembered.
    const once = (await cache.get('o', async () => made('once', false)))!;
    cache.remember('GET /o', { entry: once, headers, route: '/api/products' });
    expect(cache.recall('GET /o')).toBeUndefined();
    // Recalling counts as a use: 'b' is now the least recently used and goes first.
    const b = (await cache.get('b', async () => made('bbbb')))!;
    cache.remember('GET /b', { entry: b, headers, route: '/api/products' });
    expect(cache.recall('GET /a')?.entry).toBe(a);
    await cache.get('c', async () => made('cccc'));
    expect(cache.recall('GET /b')).toBeUndefined();
    expect(cache.recall('GET /a')?.entry).toBe(a);
    cache.invalidate();
    expect(cache.recall('GET /a')).toBeUndefined();
    cache.remember('GET /a', { entry: a, headers, route: '/api/products' });
    expect(cache.recall('GET /a')).toBeUndefined();
  });

  it('holds brotli and gzip copies of a kept response ready before anyone asks, compressed for size', async () => {
    const cache = createCatalogCache();
    const text = 'catalogue '.repeat(200);
    const entry = (await cache.get('big', async () => made(text)))!;
    expect(entry.ready!.br.equals(brotliAt(text, 5))).toBe(true);
    expect(entry.ready!.gzip.equals(zlib.gzipSync(text, { level: 6 }))).toBe(true);
    expect(zlib.brotliDecompressSync(entry.ready!.br).toString()).toBe(text);
  });

  it('renders every time when turned off', async () => {
    const cache = createCatalogCache({ enabled: false });
    await cache.get('k', async () => made('one'));
    expect((await cache.get('k', async () => made('two')))!.body.toString()).toBe('two');
  });

  it('keeps catalogue data until it changes while responses are rendered every time, when asked to', async () => {
    const cache = createCatalogCache({ enabled: false, keepData: true });
    let loads = 0;
    const load = async () => ++loads;
    expect([await cache.memo('list', load), await cache.memo('list', load)]).toEqual([1, 1]);
    await cache.get('k', async () => made('one'));
    expect((await cache.get('k', async () => made('two')))!.body.toString()).toBe('two');
    cache.clear();
    expect(await cache.memo('list', load)).toBe(2);
    cache.invalidate();
    expect(await cache.memo('list', load)).toBe(3);
    expect([cache.enabled, cache.keepsData]).toEqual([false, true]);
  });

  it('keeps no catalogue data when turned off without it', async () => {
    const cache = createCatalogCache({ enabled: false });
    let loads = 0;
    await cache.memo('list', async () => ++loads);
    expect(await cache.memo('list', async () => ++loads)).toBe(2);
  });

  it('picks brotli, then gzip, among the encodings a client accepts', () => {
    const entry = { status: 200, headers: {}, body: Buffer.alloc(2048), etag: '"x"', encoded: {} };
    expect(encodingFor('gzip, deflate, br', entry)).toBe('br');
    expect(encodingFor('gzip, br;q=0', entry)).toBe('gzip');
    expect(encodingFor('deflate', entry)).toBeNull();
    expect(encodingFor(undefined, entry)).toBeNull();
    expect(encodingFor('br', { ...entry, body: Buffer.alloc(100) })).toBeNull();
  });

  it('compresses a response it does not keep only in the encoding asked for', async () => {
    const cache = createCatalogCache({ enabled: false });
    const text = 'made afresh '.repeat(200);
    const entry = (await cache.get('page', async () => ({ status: 200, headers: {}, body: Buffer.from(text) })))!;
    expect(entry.encoded).toEqual({});
    expect(zlib.gunzipSync(await encoded(entry, 'gzip')).toString()).toBe(text);
    expect(Object.keys(entry.encoded)).toEqual(['gzip']);
    expect(entry.ready).toBeUndefined();
  });

  it('compresses a response made for one request for speed, and one it keeps for size', async () => {
    const words = ['serum', 'shea', 'glow', 'melanin', 'spf', 'toner', 'balm', 'tint', 'matte', 'oil', 'kit', 'deep'];
    const text = Array.from({ length: 2000 }, (_, i) => words[(i * i * 7 + i * 13) % words.length]! + ((i * 7919) % 97)).join(' ');
    const once = (await createCatalogCache({ enabled: false }).get('page', async () => made(text)))!;
    const shared = (await createCatalogCache().get('page', async () => made(text, false)))!;
    const kept = (await createCatalogCache().get('page', async () => made(text)))!;
    for (const entry of [once, shared]) {
      expect((await encoded(entry, 'br')).equals(brotliAt(text, 3))).toBe(true);
      expect((await encoded(entry, 'gzip')).equals(zlib.gzipSync(text, { level: 3 }))).toBe(true);
      expect(entry.ready).toBeUndefined();
    }
    expect((await encoded(kept, 'br')).equals(brotliAt(text, 5))).toBe(true);
    expect(brotliAt(text, 5).length).toBeLessThan(brotliAt(text, 3).length);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('catalogue cache across instances (Redis)', () => {
  it('an invalidation on one instance empties the others', async () => {
    const channel = `zaron-test:catalog:${crypto.randomBytes(4).toString('hex')}`;
    const caches: CatalogCache[] = [0, 1].map(() => createCatalogCache({ redisUrl: process.env.TEST_REDIS_URL, channel }));
    try {
      // Both subscribed (a fresh subscription forgets everything, so fill the caches after it).
      await new Promise((r) => setTimeout(r, 300));
      await caches[0]!.get('k', async () => made('first'));
      await caches[1]!.get('k', async () => made('first'));
      caches[0]!.invalidate();
      await waitFor(async () => (await caches[1]!.get('k', async () => made('second', false)))!.body.toString() === 'second');
      expect((await caches[1]!.get('k', async () => made('second')))!.body.toString()).toBe('second');
      expect((await caches[0]!.get('k', async () => made('second')))!.body.toString()).toBe('second');
    } finally {
      await Promise.all(caches.map((c) => c.close()));
    }
  });
  it('a change to one product on one instance forgets only what showed it on the others', async () => {
    const channel = `zaron-test:catalog:${crypto.randomBytes(4).toString('hex')}`;
    const caches: CatalogCache[] = [0, 1].map(() => createCatalogCache({ redisUrl: process.env.TEST_REDIS_URL, channel }));
    const page = (cache: CatalogCache, key: string, tag: string, text: string) =>
      cache.get(key, async () => {
        await cache.memo(
          key,
          async () => key,
          () => [tag],
        );
        return made(text);
      });
    try {
      await new Promise((r) => setTimeout(r, 300));
      await page(caches[1]!, '/a', 'product:1', 'a1');
      await page(caches[1]!, '/b', 'product:2', 'b1');
      caches[0]!.invalidate(['product:1']);
      await waitFor(async () => (await caches[1]!.get('/a', async () => made('a2', false)))!.body.toString() === 'a2');
      expect((await page(caches[1]!, '/a', 'product:1', 'a2'))!.body.toString()).toBe('a2');
      expect((await page(caches[1]!, '/b', 'product:2', 'b2'))!.body.toString()).toBe('b1');
    } finally {
      await Promise.all(caches.map((c) => c.close()));
    }
  });
});
