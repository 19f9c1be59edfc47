import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isStaffRole, type StaffRole } from '../../domain/admin/roles';
import { TWO_FACTOR_MESSAGES } from '../../domain/admin/two-factor';
import type { SessionStore } from '../accounts/sessions';
import { requireAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { notFound } from '../domain-error';
import type { StaffSession, TwoFactorService } from './two-factor';

declare module 'fastify' {
  interface FastifyRequest {
    staffSession: StaffSession | null;
  }
  interface FastifyContextConfig {
    /** Set to false on the few routes a staff member uses before giving the second factor. */
    secondFactor?: boolean;
    /** The staff roles besides `admin` that may call this back-office route. */
    roles?: readonly Exclude<StaffRole, 'admin'>[];
  }
}

/** The signed-in staff member of a request that passed the guard. */
export function staffOf(req: FastifyRequest): StaffSession {
  if (!req.staffSession) throw new HttpError(401, 'Unauthenticated.');
  return req.staffSession;
}

/**
 * The back office API, `/api/admin/*`: one guard for every route registered inside it.
 * No token → 401; not staff → 404 (the back office does not exist for them); staff whose session
 * has not given the second factor → 403. Responses are never cached.
 * Each area passes its staff routes in `areas`; they are registered under the prefix.
 */
export function adminApi(deps: { sessions: SessionStore; twoFactor: TwoFactorService }, areas: FastifyPluginAsync[]) {
  /** Every route behind the guard, for the role-check table test. */
  const routes: AdminRoute[] = [];
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat())
        if (method !== 'HEAD')
          routes.push({ method, url: r.url, secondFactor: r.config?.secondFactor !== false, roles: r.config?.roles ?? null });
    });
    app.decorateRequest('staffSession', null);
    app.addHook('onRequest', async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = await requireAuth(req, deps.sessions);
      if (!isStaffRole(auth.user.role)) throw notFound();
      req.staffSession = { userId: auth.user.id, email: auth.user.email, sessionId: auth.sessionId, ip: req.ip };
      if (req.routeOptions.config.secondFactor === false) return;
      if (!(await deps.twoFactor.isVerified(auth.sessionId))) throw new HttpError(403, TWO_FACTOR_MESSAGES.required);
    });
    // Unknown admin paths pass the same checks before their 404.
    app.setNotFoundHandler(async () => {
      throw notFound();
    });
    for (const area of areas) await app.register(area);
  };
  return { plugin, routes };
}

export interface AdminRoute {
  method: string;
  url: string;
  /** False for the two-factor routes a staff member calls before giving a code. */
  secondFactor: boolean;
  /** The roles besides admin it allows (`config.roles`), or null when it names none. */
  roles: readonly string[] | null;
}
