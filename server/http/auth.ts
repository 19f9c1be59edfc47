import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionStore } from '../accounts/sessions';
import type { users } from '../accounts/schema';
import { DomainError } from '../domain-error';

export type AuthUser = typeof users.$inferSelect;
export interface Auth {
  user: AuthUser;
  sessionId: number;
  token: string;
  /** How the request carried the token: an API client's header, or the browser's session cookie. */
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by a route group's sign-in check (`signedIn`); null elsewhere. */
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** Set by `signedIn` on every route of its group, for the API's description: the route needs a signed-in user. */
    signedIn?: boolean;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
const UNAUTHENTICATED = 'Unauthenticated.';

/**
 * The token a request carries: an `Authorization: Bearer` header when it has one (API clients),
 * else the browser's session cookie. A request that sends the header is judged by it alone.
 */
export function tokenOf(req: FastifyRequest, sessions: SessionStore): { token: string; via: Auth['via'] } | null {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const match = BEARER.exec(header);
    return match ? { token: match[1]!, via: 'bearer' } : null;
  }
  const token = sessions.cookie.tokenOf(req);
  return token ? { token, via: 'cookie' } : null;
}

/** The signed-in user of a request (bearer token or session cookie), or null. */
export async function findAuth(req: FastifyRequest, sessions: SessionStore): Promise<Auth | null> {
  const carried = tokenOf(req, sessions);
  const found = carried ? await sessions.userFor(carried.token) : null;
  return found && carried ? { user: found.user, sessionId: found.sessionId, ...carried } : null;
}

/** The signed-in user of a request, or an 'unauthenticated' error (401). */
export async function requireAuth(req: FastifyRequest, sessions: SessionStore): Promise<Auth> {
  const auth = await findAuth(req, sessions);
  if (!auth) throw new DomainError('unauthenticated', UNAUTHENTICATED);
  return auth;
}

interface SignedInOptions {
  /** A further check of the signed-in user (a role), throwing when they may not use the group. */
  allow?: (auth: Auth) => void;
}

/**
 * Checks sign-in once for every route of a group: call it at the top of an encapsulated plugin
 * (`app.register(async (group) => { signedIn(group, sessions); group.get(…) })`). It runs as a
 * preValidation hook: after the body is read, so a body that is not JSON is still a 400 before any
 * 401, and before the route's schemas, so a signed-out request is a 401 whatever it sent. A route's
 * own preValidation hooks (a rate limit by account) run after it. Handlers read the user with
 * `authOf(req)`. Each route of the group is marked `config.signedIn`, which the OpenAPI document reads.
 */
export function signedIn(group: FastifyInstance, sessions: SessionStore, options: SignedInOptions = {}) {
  if (!group.hasRequestDecorator('auth')) group.decorateRequest('auth', null);
  group.addHook('onRoute', (route) => {
    route.config = { ...route.config, signedIn: true };
  });
  group.addHook('preValidation', async (req) => {
    const auth = await requireAuth(req, sessions);
    options.allow?.(auth);
    req.auth = auth;
  });
}

/** The signed-in user of a request inside a `signedIn` group. */
export function authOf(req: FastifyRequest): Auth {
  if (!req.auth) throw new DomainError('unauthenticated', UNAUTHENTICATED);
  return req.auth;
}
