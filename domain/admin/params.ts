import { z } from 'zod';

/** `:id` of an admin path: a row id (serial, 32-bit). */
export const idParams = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});
