import { z } from 'zod';

/** `:id` of an admin path: a row id (serial, 32-bit). */
export const idParams = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});

/** `?page=` of a back-office list: 1 to 10000, 1 when absent. */
export const pageNumber = z.coerce
  .number({ error: 'Must be a page number' })
  .int({ error: 'Must be a page number' })
  .min(1, { error: 'Must be a page number' })
  .max(10_000, { error: 'Must be at most 10000' })
  .default(1);
