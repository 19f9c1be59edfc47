import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../audit-port';
import { staffOf } from '../staff/guard';

/** `:id` of an admin path: a row id (serial, 32-bit). */
export const idParams = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});

/** The staff member making a change, for the audit log. */
export const actorOf = (req: FastifyRequest): Actor => {
  const staff = staffOf(req);
  return { staffId: staff.userId, ip: staff.ip };
};

/** The archive toggle's body; the back office checks it with the same schema. */
export { archiveBody } from '../../domain/admin/archive';
