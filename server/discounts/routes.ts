import type { FastifyPluginAsync } from 'fastify';
import { shopCodeBody } from '../../domain/admin/discounts';
import { actorOf, archiveBody, idParams } from '../http/admin-params';
import { parse, parseForm } from '../http/validate';
import type { DiscountService } from './service';

/** Staff routes of the shop's discount codes (`/api/admin/discounts…`). */
export const discountAdminRoutes =
  (discounts: DiscountService): FastifyPluginAsync =>
  async (app) => {
    app.get('/discounts', async () => ({ data: await discounts.list() }));

    app.post('/discounts', async (req, reply) => {
      const created = await discounts.create(actorOf(req), parseForm(shopCodeBody, req.body));
      return reply.status(201).send({ message: 'Discount code created', data: created });
    });

    app.post('/discounts/:id', async (req) => {
      const { id } = parse(idParams, req.params);
      return { message: 'Discount code saved', data: await discounts.update(actorOf(req), id, parseForm(shopCodeBody, req.body)) };
    });

    app.post('/discounts/:id/archive', async (req) => {
      const { id } = parse(idParams, req.params);
      const { archived } = parse(archiveBody, req.body);
      return {
        message: archived ? 'Discount code archived' : 'Discount code restored',
        data: await discounts.setArchived(actorOf(req), id, archived),
      };
    });
  };
