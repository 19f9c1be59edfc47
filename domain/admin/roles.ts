/** Account roles. Staff roles open the back office; a role is never taken from a request body. */
export const ROLES = ['customer', 'influencer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['admin'];
export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);

/** How `GET /api/auth/user` names a role (`Authenticated` for a customer). */
export type ApiRole = 'Authenticated' | 'influencer' | 'admin';
export const apiRoleOf = (role: Role): ApiRole => (role === 'customer' ? 'Authenticated' : role);

/** A staff session ends after this long without a request. */
export const STAFF_IDLE_HOURS = 12;
