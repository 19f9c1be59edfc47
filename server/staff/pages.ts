import type { FastifyInstance } from 'fastify';

const ADMIN_PAGE = /^\/admin(?:[/?#]|$)/;

/** Back office pages hold customers' data: no browser or proxy may keep a copy. */
export function noStoreAdminPages(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    if (ADMIN_PAGE.test(req.url)) reply.header('cache-control', 'no-store');
  });
}
