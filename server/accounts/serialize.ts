import type { PublicUser } from '../../domain/accounts/user';
import { apiRoleOf } from '../../domain/admin/roles';
import type { users } from './schema';

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it (domain/accounts/user.ts). */
export const publicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  phone: u.phone,
  role: u.role,
  referral_code: u.referralCode,
  // Accounts saved before review invitations or bag reminders existed have them on.
  email_preferences: {
    ...u.emailPreferences,
    reviewInvites: u.emailPreferences.reviewInvites !== false,
    bagReminders: u.emailPreferences.bagReminders !== false,
  },
});

/** `Authenticated` marks a signed-in customer; influencers and staff keep their role name. */
export const apiRole = (u: Pick<UserRow, 'role'>) => apiRoleOf(u.role);
