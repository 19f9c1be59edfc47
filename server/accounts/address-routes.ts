import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../http/auth';
import { parse } from '../http/validate';
import { addAddressBody } from '../../domain/accounts/requests';
import type { AddressService } from './addresses';
import type { SessionStore } from './sessions';

export const addressRoutes = (addresses: AddressService, sessions: SessionStore): FastifyPluginAsync => async (app) => {
  app.get('/api/order/addresses', async (req) => {
    const { user } = await requireAuth(req, sessions);
    return { data: await addresses.list(user.id) };
  });

  app.get('/api/order/default-address', async (req) => {
    const { user } = await requireAuth(req, sessions);
    return { data: await addresses.getDefault(user.id) };
  });

  app.post('/api/order/add-address', async (req, reply) => {
    const { user } = await requireAuth(req, sessions);
    const input = parse(addAddressBody, req.body);
    return reply.status(201).send({ data: await addresses.add(user.id, input) });
  });

  app.get('/api/order/get-lagos', async (req) => {
    await requireAuth(req, sessions);
    return { data: await addresses.listLagosAreas() };
  });
};
