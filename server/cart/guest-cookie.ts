import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName } from '../../domain/accounts/session';
import { readCookie } from '../http/session-cookie';
import { GUEST_BAG_IDLE_MS } from './lifecycle';

/** The guest's bag id cookie; over https `__Host-`, as the session cookie. */
export const GUEST_BAG_COOKIE = 'zaron_bag';
/** A bag id as the shop issues it (256 random bits, base64url): anything else is no bag. */
const BAG_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The cookie that keeps a guest's bag id: `HttpOnly; SameSite=Lax; Path=/`, `Secure` over https,
 * lasting as long as an untouched guest bag is kept (renewed with every change).
 */
export function guestBagCookie(publicUrl: string) {
  const secure = publicUrl.startsWith('https:');
  const name = cookieName(GUEST_BAG_COOKIE, secure);
  const attributes = (maxAge: number) => `Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  return {
    name,
    /** The bag id a request carries, or null. */
    idOf(req: Pick<FastifyRequest, 'headers'>): string | null {
      const value = readCookie(req.headers.cookie, name);
      return value && BAG_ID.test(value) ? value : null;
    },
    set(reply: FastifyReply, id: string) {
      reply.header('set-cookie', `${name}=${id}; ${attributes(GUEST_BAG_IDLE_MS / 1000)}`);
    },
    clear(reply: FastifyReply) {
      reply.header('set-cookie', `${name}=; ${attributes(0)}`);
    },
  };
}

export type GuestBagCookie = ReturnType<typeof guestBagCookie>;
