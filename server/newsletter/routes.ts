import type { FastifyReply, FastifyRequest } from 'fastify';
import { newsletterBody } from '../../domain/forms/requests';
import { NEWSLETTER_MESSAGES } from '../../domain/privacy/consent';
import { newsletterConfirmBody, unsubscribeBody, unsubscribeQuery } from '../../domain/privacy/requests';
import { fileAnswer, messageAnswer } from '../../domain/answers';
import { DomainError } from '../domain-error';
import { answers, optionalBody, type ZodRoutes } from '../http/validate';
import { sendPage, wantsPage } from './page';
import type { NewsletterService } from './service';

const TITLES = { confirm: 'Confirm your subscription', unsubscribe: 'Unsubscribe', invalid: 'This link does not work' };

/**
 * The footer's sign-up, the confirmation link and the one-click unsubscribe of marketing mail. The
 * two links from mail answer a page to a browser (GET: the button; POST: the outcome) and JSON to
 * anything else, such as a mail provider's RFC 8058 one-click POST.
 */
export const newsletterRoutes =
  (service: NewsletterService, publicUrl: string): ZodRoutes =>
  async (app) => {
    // The pages' buttons and RFC 8058's `List-Unsubscribe=One-Click` post form-encoded bodies.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    /** Runs a change, answering a page to a browser (its refusal as a 400 page) and JSON otherwise. */
    async function outcome(req: FastifyRequest, reply: FastifyReply, title: string, change: () => Promise<{ message: string }>) {
      if (!wantsPage(req.headers.accept)) return change();
      try {
        return sendPage(reply, 200, { title, message: (await change()).message }, publicUrl);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        return sendPage(reply, 400, { title: TITLES.invalid, message: err.message }, publicUrl);
      }
    }

    app.post('/api/newsletter', { schema: { body: newsletterBody, response: answers({ 201: messageAnswer }) } }, async (req, reply) => {
      await service.subscribe(req.body.email, 'footer');
      return reply.status(201).send({ message: NEWSLETTER_MESSAGES.thanks });
    });

    app.get(
      '/api/newsletter/confirm',
      { schema: { querystring: newsletterConfirmBody, response: answers({ 200: fileAnswer }) } },
      async (req, reply) =>
        sendPage(
          reply,
          200,
          {
            title: TITLES.confirm,
            message: 'Press the button to confirm that you want the Zaron newsletter at this address.',
            button: { label: 'Confirm my subscription', fields: { token: req.query.token } },
          },
          publicUrl,
        ),
    );

    app.post(
      '/api/newsletter/confirm',
      { schema: { body: newsletterConfirmBody, response: answers({ 200: messageAnswer }) } },
      async (req, reply) => outcome(req, reply, 'Subscription confirmed', () => service.confirm(req.body.token)),
    );

    app.get(
      '/api/newsletter/unsubscribe',
      { schema: { querystring: unsubscribeQuery, response: answers({ 200: fileAnswer }) } },
      async (req, reply) => {
        if (!service.canUnsubscribe(req.query.token)) {
          return sendPage(reply, 400, { title: TITLES.invalid, message: NEWSLETTER_MESSAGES.unsubscribeInvalid }, publicUrl);
        }
        const page = {
          title: TITLES.unsubscribe,
          message: 'Press the button to stop these emails. You can subscribe again at any time.',
          button: { label: 'Unsubscribe', fields: { 'List-Unsubscribe': 'One-Click' } },
        };
        return sendPage(reply, 200, page, publicUrl);
      },
    );

    app.post(
      '/api/newsletter/unsubscribe',
      { schema: { querystring: unsubscribeQuery, body: optionalBody(unsubscribeBody), response: answers({ 200: messageAnswer }) } },
      async (req, reply) => outcome(req, reply, 'You are unsubscribed', () => service.unsubscribe(req.query.token)),
    );
  };
