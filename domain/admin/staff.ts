import { z } from 'zod';
import { STAFF_ROLE_LABELS, STAFF_ROLE_NAMES, type StaffRole } from './roles';

/** A member of staff on the staff list (`GET /api/admin/staff`). */
export interface StaffMemberView {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** Whether their two-factor sign-in is set up. */
  two_factor: boolean;
  /** When they became staff (ISO), or null when not known (staff from before it was recorded). */
  added_at: string | null;
}

const role = z.enum(STAFF_ROLE_NAMES, { error: 'Choose a role' });

/** POST /api/admin/staff: make an existing account staff. */
export const addStaffBody = z
  .object({
    email: z.string().trim().toLowerCase().email('Enter an e-mail address').max(254),
    role,
  })
  .strict();
export type AddStaffInput = z.output<typeof addStaffBody>;

/** POST /api/admin/staff/:id: give a member of staff another role. */
export const staffRoleBody = z.object({ role }).strict();

/** POST /api/admin/staff/:id/remove: back to a customer account. */
export const removeStaffBody = z.object({}).strict();

const roleName = (r: StaffRole) => STAFF_ROLE_LABELS[r];

/** What adding, changing and removing staff answers (the command line says the same). */
export const STAFF_MESSAGES = {
  noAccount: (email: string) => `No account with the email ${email}`,
  influencer: (email: string) =>
    `${email} is an influencer account. Staff use an account of their own: ask them to sign up with another email.`,
  alreadyStaff: (email: string, r: StaffRole) => `${email} is already staff (${roleName(r)}). Change their role in /admin/staff instead.`,
  notStaff: 'This person is not on the staff list.',
  yourself: 'You cannot change your own role or remove yourself. Ask another admin.',
  lastAdmin: 'The shop needs at least one admin. Make someone else an admin first.',
  added: (email: string, r: StaffRole) => `${email} is now staff (${roleName(r)}).`,
  changed: (email: string, r: StaffRole) => `${email} now has the role ${roleName(r)}.`,
  removed: (email: string) => `${email} is no longer staff; their sessions have ended.`,
};
