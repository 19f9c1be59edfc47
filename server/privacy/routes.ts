import { ACCESS } from '../../domain/admin/access';
import type { FastifyRequest } from 'fastify';
import { customerParams } from '../../domain/admin/customers';
import { fileAnswer, messageAnswer } from '../../domain/answers';
import { MY_DATA_FILE, deleteAccountBody, eraseCustomerBody } from '../../domain/privacy/requests';
import type { SessionStore } from '../accounts/sessions';
import { authOf, signedIn } from '../http/auth';
import { answers, type ZodRoutes } from '../http/validate';
import { enforceLimits, type RateLimiter } from '../security/rate-limit';
import { staffOf } from '../staff/guard';
import type { PrivacyService } from './service';

/** Password attempts at deleting an account, per account. */
const DELETE_ATTEMPTS = { limit: 10, windowMs: 10 * 60_000 };

/** Her data as a download, and deleting her account (`/api/auth/…`, signed in). */
export const privacyRoutes =
  (deps: { privacy: PrivacyService; sessions: SessionStore; limiter: RateLimiter }): ZodRoutes =>
  async (app) => {
    signedIn(app, deps.sessions);

    app.get('/api/auth/my-data', { schema: { response: answers({ 200: fileAnswer }) } }, async (req, reply) => {
      const { user, sessionId } = authOf(req);
      const data = await deps.privacy.exportAccount(user.id, sessionId);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${MY_DATA_FILE}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    });

    const limitAttempts = (req: FastifyRequest) =>
      enforceLimits(deps.limiter, [{ key: `delete-account:account:${authOf(req).user.id}`, ...DELETE_ATTEMPTS }]);
    app.post(
      '/api/auth/delete-account',
      { schema: { body: deleteAccountBody, response: answers({ 200: messageAnswer }) }, preValidation: limitAttempts },
      async (req, reply) => {
        const done = await deps.privacy.deleteOwnAccount(authOf(req).user.id, req.body.password, req.ip);
        deps.sessions.cookie.clear(reply);
        return done;
      },
    );
  };

/** Staff erase an account for a request received by mail (`/api/admin/customers/:id/erase`). */
export const privacyAdminRoutes =
  (privacy: PrivacyService): ZodRoutes =>
  async (app) => {
    app.post(
      '/customers/:id/erase',
      {
        config: { roles: ACCESS.customerErase },
        schema: { params: customerParams, body: eraseCustomerBody, response: answers({ 200: messageAnswer }) },
      },
      async (req) => privacy.eraseByStaff(staffOf(req), req.params.id, req.body.reason),
    );
  };
