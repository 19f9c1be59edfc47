import { z } from 'zod';
import { idParams } from './params';

/** Where a form submission stands in the back office's inbox. */
export const INBOX_STATUSES = ['new', 'contacted', 'accepted', 'declined'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** The four lists of the inbox, as they appear in URLs (/admin/inbox/{kind}). */
export const INBOX_KINDS = ['wholesale', 'ambassador', 'bookings', 'newsletter'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_TITLES: Record<InboxKind, string> = {
  wholesale: 'Wholesale applications',
  ambassador: 'Ambassador applications',
  bookings: 'Experience bookings',
  newsletter: 'Newsletter subscribers',
};

/** The two photos of an ambassador application, as they appear in URLs. */
export const INBOX_PHOTOS = ['portrait', 'full-body'] as const;
export type InboxPhoto = (typeof INBOX_PHOTOS)[number];

/** `/api/admin/inbox/:kind`, `…/:kind/:id` and an application's photo `…/ambassador/:id/photos/:photo`. */
export const inboxKindParams = z.object({ kind: z.enum(INBOX_KINDS, { error: 'Unknown list' }) });
export const inboxItemParams = inboxKindParams.extend(idParams.shape);
export const inboxPhotoParams = idParams.extend({ photo: z.enum(INBOX_PHOTOS, { error: 'Unknown photo' }) });

export const inboxUpdateBody = z
  .object({
    status: z.enum(INBOX_STATUSES),
    note: z.string().trim().max(2000, 'The note can be at most 2000 characters'),
  })
  .strict();
export type InboxUpdate = z.output<typeof inboxUpdateBody>;

export const inboxQuery = z
  .object({
    status: z.enum(INBOX_STATUSES).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .strict();

/** One submission as the inbox lists it: its fields by label, and its follow-up. */
export interface InboxItem {
  id: number;
  created_at: string;
  status: InboxStatus;
  note: string;
  /** The main line shown in the list (name or e-mail). */
  title: string;
  email: string;
  /** Every field of the submission, label → value, in the form's order. */
  fields: { label: string; value: string }[];
  /** Ambassador applications only: staff-only photo URLs. */
  photos?: { label: string; url: string }[];
}
