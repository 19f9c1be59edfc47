import type { FastifyInstance } from 'fastify';
import { readCookie } from './session-cookie';
import { HttpError } from './errors';

export const CROSS_SITE_REFUSED = "This request came from another site and was refused. Please use the shop's own pages.";

/** Methods that change nothing: a cross-site GET may carry the cookie (a link into the shop). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `Sec-Fetch-Site` values of a request made by the shop's own pages, or typed by the visitor. */
const OWN_SITE = new Set(['same-origin', 'none']);

/**
 * Refuses (403) a state-changing request that carries one of the shop's cookies (the session, a
 * guest's bag) when the browser says it came from elsewhere: an `Origin` other than the shop's own,
 * or a `Sec-Fetch-Site` other than same-origin. `SameSite=Lax` already keeps the cookie off cross-site posts; this check
 * also covers sibling subdomains (same site, other origin) and browsers without SameSite. A request
 * with an `Authorization` header is judged by that header, never by the cookie, so API clients are
 * not subject to it. Runs before anything else reads the request.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, options: { publicUrl: string; cookieNames: string[] }) {
  const origin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || req.headers.authorization !== undefined) return;
    if (options.cookieNames.every((name) => readCookie(req.headers.cookie, name) === undefined)) return;
    const from = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if ((from !== undefined && from !== origin) || (site !== undefined && !OWN_SITE.has(site))) {
      throw new HttpError(403, CROSS_SITE_REFUSED);
    }
  });
}
