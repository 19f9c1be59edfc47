import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeLabel } from '../metrics/routes';
import { encoded, encodingFor, type CachedResponse, type CatalogCache } from './catalog-cache';

/**
 * What a CDN may do with catalogue responses: keep them a minute, then serve the old copy for up to
 * five more while it fetches a fresh one. Browsers revalidate every time (ETag, 304).
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Headers that differ per request or per encoding: never part of what the fast path replays. */
const PER_REQUEST = new Set(['x-request-id', 'content-length', 'content-encoding']);

export function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Where the fast path (web/fast-path.ts) may find this answer again: the cache and the request's key there. */
interface RememberAs {
  cache: CatalogCache;
  requestKey: string;
}

/**
 * Sends kept bytes: 304 when the client holds them already, else compressed as the client accepts.
 * A kept response carries no per-request nonce (JSON runs no script; a page's scripts are allowed by
 * hash), so its headers are the same for everyone and the fast path can replay them.
 */
export async function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  headers: Record<string, string>,
  rememberAs?: RememberAs,
) {
  reply.status(entry.status);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && !entry.headers['content-security-policy'])
    reply.header('content-security-policy', policy.replace(/ 'nonce-[^']*'/g, ''));
  for (const [name, value] of Object.entries({ ...entry.headers, ...headers })) reply.header(name, value);
  reply.header('etag', entry.etag);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  // A draining instance adds `connection: close`, which is not the answer's own.
  if (rememberAs && entry.kept && req.method === 'GET' && !reply.hasHeader('connection')) {
    const replay: [string, string][] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (!PER_REQUEST.has(name) && value !== undefined) replay.push([name, String(value)]);
    }
    rememberAs.cache.remember(rememberAs.requestKey, { entry, headers: replay, route: routeLabel(req) });
  }
  if (matches(req.headers['if-none-match'], entry.etag)) {
    reply.removeHeader('content-type');
    return reply.status(304).send();
  }
  const encoding = encodingFor(req.headers['accept-encoding'], entry);
  if (!encoding) return reply.send(entry.body);
  reply.header('content-encoding', encoding);
  return reply.send(await encoded(entry, encoding));
}
