import { z } from 'zod';
import { resolveCountry } from '../country';

/** Any number: the split rule (split.ts) answers a share above 15 % with its own message, not a schema's. */
const fraction = z.union([z.number(), z.literal(''), z.null()]).optional();

/** POST /api/user/set-influencer-discount: the shares as fractions (0.1 = 10 %); the customer's decides. */
export const splitBody = z.object({ self_discount: fraction, customer_discount: fraction }).strict();

/** GET /api/user/influencer-data?country=: the visitor's country picks the currency shown first (unreadable or none: US). */
export const dataQuery = z.object({ country: z.string().max(2).optional().transform(resolveCountry) }).strict();
