/** Account roles. Staff roles open the back office; a role is never taken from a request body. */
export const ROLES = ['customer', 'influencer', 'admin', 'fulfilment', 'support', 'catalogue'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a member of staff may do. `admin` (the owner) may do everything; each back-office route
 * names the other roles it allows in its `config.roles` (an empty list: admins only).
 */
export const STAFF_ROLE_NAMES = ['admin', 'fulfilment', 'support', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLE_NAMES)[number];
/** The staff roles a route can allow besides `admin`, who is always allowed. */
export type LimitedRole = Exclude<StaffRole, 'admin'>;
export const STAFF_ROLES: readonly Role[] = STAFF_ROLE_NAMES;
export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** How each staff role is called on screen. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin (everything)',
  fulfilment: 'Fulfilment',
  support: 'Support',
  catalogue: 'Catalogue',
};

/** How `GET /api/auth/user` names a role (`Authenticated` for a customer). */
export const API_ROLES = ['Authenticated', 'influencer', ...STAFF_ROLE_NAMES] as const;
export type ApiRole = (typeof API_ROLES)[number];
export const apiRoleOf = (role: Role): ApiRole => (role === 'customer' ? 'Authenticated' : role);

/** A staff session ends after this long without a request. */
export const STAFF_IDLE_HOURS = 12;
