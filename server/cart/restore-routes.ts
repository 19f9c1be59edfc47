import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileAnswer } from '../../domain/answers';
import { restoreAnswer } from '../../domain/cart/answers';
import { restoreBody, restoreQuery } from '../../domain/cart/requests';
import type { SessionStore } from '../accounts/sessions';
import { DomainError } from '../domain-error';
import { findAuth } from '../http/auth';
import { CROSS_SITE_REFUSED } from '../http/cross-site';
import { HttpError } from '../http/errors';
import { answers, optionalBody, type ZodRoutes } from '../http/validate';
import { sendPage, wantsPage } from '../newsletter/page';
import { resolveCountry } from '../web/country';
import type { GuestBagCookie } from './guest-cookie';
import { RESTORE_PATH } from './reminders';
import type { BagOwner, BagService } from './service';

interface Deps {
  bags: BagService;
  sessions: SessionStore;
  cookie: GuestBagCookie;
  publicUrl: string;
  countryHeader?: string;
}

const TITLES = { ask: 'Your bag is waiting', back: 'Your bag is back', broken: 'This link does not work' };
const TO_BAG = { label: 'Go to my bag', path: '/cart' };

/**
 * The link of a bag reminder (decision 0054), as the shop's other links from mail: GET shows a page
 * whose button puts the bag back (mail scanners that only fetch links change nothing), POST puts it
 * back into the visitor's bag and sends a browser to /cart. A link that does not work answers its
 * 404 or 410 as a page to a browser and as JSON to anything else.
 */
export const restoreRoutes =
  ({ bags, sessions, cookie, publicUrl, countryHeader }: Deps): ZodRoutes =>
  async (app) => {
    // The page's button posts a form-encoded body.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const shop = new URL(publicUrl).origin;
    const ownerOf = async (req: FastifyRequest): Promise<BagOwner> => {
      const auth = await findAuth(req, sessions);
      return auth ? { userId: auth.user.id } : { guestToken: cookie.idOf(req) };
    };
    /** A broken link as a page (to a browser) or as the error handler's JSON. */
    const broken = (asPage: boolean, reply: FastifyReply, err: unknown) => {
      if (!(err instanceof DomainError) || !asPage) throw err;
      const status = err.kind === 'gone' ? 410 : 404;
      return sendPage(reply, status, { title: TITLES.broken, message: err.message, link: TO_BAG }, publicUrl);
    };

    app.get(RESTORE_PATH, { schema: { querystring: restoreQuery, response: answers({ 200: fileAnswer }) } }, async (req, reply) => {
      try {
        await bags.checkRestore(req.query.token);
      } catch (err) {
        return broken(true, reply, err);
      }
      const page = {
        title: TITLES.ask,
        message: 'Press the button to put the products from our email back in your bag on this device.',
        button: { label: 'Put them back in my bag', fields: { restore: '1' } },
      };
      return sendPage(reply, 200, page, publicUrl);
    });

    app.post(
      RESTORE_PATH,
      {
        schema: { querystring: restoreQuery, body: optionalBody(restoreBody), response: answers({ 200: restoreAnswer }) },
        // It fills the visitor's bag: only the shop's own page may ask, even with no cookie yet (no bag planted from elsewhere).
        preValidation: async (req) => {
          const from = req.headers.origin;
          const site = req.headers['sec-fetch-site'];
          if ((from !== undefined && from !== shop) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
            throw new HttpError(403, CROSS_SITE_REFUSED);
          }
        },
      },
      async (req, reply) => {
        const country = resolveCountry(req.headers, countryHeader);
        let restored;
        try {
          restored = await bags.restore(req.query.token, await ownerOf(req), country);
        } catch (err) {
          return broken(wantsPage(req.headers.accept), reply, err);
        }
        if (restored.guestToken) cookie.set(reply, restored.guestToken);
        reply.header('cache-control', 'no-store');
        if (!wantsPage(req.headers.accept)) return { data: restored.bag, notes: restored.notes };
        if (restored.notes.length === 0) return reply.redirect('/cart', 303);
        const message = 'We put your products back in your bag, but not all of them could come back:';
        return sendPage(reply, 200, { title: TITLES.back, message, notes: restored.notes, link: TO_BAG }, publicUrl);
      },
    );
  };
