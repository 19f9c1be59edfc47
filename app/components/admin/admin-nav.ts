/** The back office's pages, in menu order; each area adds its own entry here. */
export const ADMIN_NAV: readonly { to: string; label: string; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/discounts', label: 'Discounts' },
  { to: '/admin/influencers', label: 'Influencers' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/audit', label: 'Audit log' },
];
