import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Redis } from 'ioredis';

/** A response kept as ready bytes: what the catalogue API and the catalogue pages send. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Strong validator of the body: `"<sha-256 prefix>"`. */
  etag: string;
  /** Compressed copies, made on first demand. */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  /** The compressed copies once made, for callers that cannot wait (the fast path). */
  ready?: Record<'br' | 'gzip', Buffer>;
  /** Kept in the cache (not a response shared once, nor one dropped by the budget or a change). */
  kept?: boolean;
  /** Its key in the cache, once kept. */
  key?: string;
  /** Bytes it holds, counted against the budget while kept (the body and its compressed copies). */
  size?: number;
}

/** A kept response as a request URL receives it: the final headers, apart from per-request ones. */
export interface Served {
  entry: CachedResponse;
  /** Every header the full path sent, in its order, but the request id, encoding and length. */
  headers: [string, string][];
  /** The name the full path counted these requests under (metrics). */
  route: string;
}

/** What a producer hands over: `keep: false` shares it with callers waiting at that moment only. */
export type Produced = Omit<CachedResponse, 'etag' | 'encoded'> & { keep?: boolean };

/**
 * What changed: everything, or the data carrying one of these tags (a product, a list's members).
 * A kept response carries the tags of every catalogue read that made it, so a change forgets only
 * the responses and data made from what it touched.
 */
export type Change = 'all' | readonly string[];

export interface CatalogCache {
  /** Ready responses are kept (`CATALOG_CACHE=on`). */
  readonly enabled: boolean;
  /** Catalogue data is kept (`memo`): with ready responses, and in production without them too. */
  readonly keepsData: boolean;
  /** The kept response for `key`, or the one `produce` makes (once, however many ask at the same time). */
  get(key: string, produce: () => Promise<Produced | null>): Promise<CachedResponse | null>;
  /**
   * The catalogue data behind `key` (shared by the API and the pages of every country), kept likewise;
   * `tagsOf` names what it was made from, and every response made with it carries those tags.
   */
  memo<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => readonly string[]): Promise<T>;
  /**
   * The one entry point for "the catalogue changed" (products, prices, stock, categories): forgets
   * what the change touched (everything by default) here and, in scale mode, on every other instance.
   */
  invalidate(change?: Change): void;
  /** Forgets what this instance keeps of a change (each instance hears stock changes from the database itself). */
  clear(change?: Change): void;
  /**
   * Notes that requests named `requestKey` (URL, and country for pages) are answered with the kept
   * `served` entry, so the fast path can answer the next ones before routing.
   */
  remember(requestKey: string, served: Served): void;
  /** What `remember` noted for `requestKey`, while its entry is still kept. */
  recall(requestKey: string): Served | undefined;
  close(): Promise<void>;
}

const CHANNEL = 'zaron:catalog:invalidate';
/** Kept bytes in all; the oldest-used responses go first beyond it. */
const DEFAULT_BUDGET = 64 * 2 ** 20;

/** Catalogue data entries (search terms, filters) beyond which the data memo starts afresh. */
const MAX_DATA_ENTRIES = 5_000;
/**
 * Catalogue data kept, as the length of its JSON (the objects themselves take two to three times
 * that on the heap); the oldest kept go first beyond it. A catalogue of 10,000 products keeps its
 * list of all products (about 6 MB of JSON) and thousands of product pages' data within it.
 */
const DEFAULT_DATA_BUDGET = 24 * 2 ** 20;

/** What a kept piece of catalogue data weighs: its JSON's length (0 when it has none). */
const jsonSize = (value: unknown) => JSON.stringify(value)?.length ?? 0;
/** Request keys the fast path knows beyond which it starts afresh (each points at a kept entry). */
const MAX_REMEMBERED = 5_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Made bytes as a response to send with `sendCached`: its ETag, and room for its compressed copies. */
export function entryOf({ keep: _keep, ...made }: Produced): CachedResponse {
  return { ...made, etag: etagOf(made.body), encoded: {} };
}

