import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileAnswer, messageAnswer } from '../../domain/answers';
import { unsubscribeBody, unsubscribeQuery } from '../../domain/privacy/requests';
import { RESTOCK_MESSAGES } from '../../domain/restock/messages';
import { stockRequestBody, stockRequestParams } from '../../domain/restock/requests';
import { DomainError } from '../domain-error';
import { PER_IP } from '../forms/routes';
import { answers, optionalBody, type ZodRoutes } from '../http/validate';
import { sendPage, wantsPage } from '../newsletter/page';
import { enforceLimits, type RateLimiter } from '../security/rate-limit';
import { resolveCountry } from '../web/country';
import { RESTOCK_UNSUBSCRIBE_PATH } from './links';
import type { RestockService } from './service';

/**
 * Each request may lead to one mail to the address it names, and only when the product returns:
 * enough for a shopper asking about every shade she likes, too few to sign anyone up to everything.
 */
const PER_EMAIL = { limit: 20, windowMs: 60 * 60_000 };
const TITLES = { unsubscribe: 'Stop back-in-stock emails', done: 'You will not hear from us', invalid: 'This link does not work' };

interface Deps {
  restock: RestockService;
  limiter: RateLimiter;
  countryHeader?: string;
  publicUrl: string;
}

/**
 * The product page's "Tell me when it's back" and the unsubscribe link of its mail. The link
 * answers a page to a browser (GET: the button; POST: the outcome) and JSON to anything else, such
 * as a mail provider's RFC 8058 one-click POST.
 */
export const restockRoutes =
  ({ restock, limiter, countryHeader, publicUrl }: Deps): ZodRoutes =>
  async (app) => {
    // The page's button and RFC 8058's `List-Unsubscribe=One-Click` post form-encoded bodies.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    // Per address before the schema (every attempt counts), per email after it.
    const limitIp = (req: FastifyRequest) => enforceLimits(limiter, [{ key: `form:stock-request:ip:${req.ip}`, ...PER_IP }]);
    const limitEmail = (email: string) => enforceLimits(limiter, [{ key: `form:stock-request:email:${email}`, ...PER_EMAIL }]);

    app.post(
      '/api/products/:id/stock-requests',
      {
        schema: { params: stockRequestParams, body: stockRequestBody, response: answers({ 201: messageAnswer }) },
        preValidation: limitIp,
      },
      async (req, reply) => {
        const { email, country } = req.body;
        await limitEmail(email);
        const answer = await restock.request(req.params.id, email, country ?? resolveCountry(req.headers, countryHeader));
        return reply.status(201).send(answer);
      },
    );

    app.get(
      RESTOCK_UNSUBSCRIBE_PATH,
      { schema: { querystring: unsubscribeQuery, response: answers({ 200: fileAnswer }) } },
      async (req, reply) => {
        if (!restock.canUnsubscribe(req.query.token)) {
          return sendPage(reply, 400, { title: TITLES.invalid, message: RESTOCK_MESSAGES.unsubscribeInvalid }, publicUrl);
        }
        const page = {
          title: TITLES.unsubscribe,
          message:
            'Press the button and we will not email you about any product you asked us to watch. You can ask again on any product page.',
          button: { label: 'Stop these emails', fields: { 'List-Unsubscribe': 'One-Click' } },
        };
        return sendPage(reply, 200, page, publicUrl);
      },
    );

    app.post(
      RESTOCK_UNSUBSCRIBE_PATH,
      { schema: { querystring: unsubscribeQuery, body: optionalBody(unsubscribeBody), response: answers({ 200: messageAnswer }) } },
      async (req, reply) => outcome(req, reply, () => restock.unsubscribe(req.query.token)),
    );

    /** Runs the change, answering a page to a browser (its refusal as a 400 page) and JSON otherwise. */
    async function outcome(req: FastifyRequest, reply: FastifyReply, change: () => Promise<{ message: string }>) {
      if (!wantsPage(req.headers.accept)) return change();
      try {
        return sendPage(reply, 200, { title: TITLES.done, message: (await change()).message }, publicUrl);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        return sendPage(reply, 400, { title: TITLES.invalid, message: err.message }, publicUrl);
      }
    }
  };
