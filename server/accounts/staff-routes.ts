import type { FastifyPluginAsync } from 'fastify';
import { customerParams, customersQuery, endSessionsBody } from '../../domain/admin/customers';
import type { AdminOrderRow } from '../../domain/admin/orders';
import { parse, parseForm } from '../http/validate';
import { staffOf } from '../staff/guard';
import type { StaffCustomerService } from './staff-customers';

/** Customers in the back office (`/api/admin/customers…`), behind the staff guard. */
export const staffCustomerRoutes =
  (deps: { customers: StaffCustomerService; ordersOf: (userId: number) => Promise<AdminOrderRow[]> }): FastifyPluginAsync =>
  async (app) => {
    app.get('/customers', async (req) => deps.customers.search(parse(customersQuery, req.query)));

    app.get('/customers/:id', async (req) => {
      const { id } = parse(customerParams, req.params);
      const customer = await deps.customers.get(id);
      return { ...customer, orders: await deps.ordersOf(id) };
    });

    app.post('/customers/:id/end-sessions', async (req) => {
      const { id } = parse(customerParams, req.params);
      parseForm(endSessionsBody, req.body ?? {});
      return deps.customers.endSessions(staffOf(req), id);
    });
  };
