import type { FastifyPluginAsync } from 'fastify';
import { adminOrdersQuery, cancelOrderBody, completeOrderBody, orderNumberParams } from '../../domain/admin/orders';
import type { Dashboard } from '../../domain/admin/dashboard';
import { parse, parseForm } from '../http/validate';
import { staffOf } from '../staff/guard';
import type { StaffOrderService } from './staff-orders';
import type { createStaffOrderQueries } from './staff-queries';

/** Orders in the back office (`/api/admin/orders…`), behind the staff guard. */
export const staffOrderRoutes =
  (deps: {
    orders: StaffOrderService;
    queries: ReturnType<typeof createStaffOrderQueries>;
    dashboard: () => Promise<Dashboard>;
  }): FastifyPluginAsync =>
  async (app) => {
    app.get('/dashboard', async () => deps.dashboard());

    app.get('/orders', async (req) => deps.queries.list(parse(adminOrdersQuery, req.query)));

    app.get('/orders/:orderNumber', async (req) => deps.queries.get(parse(orderNumberParams, req.params).orderNumber));

    app.post('/orders/:orderNumber/complete', async (req) => {
      const { orderNumber } = parse(orderNumberParams, req.params);
      parseForm(completeOrderBody, req.body ?? {});
      await deps.orders.complete(staffOf(req), orderNumber);
      return deps.queries.get(orderNumber);
    });

    app.post('/orders/:orderNumber/cancel', async (req) => {
      const { orderNumber } = parse(orderNumberParams, req.params);
      const { amount } = parseForm(cancelOrderBody, req.body ?? {});
      await deps.orders.cancel(staffOf(req), orderNumber, amount);
      return deps.queries.get(orderNumber);
    });
  };
