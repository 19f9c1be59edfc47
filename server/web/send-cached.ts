import type { FastifyReply, FastifyRequest } from 'fastify';
import { encoded, encodingFor, type CachedResponse } from './catalog-cache';

/**
 * What a CDN may do with catalogue responses: keep them a minute, then serve the old copy for up to
 * five more while it fetches a fresh one. Browsers revalidate every time (ETag, 304).
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends kept bytes: 304 when the client holds them already, else compressed as the client accepts. */
export async function sendCached(req: FastifyRequest, reply: FastifyReply, entry: CachedResponse, headers: Record<string, string>) {
  reply.status(entry.status);
  for (const [name, value] of Object.entries({ ...entry.headers, ...headers })) reply.header(name, value);
  reply.header('etag', entry.etag);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], entry.etag)) {
    reply.removeHeader('content-type');
    return reply.status(304).send();
  }
  const encoding = encodingFor(req.headers['accept-encoding'], entry);
  if (!encoding) return reply.send(entry.body);
  reply.header('content-encoding', encoding);
  return reply.send(await encoded(entry, encoding));
}
