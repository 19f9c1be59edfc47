import { authOf, signedIn } from '../http/auth';
import { answers, type ZodRoutes } from '../http/validate';
import { addAddressBody } from '../../domain/accounts/requests';
import { addressAnswer, addressesAnswer, defaultAddressAnswer, lagosAreasAnswer } from '../../domain/accounts/answers';
import type { AddressService } from './addresses';
import type { SessionStore } from './sessions';

/** The signed-in customer's address book; every route needs a signed-in customer. */
export const addressRoutes =
  (addresses: AddressService, sessions: SessionStore): ZodRoutes =>
  async (app) => {
    signedIn(app, sessions);

    app.get('/api/order/addresses', { schema: { response: answers({ 200: addressesAnswer }) } }, async (req) => ({
      data: await addresses.list(authOf(req).user.id),
    }));

    app.get('/api/order/default-address', { schema: { response: answers({ 200: defaultAddressAnswer }) } }, async (req) => ({
      data: await addresses.getDefault(authOf(req).user.id),
    }));

    app.post(
      '/api/order/add-address',
      { schema: { body: addAddressBody, response: answers({ 201: addressAnswer }) } },
      async (req, reply) => reply.status(201).send({ data: await addresses.add(authOf(req).user.id, req.body) }),
    );

    app.get('/api/order/get-lagos', { schema: { response: answers({ 200: lagosAreasAnswer }) } }, async () => ({
      data: await addresses.listLagosAreas(),
    }));
  };
