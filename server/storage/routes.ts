import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileAnswer } from '../../domain/answers';
import { HttpError } from '../http/errors';
import { answers } from '../http/validate';
import { smallerWidthMaker } from './product-widths';
import { contentTypeOf, type Area, type Storage, type StoredObject } from './types';

/** A picture's name is never reused for other content, so browsers and CDNs may keep it for a year. */
export const MEDIA_CACHE = 'public, max-age=31536000, immutable';
const UNAVAILABLE = 'Pictures are briefly unavailable. Please try again in a moment.';

async function unlessUnavailable<T>(req: FastifyRequest, area: Area, key: string, job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (err) {
    req.log.error({ err, area, key }, 'storage unavailable');
    throw new HttpError(503, UNAVAILABLE);
  }
}

const read = (req: FastifyRequest, storage: Storage, area: Area, key: string): Promise<StoredObject | null> =>
  unlessUnavailable(req, area, key, () => storage.get(area, key));

/**
 * GET /media/<key>: product, banner and tile pictures from either storage, with a year-long
 * immutable cache. Only the `media` area is reachable here; uploads are never served publicly.
 * A product picture's smaller width that is missing (stored before that width existed) is made
 * from its canonical file on first request and kept.
 */
export function mediaRoutes(storage: Storage) {
  const makeSmaller = smallerWidthMaker(storage);
  const picture = async (req: FastifyRequest, key: string) =>
    (await read(req, storage, 'media', key)) ??
    ((await unlessUnavailable(req, 'media', key, () => makeSmaller(key))) ? read(req, storage, 'media', key) : null);
  return async (app: FastifyInstance) => {
    app.get('/media/*', { schema: { response: answers({ 200: fileAnswer }) } }, async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!contentTypeOf(key)) return reply.callNotFound();
      const file = await picture(req, key);
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
