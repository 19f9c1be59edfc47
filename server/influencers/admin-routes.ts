import { batchBody, otpBody, payoutBody, promoteBody } from '../../domain/admin/influencers';
import { batchApprovedAnswer, payoutBatchAnswer, payoutFinalizedAnswer } from '../../domain/influencers/answers';
import type { InfluencerPayouts } from './payouts';
import { ACCESS } from '../../domain/admin/access';
import { idParams } from '../../domain/admin/params';
import { actorOf } from '../http/admin-params';
import { influencerAddedAnswer, influencerAnswer, influencersAnswer, payoutAnswer } from '../../domain/admin/answers';
import { answers, type ZodRoutes } from '../http/validate';
import type { InfluencerAdmin } from './back-office';

/** Staff routes for influencers and their payouts (`/api/admin/influencers…`). */
export const influencerAdminRoutes =
  (influencerAdmin: InfluencerAdmin, payouts: InfluencerPayouts): ZodRoutes =>
  async (app) => {
    app.get(
      '/influencer-payouts',
      { config: { roles: ACCESS.influencers }, schema: { response: answers({ 200: payoutBatchAnswer }) } },
      async () => ({ data: await payouts.batches.batchView() }),
    );

    app.post(
      '/influencer-payouts',
      {
        config: { roles: ACCESS.influencers },
        schema: { body: batchBody, response: answers({ 200: batchApprovedAnswer, 201: batchApprovedAnswer }) },
      },
      async (req, reply) => {
        const result = await payouts.batches.approve(actorOf(req), req.body.batch, req.body.items);
        return reply.status(result.created ? 201 : 200).send({ message: result.message, data: { payouts: result.payouts } });
      },
    );

    app.post(
      '/influencer-payouts/:id/finalize',
      {
        config: { roles: ACCESS.influencers },
        schema: { params: idParams, body: otpBody, response: answers({ 200: payoutFinalizedAnswer }) },
      },
      async (req) => ({ message: 'OTP accepted', data: await payouts.batches.finalize(actorOf(req), req.params.id, req.body.otp) }),
    );

    app.get(
      '/influencers',
      { config: { roles: ACCESS.influencers }, schema: { response: answers({ 200: influencersAnswer }) } },
      async () => ({
        data: await influencerAdmin.list(),
      }),
    );

    app.get(
      '/influencers/:id',
      { config: { roles: ACCESS.influencers }, schema: { params: idParams, response: answers({ 200: influencerAnswer }) } },
      async (req) => ({
        data: await influencerAdmin.detail(req.params.id),
      }),
    );

    app.post(
      '/influencers',
      { config: { roles: ACCESS.influencers }, schema: { body: promoteBody, response: answers({ 201: influencerAddedAnswer }) } },
      async (req, reply) => {
        const { email, code } = req.body;
        const result = await influencerAdmin.promote(actorOf(req), email, code);
        return reply.status(201).send({ message: 'Influencer added', data: { id: result.userId, code: result.code } });
      },
    );

    app.post(
      '/influencers/:id/payouts',
      { config: { roles: ACCESS.influencers }, schema: { params: idParams, body: payoutBody, response: answers({ 201: payoutAnswer }) } },
      async (req, reply) => {
        const payout = await influencerAdmin.recordPayout(actorOf(req), req.params.id, req.body);
        return reply.status(201).send({ message: 'Payout recorded', data: payout });
      },
    );
  };
