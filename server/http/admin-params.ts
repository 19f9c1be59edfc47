import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit-port';
import { staffOf } from '../staff/guard';

/** The staff member making a change, for the audit log. */
export const actorOf = (req: FastifyRequest): Actor => {
  const staff = staffOf(req);
  return { staffId: staff.userId, ip: staff.ip };
};
