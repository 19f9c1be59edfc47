import { ACCESS } from '../../domain/admin/access';
import { adminOrderAnswer, bulkShipAnswer } from '../../domain/admin/answers';
import { readyForPickupBody } from '../../domain/admin/orders';
import { BULK_SHIP_MAX_BYTES, bulkShipBody } from '../../domain/fulfilment/bulk';
import { shipOrderBody } from '../../domain/fulfilment/carriers';
import { orderNumberParams } from '../../domain/orders';
import { answers, optionalBody, type ZodRoutes } from '../http/validate';
import { staffOf } from '../staff/guard';
import type { FulfilmentService } from './fulfilment';
import type { createStaffOrderQueries } from './staff-queries';

const FULFILMENT = { roles: ACCESS.ordersFulfil };

/** Sending orders on their way (`/api/admin/orders…`): ship, ready for pickup, tracking corrections, a CSV of shipments. */
export const fulfilmentRoutes =
  (deps: { fulfilment: FulfilmentService; queries: ReturnType<typeof createStaffOrderQueries> }): ZodRoutes =>
  async (app) => {
    const order = answers({ 200: adminOrderAnswer });

    app.post(
      '/orders/:orderNumber/ship',
      { config: FULFILMENT, schema: { params: orderNumberParams, body: shipOrderBody, response: order } },
      async (req) => {
        await deps.fulfilment.ship(staffOf(req), req.params.orderNumber, req.body);
        return deps.queries.get(req.params.orderNumber);
      },
    );

    app.post(
      '/orders/:orderNumber/ready-for-pickup',
      { config: FULFILMENT, schema: { params: orderNumberParams, body: optionalBody(readyForPickupBody), response: order } },
      async (req) => {
        await deps.fulfilment.readyForPickup(staffOf(req), req.params.orderNumber);
        return deps.queries.get(req.params.orderNumber);
      },
    );

    app.post(
      '/orders/:orderNumber/tracking',
      { config: FULFILMENT, schema: { params: orderNumberParams, body: shipOrderBody, response: order } },
      async (req) => {
        await deps.fulfilment.correctTracking(staffOf(req), req.params.orderNumber, req.body);
        return deps.queries.get(req.params.orderNumber);
      },
    );

    app.post(
      '/orders/bulk-ship',
      // Room for a file a little over the limit (and its JSON escapes), so it is refused in words.
      {
        config: FULFILMENT,
        bodyLimit: 2 * BULK_SHIP_MAX_BYTES + 4096,
        schema: { body: bulkShipBody, response: answers({ 200: bulkShipAnswer }) },
      },
      async (req) => deps.fulfilment.bulkShip(staffOf(req), req.body.csv),
    );
  };
