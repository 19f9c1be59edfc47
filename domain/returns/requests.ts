import { z } from 'zod';
import { pageNumber } from '../admin/params';
import { RETURN_MESSAGES as M, RETURN_NOTE_MAX, RETURN_REASONS, RETURN_STATUSES } from './returns';

const lineId = z.number({ error: 'Invalid line' }).int({ error: 'Invalid line' }).positive({ error: 'Invalid line' }).max(2_147_483_647);

/** A line and how many of it come back: 1 to 99. */
const returnLine = z.object({
  line_id: lineId,
  quantity: z
    .number({ error: 'Must be a number of items' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: 'Must be at least 1' })
    .max(99, { error: 'Must be at most 99' }),
});

/**
 * The shopper's return request, sent as multipart form fields (with an optional `photo` file):
 * `lines` is JSON, `[{ "line_id": 12, "quantity": 1 }]`.
 */
export const returnRequestFields = z.object({
  lines: z
    .string({ error: M.noLines })
    .max(4000)
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: M.noLines });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(returnLine, { error: M.noLines })
        .min(1, { error: M.noLines })
        .max(50)
        .refine((lines) => new Set(lines.map((l) => l.line_id)).size === lines.length, { error: M.lineTwice }),
    ),
  reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
  note: z
    .string()
    .trim()
    .max(RETURN_NOTE_MAX, { error: `Must be at most ${RETURN_NOTE_MAX} characters` })
    .optional()
    .transform((s) => s || null),
});
export type ReturnRequestFields = z.output<typeof returnRequestFields>;

export const ADMIN_RETURN_PAGE_SIZE = 25;

/** `/api/admin/returns` filter: status. */
export const adminReturnsQuery = z.object({
  status: z.enum(RETURN_STATUSES, { error: 'Unknown status' }).optional(),
  page: pageNumber,
});
export type AdminReturnsQuery = z.output<typeof adminReturnsQuery>;

export const approveReturnBody = z.object({}).strict();
export const retryReturnBody = z.object({}).strict();
export const rejectReturnBody = z
  .object({ reason: z.string().trim().min(1, { error: 'Give the reason' }).max(500, { error: 'Must be at most 500 characters' }) })
  .strict();
export type RejectReturnBody = z.output<typeof rejectReturnBody>;

/** Mark received: for every line of the return, whether it goes back to stock. */
export const receiveReturnBody = z
  .object({
    lines: z
      .array(z.object({ line_id: lineId, restock: z.boolean({ error: 'Choose yes or no' }) }).strict())
      .min(1)
      .max(50),
  })
  .strict();
export type ReceiveReturnBody = z.output<typeof receiveReturnBody>;
