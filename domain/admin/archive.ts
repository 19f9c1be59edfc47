import { z } from 'zod';

/** Archiving takes a product or a shop code out of use without deleting it; `false` restores it. */
export const archiveBody = z.object({ archived: z.boolean({ error: 'archived must be true or false' }) }).strict();
export type ArchiveInput = z.input<typeof archiveBody>;
