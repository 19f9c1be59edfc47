import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, SESSION_COOKIE, SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from '../../domain/accounts/session';

/** A session token as the store issues it (base64url, 256 bits): anything else in the cookie is ignored. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The value of one cookie of a `Cookie` header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The browser's session cookie for a site at `publicUrl`: `HttpOnly; SameSite=Lax; Path=/`, and over
 * https `Secure` under the `__Host-` name (so neither another subdomain nor plain http can set it).
 * The marker cookie beside it is the same but readable by the page, and holds no secret.
 */
export function sessionCookie(publicUrl: string) {
  const secure = publicUrl.startsWith('https:');
  const name = cookieName(SESSION_COOKIE, secure);
  const marker = cookieName(SIGNED_IN_COOKIE, secure);
  const attributes = (maxAge: number) => `Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;

  return {
    name,
    /** The token a request's session cookie carries, or null. */
    tokenOf(req: Pick<FastifyRequest, 'headers'>): string | null {
      const value = readCookie(req.headers.cookie, name);
      return value && TOKEN.test(value) ? value : null;
    },
    /** Starts the browser's session: the token in the HttpOnly cookie, the marker beside it. */
    set(reply: FastifyReply, token: string, maxAgeSeconds: number) {
      reply.header('set-cookie', [
        `${name}=${token}; ${attributes(maxAgeSeconds)}; HttpOnly`,
        `${marker}=${SIGNED_IN_VALUE}; ${attributes(maxAgeSeconds)}`,
      ]);
    },
    /** Ends the browser's session: both cookies expire now. */
    clear(reply: FastifyReply) {
      reply.header('set-cookie', [`${name}=; ${attributes(0)}; HttpOnly`, `${marker}=; ${attributes(0)}`]);
    },
  };
}

export type SessionCookie = ReturnType<typeof sessionCookie>;
