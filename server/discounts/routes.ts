import { shopCodeBody } from '../../domain/admin/discounts';
import { ACCESS } from '../../domain/admin/access';
import { archiveBody } from '../../domain/admin/archive';
import { idParams } from '../../domain/admin/params';
import { actorOf } from '../http/admin-params';
import { shopCodeSavedAnswer, shopCodesAnswer } from '../../domain/admin/answers';
import { answers, type ZodRoutes } from '../http/validate';
import type { DiscountService } from './service';

/** Staff routes of the shop's discount codes (`/api/admin/discounts…`). */
export const discountAdminRoutes =
  (discounts: DiscountService): ZodRoutes =>
  async (app) => {
    const saved = answers({ 200: shopCodeSavedAnswer });

    app.get('/discounts', { config: { roles: ACCESS.discounts }, schema: { response: answers({ 200: shopCodesAnswer }) } }, async () => ({
      data: await discounts.list(),
    }));

    app.post(
      '/discounts',
      { config: { roles: ACCESS.discounts }, schema: { body: shopCodeBody, response: answers({ 201: shopCodeSavedAnswer }) } },
      async (req, reply) => {
        const created = await discounts.create(actorOf(req), req.body);
        return reply.status(201).send({ message: 'Discount code created', data: created });
      },
    );

    app.post(
      '/discounts/:id',
      { config: { roles: ACCESS.discounts }, schema: { params: idParams, body: shopCodeBody, response: saved } },
      async (req) => ({
        message: 'Discount code saved',
        data: await discounts.update(actorOf(req), req.params.id, req.body),
      }),
    );

    app.post(
      '/discounts/:id/archive',
      { config: { roles: ACCESS.discounts }, schema: { params: idParams, body: archiveBody, response: saved } },
      async (req) => {
        const { id } = req.params;
        const { archived } = req.body;
        return {
          message: archived ? 'Discount code archived' : 'Discount code restored',
          data: await discounts.setArchived(actorOf(req), id, archived),
        };
      },
    );
  };
