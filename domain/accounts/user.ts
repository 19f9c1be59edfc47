import type { ApiRole, Role } from '../admin/roles';

export interface EmailPreferences {
  newsletter: boolean;
  offers: boolean;
  orderUpdates: boolean;
  /** A mail after delivery inviting her to review what she received. */
  reviewInvites: boolean;
  /** A mail when her bag has waited untouched a few hours (decision 0054). */
  bagReminders: boolean;
}

/** The user as the API shows it; never the password hash. */
export interface PublicUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: Role;
  referral_code: string;
  email_preferences: EmailPreferences;
}

/** The signed-in user and the role the API names (`GET /api/auth/user`). */
export interface Viewer {
  user: PublicUser;
  role: ApiRole;
}
