import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { contentTypeOf, type Area, type Storage, type StoredObject } from './types';

/** A picture's name is never reused for other content, so browsers and CDNs may keep it for a year. */
export const MEDIA_CACHE = 'public, max-age=31536000, immutable';
const UNAVAILABLE = 'Pictures are briefly unavailable. Please try again in a moment.';

async function read(req: FastifyRequest, storage: Storage, area: Area, key: string): Promise<StoredObject | null> {
  try {
    return await storage.get(area, key);
  } catch (err) {
    req.log.error({ err, area, key }, 'storage unavailable');
    throw new HttpError(503, UNAVAILABLE);
  }
}

/**
 * GET /media/<key>: product, banner and tile pictures from either storage, with a year-long
 * immutable cache. Only the `media` area is reachable here; uploads are never served publicly.
 */
export function mediaRoutes(storage: Storage) {
  return async (app: FastifyInstance) => {
    app.get('/media/*', async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!contentTypeOf(key)) return reply.callNotFound();
      const file = await read(req, storage, 'media', key);
      if (!file) return reply.callNotFound();
      reply.header('cache-control', MEDIA_CACHE).header('etag', file.etag);
      if (file.etag && req.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      return reply.type(file.contentType).header('content-length', file.size).send(file.body);
    });
  };
}

/**
 * Streams one private upload (an applicant's photo) to a member of staff. Callers check the staff
 * session first; the answer is never stored by browsers or proxies.
 */
export async function sendPrivateUpload(req: FastifyRequest, reply: FastifyReply, storage: Storage, key: string) {
  const file = contentTypeOf(key) ? await read(req, storage, 'uploads', key) : null;
  if (!file) throw new HttpError(404, 'File not found');
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`)
    .type(file.contentType)
    .header('content-length', file.size)
    .send(file.body);
}
