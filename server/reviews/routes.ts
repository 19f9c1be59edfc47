import {
  helpfulAnswer,
  ownReviewSavedAnswer,
  reviewDeletedAnswer,
  reviewEligibilityAnswer,
  reviewPageAnswer,
} from '../../domain/reviews/answers';
import { productIdParams, reviewBody, reviewIdParams, reviewsQuery } from '../../domain/reviews/requests';
import { REVIEW_MESSAGES as M } from '../../domain/reviews/rules';
import type { SessionStore } from '../accounts/sessions';
import { authOf, signedIn } from '../http/auth';
import { answers, type ZodApp, type ZodRoutes } from '../http/validate';
import type { ReviewService } from './service';

/**
 * Reviews on the storefront: anyone reads a product's published reviews; a signed-in shopper
 * writes, edits and deletes her own and marks others helpful.
 */
export const reviewRoutes =
  (reviews: ReviewService, sessions: SessionStore): ZodRoutes =>
  async (app) => {
    app.get(
      '/api/product/:id/reviews',
      { schema: { params: productIdParams, querystring: reviewsQuery, response: answers({ 200: reviewPageAnswer }) } },
      async (req, reply) => {
        reply.header('cache-control', 'no-cache');
        return reviews.listPublished(req.params.id, req.query);
      },
    );

    await app.register(async (own: ZodApp) => {
      signedIn(own, sessions);

      own.get(
        '/api/product/:id/reviews/mine',
        { schema: { params: productIdParams, response: answers({ 200: reviewEligibilityAnswer }) } },
        async (req) => reviews.eligibility(authOf(req).user.id, req.params.id),
      );

      own.post(
        '/api/product/:id/reviews',
        { schema: { params: productIdParams, body: reviewBody, response: answers({ 201: ownReviewSavedAnswer }) } },
        async (req, reply) =>
          reply.status(201).send({ message: M.created, data: await reviews.create(authOf(req).user.id, req.params.id, req.body) }),
      );

      own.put(
        '/api/reviews/:id',
        { schema: { params: reviewIdParams, body: reviewBody, response: answers({ 200: ownReviewSavedAnswer }) } },
        async (req) => ({
          message: M.updated,
          data: await reviews.update(authOf(req).user.id, req.params.id, req.body),
        }),
      );

      own.delete(
        '/api/reviews/:id',
        { schema: { params: reviewIdParams, response: answers({ 200: reviewDeletedAnswer }) } },
        async (req) => {
          await reviews.remove(authOf(req).user.id, req.params.id);
          return { message: M.deleted };
        },
      );

      own.post(
        '/api/reviews/:id/helpful',
        { schema: { params: reviewIdParams, response: answers({ 200: helpfulAnswer }) } },
        async (req) => ({
          message: M.helpful,
          helpful_count: await reviews.markHelpful(authOf(req).user.id, req.params.id),
        }),
      );
    });
  };
