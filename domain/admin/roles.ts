/** Account roles. Staff roles open the back office; a role is never taken from a request body. */
export const ROLES = ['customer', 'influencer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['admin'];

/**
 * What a member of staff may do. `admin` (the owner) may do everything; each back-office route
 * names the other roles it allows in its `config.roles` (an empty list: admins only).
 */
export const STAFF_ROLE_NAMES = ['admin', 'fulfilment', 'support', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLE_NAMES)[number];
export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);

/** How `GET /api/auth/user` names a role (`Authenticated` for a customer). */
export type ApiRole = 'Authenticated' | 'influencer' | 'admin';
export const apiRoleOf = (role: Role): ApiRole => (role === 'customer' ? 'Authenticated' : role);

/** A staff session ends after this long without a request. */
export const STAFF_IDLE_HOURS = 12;
