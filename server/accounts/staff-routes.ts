import { customerParams, customersQuery, endSessionsBody } from '../../domain/admin/customers';
import { ACCESS } from '../../domain/admin/access';
import type { AdminOrderRow } from '../../domain/admin/orders';
import { adminCustomerAnswer, adminCustomersAnswer, sessionsEndedAnswer } from '../../domain/admin/answers';
import { answers, optionalBody, type ZodRoutes } from '../http/validate';
import { staffOf } from '../staff/guard';
import type { StaffCustomerService } from './staff-customers';

/** Customers in the back office (`/api/admin/customers…`), behind the staff guard. */
export const staffCustomerRoutes =
  (deps: { customers: StaffCustomerService; ordersOf: (userId: number) => Promise<AdminOrderRow[]> }): ZodRoutes =>
  async (app) => {
    app.get(
      '/customers',
      { config: { roles: ACCESS.customers }, schema: { querystring: customersQuery, response: answers({ 200: adminCustomersAnswer }) } },
      async (req) => deps.customers.search(req.query),
    );

    app.get(
      '/customers/:id',
      { config: { roles: ACCESS.customers }, schema: { params: customerParams, response: answers({ 200: adminCustomerAnswer }) } },
      async (req) => {
        const { id } = req.params;
        const customer = await deps.customers.get(id);
        return { ...customer, orders: await deps.ordersOf(id) };
      },
    );

    app.post(
      '/customers/:id/end-sessions',
      {
        config: { roles: ACCESS.customers },
        schema: { params: customerParams, body: optionalBody(endSessionsBody), response: answers({ 200: sessionsEndedAnswer }) },
      },
      async (req) => deps.customers.endSessions(staffOf(req), req.params.id),
    );
  };