const etagOf = (body: Buffer) => `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The best encoding the client accepts among those worth it (br, then gzip), or none. */
export function encodingFor(acceptEncoding: string | undefined, entry: CachedResponse): 'br' | 'gzip' | null {
  if (!acceptEncoding || entry.body.length < 1024) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const brotliAt = (quality: number) => (body: Buffer) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
const gzipAt = (level: number) => (body: Buffer) => gzip(body, { level });

/**
 * How hard to compress, by how often the bytes are sent (a 150 KB page on this project's 2-core
 * host, decision 0039). A kept response is sent many times: brotli 5 (6.5 ms, 22.9 KB; quality 9
 * saves 3 % for 45 times the time) and gzip 6 (4.2 ms, 25.7 KB). One made for a single request is
 * sent once: brotli 3 (2.5 ms, 25.7 KB) and gzip 3 (2.2 ms, 28.7 KB), a third of the time for 12 %
 * more bytes.
 */
const compress = {
  kept: { br: brotliAt(5), gzip: gzipAt(6) },
  once: { br: brotliAt(3), gzip: gzipAt(3) },
};

/**
 * A kept response gets both compressed copies when it is made, so a hit never waits for the thread
 * pool (where password hashing also runs).
 */
function compressAll(entry: CachedResponse): Promise<unknown> {
  if (entry.body.length < 1024) return Promise.resolve();
  return Promise.all([encoded(entry, 'br', 'kept'), encoded(entry, 'gzip', 'kept')]).then(([br, gz]) => {
    entry.ready = { br, gzip: gz };
  });
}

/**
 * The body in `encoding`, made once per entry: a response that is not kept is compressed only in the
 * one its client asked for, and for speed.
 */
export function encoded(entry: CachedResponse, encoding: 'br' | 'gzip', sent: keyof typeof compress = 'once'): Promise<Buffer> {
  return (entry.encoded[encoding] ??= compress[sent][encoding](entry.body));
}

/** Changes remembered for productions still in flight; one that started before the oldest is not kept. */
const MAX_CHANGES = 256;

/** Keys by tag, for one map of kept things (responses or data). */
class TagIndex {
  private readonly byTag = new Map<string, Set<string>>();
  private readonly byKey = new Map<string, readonly string[]>();

  add(key: string, tags: readonly string[]) {
    this.remove(key);
    this.byKey.set(key, tags);
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: string) {
    for (const tag of this.byKey.get(key) ?? []) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    this.byKey.delete(key);
  }

  keysFor(tags: readonly string[]): Set<string> {
    const found = new Set<string>();
    for (const tag of tags) for (const key of this.byTag.get(tag) ?? []) found.add(key);
    return found;
  }

  clear() {
    this.byTag.clear();
    this.byKey.clear();
  }
}

/**
 * Ready bytes per key (country and URL), kept until what they were made from changes. A response or
 * data made while a change touching it happened is handed to its callers but not kept, so nothing
 * older than the last change survives it. With a Redis URL, changes reach every instance through
 * pub/sub; when the subscription (re)connects, this instance forgets everything, as it may have
 * missed a message.
 */
export function createCatalogCache(
  options: {
    enabled?: boolean;
    /** Keep catalogue data even when responses are not kept (default: as `enabled`). */
    keepData?: boolean;
    redisUrl?: string;
    channel?: string;
    budgetBytes?: number;
    /** Catalogue data kept, in characters of its JSON. */
    dataBudget?: number;
    log?: (err: unknown) => void;
    /** Told of every `get`: answered from kept bytes (or a making already under way), or made for it. */
    onLookup?: (key: string, hit: boolean) => void;
  } = {},
): CatalogCache {
  const channel = options.channel ?? CHANNEL;
  const enabled = options.enabled ?? true;
  const keepsData = enabled || (options.keepData ?? false);
  const budget = options.budgetBytes ?? DEFAULT_BUDGET;
  const dataBudget = options.dataBudget ?? DEFAULT_DATA_BUDGET;
  const entries = new Map<string, CachedResponse>();
  const entryTags = new TagIndex();
  const pending = new Map<string, Promise<CachedResponse | null>>();
  const data = new Map<string, { value: Promise<unknown>; tags: readonly string[] }>();
  const dataTags = new TagIndex();
  const dataSizes = new Map<string, number>();
  let dataBytes = 0;
  const remembered = new Map<string, Served>();
  /** The tags of the catalogue reads made by the production running in this async context. */
  const collecting = new AsyncLocalStorage<Set<string>>();
  let bytes = 0;
  let generation = 0;
  const changes: { generation: number; change: Change }[] = [];
  const instance = crypto.randomUUID();

  /** Whether something made from `tags`, started at generation `since`, is still current. */
  function current(since: number, tags: Iterable<string>): boolean {
    if (since === generation) return true;
    if ((changes[0]?.generation ?? Infinity) > since + 1) return false;
    const made = new Set(tags);
    return changes.every((c) => c.generation <= since || (c.change !== 'all' && !c.change.some((t) => made.has(t))));
  }

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    entryTags.remove(key);
    entry.kept = false;
    bytes -= entry.size ?? 0;
  }

  function dropData(key: string) {
    data.delete(key);
    dataTags.remove(key);
    dataBytes -= dataSizes.get(key) ?? 0;
    dataSizes.delete(key);
  }

  function clearData() {
    data.clear();
    dataTags.clear();
    dataSizes.clear();
    dataBytes = 0;
  }

  /** Counts a kept piece of data against the budget, dropping the oldest kept beyond it. */
  function weighData(key: string, value: unknown) {
    const size = jsonSize(value);
    dataSizes.set(key, size);
    dataBytes += size;
    for (const oldKey of data.keys()) {
      if (dataBytes <= dataBudget) break;
      if (oldKey !== key && dataSizes.has(oldKey)) dropData(oldKey);
    }
  }

  function forget(change: Change = 'all') {
    generation++;
    changes.push({ generation, change });
    if (changes.length > MAX_CHANGES) changes.shift();
    if (change === 'all') {
      for (const entry of entries.values()) entry.kept = false;
      entries.clear();
      entryTags.clear();
      pending.clear();
      clearData();
      remembered.clear();
      bytes = 0;
      return;
    }
    for (const key of entryTags.keysFor(change)) drop(key);
    for (const key of dataTags.keysFor(change)) dropData(key);
  }

  function keep(key: string, entry: CachedResponse, tags: readonly string[]) {
    drop(key);
    entries.set(key, entry);
    entryTags.add(key, tags);
    entry.kept = true;
    entry.key = key;
    entry.size = entry.body.length + (entry.ready?.br.length ?? 0) + (entry.ready?.gzip.length ?? 0);
    bytes += entry.size;
    for (const oldKey of entries.keys()) {
      if (bytes <= budget) break;
      drop(oldKey);
    }
  }

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (options.redisUrl && keepsData) {
    publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
    subscriber = new Redis(options.redisUrl);
    for (const client of [publisher, subscriber]) client.on('error', (err) => options.log?.(err));
    subscriber.on('ready', () => {
      forget();
      subscriber!.subscribe(channel).catch((err) => options.log?.(err));
    });
    subscriber.on('message', (_channel, message: string) => {
      try {
        const { from, change } = JSON.parse(message) as { from: string; change: Change };
        if (from !== instance) forget(change);
      } catch (err) {
        options.log?.(err);
        forget();
      }
    });
  }

  return {
    enabled,
    keepsData,
    async get(key, produce) {
      const onLookup = options.onLookup;
      if (!enabled) {
        onLookup?.(key, false);
        const made = await produce();
        return made && entryOf(made);
      }
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last: the budget drops the oldest-used first.
        entries.delete(key);
        entries.set(key, hit);
        onLookup?.(key, true);
        return hit;
      }
      const inFlight = pending.get(key);
      onLookup?.(key, inFlight !== undefined);
      if (inFlight) return inFlight;
      const started = generation;
      const tags = new Set<string>();
      const making = collecting
        .run(tags, produce)
        .then(async (made) => {
          if (!made) return null;
          const entry = entryOf(made);
          if (made.keep === false) return entry;
          await compressAll(entry);
          if (pending.get(key) === making && current(started, tags)) keep(key, entry, [...tags]);
          return entry;
        })
        .finally(() => {
          if (pending.get(key) === making) pending.delete(key);
        });
      pending.set(key, making);
      return making;
    },
    memo<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => readonly string[]): Promise<T> {
      const into = collecting.getStore();
      const note = (tags: readonly string[]) => {
        if (into) for (const tag of tags) into.add(tag);
      };
      if (!keepsData) {
        return load().then((value) => {
          note(tagsOf?.(value) ?? []);
          return value;
        });
      }
      const kept = data.get(key);
      if (kept) return kept.value.then((value) => (note(kept.tags), value as T));
      if (data.size >= MAX_DATA_ENTRIES) clearData();
      const started = generation;
      const held = { value: load() as Promise<unknown>, tags: [] as readonly string[] };
      data.set(key, held);
      // A failed load, or one that overlapped a change to what it read, is not kept.
      held.value.then(
        (value) => {
          held.tags = tagsOf?.(value as T) ?? [];
          if (data.get(key) !== held) return;
          if (!current(started, held.tags)) return void data.delete(key);
          dataTags.add(key, held.tags);
          weighData(key, value);
        },
        () => {
          if (data.get(key) === held) data.delete(key);
        },
      );
      return held.value.then((value) => (note(held.tags), value as T));
    },
    clear: forget,
    remember(requestKey, served) {
      if (!enabled || !served.entry.kept) return;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(requestKey, served);
    },
    recall(requestKey) {
      const served = remembered.get(requestKey);
      if (!served) return undefined;
      const { entry } = served;
      if (entry.kept && entry.key !== undefined) {
        // Most recently used last, as for `get`.
        entries.delete(entry.key);
        entries.set(entry.key, entry);
        return served;
      }
      remembered.delete(requestKey);
      return undefined;
    },
    invalidate(change = 'all') {
      forget(change);
      publisher?.publish(channel, JSON.stringify({ from: instance, change })).catch((err) => options.log?.(err));
    },
    async close() {
      await Promise.all([publisher?.quit(), subscriber?.quit()].map((p) => p?.catch(() => {})));
    },
  };
}

/** How a catalogue read's answer is tagged: what it shows, so a change to that forgets it. */
export type ReadTags = Record<string, (value: never, args: never[]) => readonly string[]>;

/**
 * The catalogue service with its reads kept in the cache's data memo: a page in three countries and
 * the API answer for the same product make one set of queries until what they read changes.
 */
export function cachedCatalog<S extends Record<string, unknown>>(service: S, cache: CatalogCache, reads: ReadTags): S {
  const wrapped: Record<string, unknown> = { ...service };
  for (const [name, tagsOf] of Object.entries(reads)) {
    const read = service[name];
    if (typeof read !== 'function') continue;
    wrapped[name] = (...args: unknown[]) =>
      cache.memo(
        `${name} ${JSON.stringify(args)}`,
        () => read(...args),
        (value) => tagsOf(value as never, args as never[]),
      );
  }
  return wrapped as S;
}
