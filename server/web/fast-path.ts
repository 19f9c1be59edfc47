import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { catalogueAddress } from '../../domain/listing-query';
import { accessLineWriter } from '../http/access-line';
import { isApiPath } from '../http/error-handler';
import type { ShopMetrics } from '../metrics/registry';
import { encodingFor, type CatalogCache } from './catalog-cache';
import { resolveCountry } from './country';
import { matches } from './send-cached';

/** The fast path's name for a catalogue API request: its URL (the JSON is the same for every country). */
export const apiRequestKey = (url: string) => `api ${url}`;
/** The name of a catalogue page request: the visitor's country and the page's canonical address (`catalogueAddress`). */
export const pageRequestKey = (country: string, url: string) => `page ${country} ${url}`;

interface FastPathOptions {
  cache: CatalogCache;
  countryHeader?: string;
  /** The request id the full path would use (the caller's when well-formed). */
  requestId: (req: IncomingMessage) => string;
  /** While the instance drains, every answer goes through the full path (it closes connections). */
  draining: () => boolean;
  log: FastifyBaseLogger;
  metrics: ShopMetrics;
}

/**
 * Answers a GET for a catalogue response the full path has already served, before Fastify routes
 * it: the same status, bytes and headers (the headers are those the full path sent, replayed), with
 * 304 for a matching `If-None-Match` and the kept brotli/gzip copy when accepted. Anything else
 * (a first request, another encoding, `x-no-compression`, HEAD, a draining instance) returns false
 * and goes through Fastify. The access log gets one `request completed` line, as the full path's.
 */
export function createFastPath(options: FastPathOptions) {
  const { cache, metrics } = options;
  const logLine = accessLineWriter(options.log);
  return function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || options.draining()) return false;
    const url = req.url ?? '/';
    const headers = req.headers;
    const api = isApiPath(url);
    const served = cache.recall(
      api ? apiRequestKey(url) : pageRequestKey(resolveCountry(headers, options.countryHeader), catalogueAddress(url)),
    );
    if (!served) return false;
    const { entry } = served;
    const started = performance.now();
    const reqId = options.requestId(req);
    const out: Record<string, string> = { 'x-request-id': reqId };
    for (const [name, value] of served.headers) out[name] = value;
    let status = entry.status;
    let body: Buffer | undefined = entry.body;
    if (matches(headers['if-none-match'], entry.etag)) {
      status = 304;
      body = undefined;
      delete out['content-type'];
    } else {
      const accept = headers['accept-encoding'];
      const encoding = encodingFor(accept, entry);
      if (encoding) {
        if (!entry.ready) return false;
        body = entry.ready[encoding];
        out['content-encoding'] = encoding;
      } else if (accept && entry.body.length >= 1024 && headers['x-no-compression'] === undefined) {
        return false; // another encoding (deflate): the full path's compression decides
      }
      out['content-length'] = String(body.length);
    }
    res.writeHead(status, out);
    res.end(body);
    metrics.cacheLookup(api ? 'api' : 'page', true);
    metrics.request(served.route, 'GET', status, (performance.now() - started) / 1000);
    logLine?.(reqId, req, status, performance.now() - started);
    return true;
  };
}
