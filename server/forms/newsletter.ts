import { newsletterBody } from '../../domain/forms/requests';
import type { Db } from '../db/client';
import { messageAnswer } from '../../domain/answers';
import { answers, type ZodRoutes } from '../http/validate';
import { newsletterSubscribers } from './schema';

const NEWSLETTER_THANKS = 'Thank you for subscribing!';

export function createNewsletterService(db: Db) {
  /** Idempotent: a second sign-up with the same address changes nothing. */
  async function subscribe(email: string) {
    await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
  }
  return { subscribe };
}

export const newsletterRoutes =
  (service: ReturnType<typeof createNewsletterService>): ZodRoutes =>
  async (app) => {
    app.post('/api/newsletter', { schema: { body: newsletterBody, response: answers({ 201: messageAnswer }) } }, async (req, reply) => {
      await service.subscribe(req.body.email);
      return reply.status(201).send({ message: NEWSLETTER_THANKS });
    });
  };
