import type { Access } from '../../../domain/admin/access';

/** The back office's pages, in menu order, with what a role needs to see each; each area adds its own entry here. */
export const ADMIN_NAV: readonly { to: string; label: string; access: Access; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', access: 'dashboard', end: true },
  { to: '/admin/orders', label: 'Orders', access: 'ordersRead' },
  { to: '/admin/returns', label: 'Returns', access: 'returnsRead' },
  { to: '/admin/customers', label: 'Customers', access: 'customers' },
  { to: '/admin/products', label: 'Products', access: 'catalogue' },
  { to: '/admin/low-stock', label: 'Low stock', access: 'catalogue' },
  { to: '/admin/discounts', label: 'Discounts', access: 'discounts' },
  { to: '/admin/influencers', label: 'Influencers', access: 'influencers' },
  { to: '/admin/reviews', label: 'Reviews', access: 'reviews' },
  { to: '/admin/inbox', label: 'Inbox', access: 'inbox' },
  { to: '/admin/reports', label: 'Reports', access: 'reports' },
  { to: '/admin/audit', label: 'Audit log', access: 'audit' },
  { to: '/admin/staff', label: 'Staff', access: 'staff' },
  { to: '/admin/settings/tax', label: 'Tax', access: 'taxSettings' },
];
