import { shopCodeBody } from '../../domain/admin/discounts';
import { actorOf, archiveBody, idParams } from '../http/admin-params';
import type { ZodRoutes } from '../http/validate';
import type { DiscountService } from './service';

/** Staff routes of the shop's discount codes (`/api/admin/discounts…`). */
export const discountAdminRoutes =
  (discounts: DiscountService): ZodRoutes =>
  async (app) => {
    app.get('/discounts', async () => ({ data: await discounts.list() }));

    app.post('/discounts', { schema: { body: shopCodeBody } }, async (req, reply) => {
      const created = await discounts.create(actorOf(req), req.body);
      return reply.status(201).send({ message: 'Discount code created', data: created });
    });

    app.post('/discounts/:id', { schema: { params: idParams, body: shopCodeBody } }, async (req) => ({
      message: 'Discount code saved',
      data: await discounts.update(actorOf(req), req.params.id, req.body),
    }));

    app.post('/discounts/:id/archive', { schema: { params: idParams, body: archiveBody } }, async (req) => {
      const { id } = req.params;
      const { archived } = req.body;
      return {
        message: archived ? 'Discount code archived' : 'Discount code restored',
        data: await discounts.setArchived(actorOf(req), id, archived),
      };
    });
  };
