import type { FastifyPluginAsync } from 'fastify';
import { payoutBody, promoteBody } from '../../domain/admin/influencers';
import { actorOf, idParams } from '../http/admin-params';
import { parse, parseForm } from '../http/validate';
import type { InfluencerAdmin } from './back-office';

/** Staff routes for influencers and their payouts (`/api/admin/influencers…`). */
export const influencerAdminRoutes =
  (influencerAdmin: InfluencerAdmin): FastifyPluginAsync =>
  async (app) => {
    app.get('/influencers', async () => ({ data: await influencerAdmin.list() }));

    app.get('/influencers/:id', async (req) => ({ data: await influencerAdmin.detail(parse(idParams, req.params).id) }));

    app.post('/influencers', async (req, reply) => {
      const { email, code } = parseForm(promoteBody, req.body);
      const result = await influencerAdmin.promote(actorOf(req), email, code);
      return reply.status(201).send({ message: 'Influencer added', data: { id: result.userId, code: result.code } });
    });

    app.post('/influencers/:id/payouts', async (req, reply) => {
      const { id } = parse(idParams, req.params);
      const payout = await influencerAdmin.recordPayout(actorOf(req), id, parseForm(payoutBody, req.body));
      return reply.status(201).send({ message: 'Payout recorded', data: payout });
    });
  };
