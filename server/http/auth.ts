import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionStore } from '../accounts/sessions';
import type { users } from '../accounts/schema';
import { DomainError } from '../domain-error';

export type AuthUser = typeof users.$inferSelect;
export interface Auth {
  user: AuthUser;
  sessionId: number;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by a route group's sign-in check (`signedIn`); null elsewhere. */
    auth: Auth | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
const UNAUTHENTICATED = 'Unauthenticated.';

/** The signed-in user of a request (bearer token), or an 'unauthenticated' error (401). */
export async function requireAuth(req: FastifyRequest, sessions: SessionStore): Promise<Auth> {
  const match = BEARER.exec(req.headers.authorization ?? '');
  const found = match ? await sessions.userFor(match[1]!) : null;
  if (!found) throw new DomainError('unauthenticated', UNAUTHENTICATED);
  return { user: found.user, sessionId: found.sessionId, token: match![1]! };
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
 * `authOf(req)`.
 */
export function signedIn(group: FastifyInstance, sessions: SessionStore, options: SignedInOptions = {}) {
  if (!group.hasRequestDecorator('auth')) group.decorateRequest('auth', null);
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
