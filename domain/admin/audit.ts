import { z } from 'zod';
import { pageNumber } from './params';

/** One staff action as the audit log shows it. */
export interface AuditEntry {
  id: number;
  created_at: string;
  staff: { id: number; name: string; email: string };
  ip: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
}

export interface Page<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
  /** Set when the list stopped counting: there are more than `total`. */
  total_capped?: true;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional()
    .transform((s) => (s ? s : undefined));

const pageQuery = pageNumber;

export const auditQuery = z.object({
  staff_id: z.coerce
    .number({ error: 'Must be a staff id' })
    .int({ error: 'Must be a staff id' })
    .positive({ error: 'Must be a staff id' })
    .max(2_147_483_647, { error: 'Must be a staff id' })
    .optional(),
  action: optionalText(80),
  target_type: optionalText(40),
  target_id: optionalText(80),
  page: pageQuery,
});
export type AuditQuery = z.output<typeof auditQuery>;

export interface StaffMember {
  id: number;
  name: string;
  email: string;
}

/** What each recorded action is called on screen; an unknown one shows its code. */
const AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff.2fa.enable': 'Turned on two-factor sign-in',
  'staff.add': 'Added a member of staff',
  'staff.role': 'Changed a staff role',
  'staff.remove': 'Removed a member of staff',
  'order.complete': 'Marked order delivered',
  'order.ship': 'Marked order shipped',
  'order.ready_for_pickup': 'Marked order ready for pickup',
  'order.tracking.correct': 'Corrected tracking number',
  'order.cancel': 'Cancelled order',
  'order.refund': 'Refunded order',
  'order.accept': 'Accepted payment held for review',
  'customer.sessions.end': "Ended customer's sessions",
  'tax.set': 'Set a tax rule',
  'tax.remove': 'Removed a tax rule',
  'nexus.set': 'Changed a US nexus threshold',
};
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
