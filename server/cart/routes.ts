import type { FastifyReply, FastifyRequest } from 'fastify';
import { bagAnswer } from '../../domain/cart/answers';
import { bagLineParams, bagQuery, setBagLineBody, type BagQuery } from '../../domain/cart/requests';
import type { SessionStore } from '../accounts/sessions';
import { findAuth } from '../http/auth';
import { answers, type ZodRoutes } from '../http/validate';
import { resolveCountry } from '../web/country';
import type { GuestBagCookie } from './guest-cookie';
import type { BagChange, BagOwner, BagService } from './service';

interface Deps {
  bags: BagService;
  sessions: SessionStore;
  cookie: GuestBagCookie;
  /** The trusted CDN country header, when configured (as for pages). */
  countryHeader?: string;
}

/**
 * The shopping bag kept by the server (`/api/cart`), for guests and signed-in customers alike: a
 * signed-in request means her account's bag (bearer token or session cookie), any other the bag
 * its guest cookie names. Writes carry cookies, so the cross-site check of every cookie write
 * (http/cross-site.ts) covers them. Answers are never cached: they are one shopper's.
 */
export const bagRoutes =
  ({ bags, sessions, cookie, countryHeader }: Deps): ZodRoutes =>
  async (app) => {
    const ownerOf = async (req: FastifyRequest): Promise<BagOwner> => {
      const auth = await findAuth(req, sessions);
      return auth ? { userId: auth.user.id } : { guestToken: cookie.idOf(req) };
    };
    /** The country asked for, else the visitor's as pages resolve it (her stored choice first). */
    const countryOf = (req: FastifyRequest, asked: BagQuery['country']) => asked ?? resolveCountry(req.headers, countryHeader);
    const answer = (reply: FastifyReply, { bag, guestToken }: BagChange) => {
      if (guestToken) cookie.set(reply, guestToken);
      return reply.header('cache-control', 'no-store').send({ data: bag });
    };
    const bagSchema = { querystring: bagQuery, response: answers({ 200: bagAnswer }) };
    const lineSchema = { ...bagSchema, params: bagLineParams };

    app.get('/api/cart', { schema: bagSchema }, async (req, reply) =>
      answer(reply, { bag: await bags.read(await ownerOf(req), countryOf(req, req.query.country)), guestToken: null }),
    );

    app.put('/api/cart/lines/:productId', { schema: { ...lineSchema, body: setBagLineBody } }, async (req, reply) =>
      answer(reply, await bags.setLine(await ownerOf(req), req.params.productId, req.body.quantity, countryOf(req, req.query.country))),
    );

    app.delete('/api/cart/lines/:productId', { schema: lineSchema }, async (req, reply) =>
      answer(reply, await bags.removeLine(await ownerOf(req), req.params.productId, countryOf(req, req.query.country))),
    );

    app.delete('/api/cart', { schema: bagSchema }, async (req, reply) =>
      answer(reply, await bags.empty(await ownerOf(req), countryOf(req, req.query.country))),
    );
  };

/**
 * Called when the shop's pages sign a shopper in or up: her guest bag (if this browser has one)
 * joins her account's, its cookie is cleared, and the notes of lines cut down are answered.
 */
export const adoptGuestBagOnSignIn =
  ({ bags, cookie, countryHeader }: Omit<Deps, 'sessions'>) =>
  async (req: FastifyRequest, reply: FastifyReply, userId: number): Promise<string[]> => {
    const guestToken = cookie.idOf(req);
    if (!guestToken) return [];
    const notes = await bags.adoptGuestBag(guestToken, userId, resolveCountry(req.headers, countryHeader));
    cookie.clear(reply);
    return notes;
  };
