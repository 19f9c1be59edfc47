import { newsletterBody } from '../../domain/forms/requests';
import { NEWSLETTER_MESSAGES } from '../../domain/privacy/consent';
import { newsletterConfirmBody, unsubscribeBody, unsubscribeQuery } from '../../domain/privacy/requests';
import { fileAnswer, messageAnswer } from '../../domain/answers';
import { answers, optionalBody, type ZodRoutes } from '../http/validate';
import { UNSUBSCRIBE_PAGE } from './links';
import type { NewsletterService } from './service';

/** The footer's sign-up, the confirmation link, and the one-click unsubscribe of marketing mail. */
export const newsletterRoutes =
  (service: NewsletterService): ZodRoutes =>
  async (app) => {
    // RFC 8058: a mail provider unsubscribes with a form-encoded POST `List-Unsubscribe=One-Click`.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.post('/api/newsletter', { schema: { body: newsletterBody, response: answers({ 201: messageAnswer }) } }, async (req, reply) => {
      await service.subscribe(req.body.email, 'footer');
      return reply.status(201).send({ message: NEWSLETTER_MESSAGES.thanks });
    });

    app.post('/api/newsletter/confirm', { schema: { body: newsletterConfirmBody, response: answers({ 200: messageAnswer }) } }, async (req) =>
      service.confirm(req.body.token),
    );

    // The List-Unsubscribe address opened in a browser: the page with the button (nothing changes on a GET).
    app.get('/api/newsletter/unsubscribe', { schema: { querystring: unsubscribeQuery, response: answers({ 303: fileAnswer }) } }, async (req, reply) =>
      reply.redirect(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(req.query.token)}`, 303),
    );

    app.post(
      '/api/newsletter/unsubscribe',
      { schema: { querystring: unsubscribeQuery, body: optionalBody(unsubscribeBody), response: answers({ 200: messageAnswer }) } },
      async (req) => service.unsubscribe(req.query.token),
    );
  };
