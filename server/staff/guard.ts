import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ROLE_REFUSED, rolesAllow } from '../../domain/admin/access';
import { isStaffRole, type LimitedRole } from '../../domain/admin/roles';
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
    roles?: readonly LimitedRole[];
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
 * has not given the second factor → 403; staff whose role the route's `config.roles` does not
 * name → 403 (admins may call every route). Responses are never cached.
 * Each area passes its staff routes in `areas`; they are registered under the prefix, and one
 * without a `config.roles` declaration stops the server from starting.
 */
export function adminApi(deps: { sessions: SessionStore; twoFactor: TwoFactorService }, areas: FastifyPluginAsync[]) {
  /** Every route behind the guard, for the role-check table test. */
  const routes: AdminRoute[] = [];
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onRoute', (r) => {
      const roles = r.config?.roles;
      if (!roles) throw new Error(`${[r.method].flat().join(',')} ${r.url} must declare the staff roles it allows (config.roles).`);
      for (const method of [r.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: r.url, secondFactor: r.config?.secondFactor !== false, roles });
    });
    app.decorateRequest('staffSession', null);
    app.addHook('onRequest', async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = await requireAuth(req, deps.sessions);
      if (!isStaffRole(auth.user.role)) throw notFound();
      const { role } = auth.user;
      req.staffSession = { userId: auth.user.id, email: auth.user.email, role, sessionId: auth.sessionId, ip: req.ip };
      const { config } = req.routeOptions;
      if (config.secondFactor !== false && !(await deps.twoFactor.isVerified(auth.sessionId)))
        throw new HttpError(403, TWO_FACTOR_MESSAGES.required);
      // Unknown paths (no route, no roles) answer their 404 below.
      if (config.roles && !rolesAllow(config.roles, role)) throw new HttpError(403, ROLE_REFUSED);
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
  /** The roles besides admin it allows. */
  roles: readonly LimitedRole[];
}
