import type { LimitedRole } from './roles';

const ALL: readonly LimitedRole[] = ['fulfilment', 'support', 'catalogue'];
const ADMINS_ONLY: readonly LimitedRole[] = [];

/**
 * Who may do what in the back office, besides `admin` who may do everything: the one table the
 * API's guard (each route's `config.roles`) and the back office's pages, menu and buttons read.
 */
export const ACCESS = {
  /** The two-factor steps every staff member goes through. */
  twoFactor: ALL,
  /** The dashboard: every staff member's landing page. */
  dashboard: ALL,
  ordersRead: ['fulfilment', 'support'],
  /** Marking an order delivered / collected. */
  ordersFulfil: ['fulfilment'],
  /** Releasing an order held for review, cancelling or refunding one: money moves. */
  ordersMoney: ADMINS_ONLY,
  returnsRead: ['fulfilment', 'support'],
  /** Approving or rejecting a return request. */
  returnsDecide: ['support'],
  /** Receiving returned goods (and the refund it starts, or retrying it). */
  returnsReceive: ['fulfilment'],
  customers: ['support'],
  /** Erasing an account for a request received by mail. */
  customerErase: ['support'],
  reviews: ['support'],
  inbox: ['support'],
  catalogue: ['catalogue'],
  discounts: ['catalogue'],
  influencers: ADMINS_ONLY,
  audit: ADMINS_ONLY,
  staff: ADMINS_ONLY,
  /** Tax rules, registrations and nexus thresholds: what every order is charged. */
  taxSettings: ADMINS_ONLY,
  /** Sales and tax reports, their CSV files, the US nexus tracker. */
  reports: ADMINS_ONLY,
} as const satisfies Record<string, readonly LimitedRole[]>;
export type Access = keyof typeof ACCESS;

/** The refusal of a staff member whose role does not allow the call. */
export const ROLE_REFUSED = 'Your role does not allow this.';

/** Whether a route or part allowing `roles` (besides admin, who may do everything) lets `role` in. */
export const rolesAllow = (roles: readonly LimitedRole[], role: string): boolean =>
  role === 'admin' || (roles as readonly string[]).includes(role);

/** Whether a staff role may use a part of the back office. */
export const roleMay = (role: string, access: Access): boolean => rolesAllow(ACCESS[access], role);

/** The back office's pages by the first part of their path under /admin, and who may open them. */
export const ADMIN_SECTIONS: Readonly<Record<string, Access>> = {
  '': 'dashboard',
  orders: 'ordersRead',
  returns: 'returnsRead',
  customers: 'customers',
  products: 'catalogue',
  'low-stock': 'catalogue',
  discounts: 'discounts',
  influencers: 'influencers',
  reviews: 'reviews',
  inbox: 'inbox',
  audit: 'audit',
  staff: 'staff',
  settings: 'taxSettings',
  reports: 'reports',
};

/** The access a back-office page path needs (`/admin/orders/ZR-1` → ordersRead); null for an unknown page. */
export function sectionAccess(pathname: string): Access | null {
  const section = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return Object.hasOwn(ADMIN_SECTIONS, section) ? ADMIN_SECTIONS[section]! : null;
}
