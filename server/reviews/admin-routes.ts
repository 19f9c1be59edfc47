import { adminReviewSavedAnswer, adminReviewsAnswer } from '../../domain/reviews/answers';
import { ACCESS } from '../../domain/admin/access';
import { adminReviewsQuery, hideReviewBody, publishReviewBody, replyBody, reviewIdParams } from '../../domain/reviews/requests';
import { REVIEW_MESSAGES as M } from '../../domain/reviews/rules';
import { actorOf } from '../http/admin-params';
import { answers, optionalBody, type ZodRoutes } from '../http/validate';
import type { ReviewModeration } from './moderation';

/** Staff moderation of reviews (`/api/admin/reviews…`); every change is audited. */
export const reviewAdminRoutes =
  (moderation: ReviewModeration): ZodRoutes =>
  async (app) => {
    app.get(
      '/reviews',
      { config: { roles: ACCESS.reviews }, schema: { querystring: adminReviewsQuery, response: answers({ 200: adminReviewsAnswer }) } },
      async (req) => moderation.list(req.query),
    );

    app.post(
      '/reviews/:id/publish',
      {
        config: { roles: ACCESS.reviews },
        schema: { params: reviewIdParams, body: optionalBody(publishReviewBody), response: answers({ 200: adminReviewSavedAnswer }) },
      },
      async (req) => ({
        message: M.published,
        data: await moderation.publish(actorOf(req), req.params.id),
      }),
    );

    app.post(
      '/reviews/:id/hide',
      {
        config: { roles: ACCESS.reviews },
        schema: { params: reviewIdParams, body: hideReviewBody, response: answers({ 200: adminReviewSavedAnswer }) },
      },
      async (req) => ({
        message: M.hidden,
        data: await moderation.hide(actorOf(req), req.params.id, req.body.reason),
      }),
    );

    app.post(
      '/reviews/:id/reply',
      {
        config: { roles: ACCESS.reviews },
        schema: { params: reviewIdParams, body: replyBody, response: answers({ 200: adminReviewSavedAnswer }) },
      },
      async (req) => ({
        message: req.body.text ? M.replied : M.replyRemoved,
        data: await moderation.reply(actorOf(req), req.params.id, req.body.text),
      }),
    );
  };
