import type { ComponentType, SVGProps } from 'react';
import { GiftIcon, OrdersIcon, PinIcon, SettingsIcon } from '../icons-later';

interface AccountLink {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The account drawer 'My Account', in its fixed order. */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: '/my-orders', label: 'My Orders', Icon: OrdersIcon },
  { to: '/delivery-address', label: 'Delivery Address', Icon: PinIcon },
  { to: '/refer-and-earn', label: 'Refer and Earn', Icon: GiftIcon },
  { to: '/settings', label: 'Settings', Icon: SettingsIcon },
];

/** Shown to staff only, above the account links. */
export const BACK_OFFICE = { to: '/admin', label: 'Back office' } as const;
