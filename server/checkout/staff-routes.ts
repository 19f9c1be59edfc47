import { ACCESS } from '../../domain/admin/access';
import { acceptOrderBody, adminOrdersQuery, cancelOrderBody, completeOrderBody } from '../../domain/admin/orders';
import { adminOrderAnswer, adminOrdersAnswer, dashboardAnswer } from '../../domain/admin/answers';
import type { Dashboard } from '../../domain/admin/dashboard';
import { orderNumberParams } from '../../domain/orders';
import { answers, optionalBody, type ZodRoutes } from '../http/validate';
import { staffOf } from '../staff/guard';
import type { StaffOrderService } from './staff-orders';
import type { createStaffOrderQueries } from './staff-queries';

/** Orders in the back office (`/api/admin/orders…`), behind the staff guard. */
export const staffOrderRoutes =
  (deps: {
    orders: StaffOrderService;
    queries: ReturnType<typeof createStaffOrderQueries>;
    dashboard: () => Promise<Dashboard>;
  }): ZodRoutes =>
  async (app) => {
    const order = answers({ 200: adminOrderAnswer });

    app.get('/dashboard', { config: { roles: ACCESS.dashboard }, schema: { response: answers({ 200: dashboardAnswer }) } }, async () =>
      deps.dashboard(),
    );

    app.get(
      '/orders',
      { config: { roles: ACCESS.ordersRead }, schema: { querystring: adminOrdersQuery, response: answers({ 200: adminOrdersAnswer }) } },
      async (req) => deps.queries.list(req.query),
    );

    app.get(
      '/orders/:orderNumber',
      { config: { roles: ACCESS.ordersRead }, schema: { params: orderNumberParams, response: order } },
      async (req) => deps.queries.get(req.params.orderNumber),
    );

    app.post(
      '/orders/:orderNumber/complete',
      {
        config: { roles: ACCESS.ordersFulfil },
        schema: { params: orderNumberParams, body: optionalBody(completeOrderBody), response: order },
      },
      async (req) => {
        const { orderNumber } = req.params;
        await deps.orders.complete(staffOf(req), orderNumber);
        return deps.queries.get(orderNumber);
      },
    );

    app.post(
      '/orders/:orderNumber/accept',
      {
        config: { roles: ACCESS.ordersMoney },
        schema: { params: orderNumberParams, body: optionalBody(acceptOrderBody), response: order },
      },
      async (req) => {
        const { orderNumber } = req.params;
        await deps.orders.accept(staffOf(req), orderNumber);
        return deps.queries.get(orderNumber);
      },
    );

    app.post(
      '/orders/:orderNumber/cancel',
      {
        config: { roles: ACCESS.ordersMoney },
        schema: { params: orderNumberParams, body: optionalBody(cancelOrderBody), response: order },
      },
      async (req) => {
        const { orderNumber } = req.params;
        const { amount } = req.body;
        await deps.orders.cancel(staffOf(req), orderNumber, amount);
        return deps.queries.get(orderNumber);
      },
    );
  };
