import type { FastifyRequest } from 'fastify';
import type { SessionStore } from '../accounts/sessions';
import type { users } from '../accounts/schema';
import { HttpError } from './errors';

export type AuthUser = typeof users.$inferSelect;
export interface Auth {
  user: AuthUser;
  sessionId: number;
  token: string;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The signed-in user of a request (bearer token), or a 401. */
export async function requireAuth(req: FastifyRequest, sessions: SessionStore): Promise<Auth> {
  const match = BEARER.exec(req.headers.authorization ?? '');
  const found = match ? await sessions.userFor(match[1]!) : null;
  if (!found) throw new HttpError(401, 'Unauthenticated.');
  return { user: found.user, sessionId: found.sessionId, token: match![1]! };
}
