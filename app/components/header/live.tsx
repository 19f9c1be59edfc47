import type { ComponentProps } from 'react';
import { QueryProvider } from '../../lib/query';
import { AccountMenu } from '../account/account-menu';
import { Newsletter } from '../footer/newsletter';
import { MobileDrawer } from './mobile-drawer';
import { SearchBox } from './search-box';

/**
 * The interactive parts of the header and footer that call /api or open dialogs, fetched when the
 * shopper first reaches for them (header/slots.tsx), with TanStack Query around them.
 */
export function LiveSearch(props: ComponentProps<typeof SearchBox>) {
  return (
    <QueryProvider>
      <SearchBox {...props} />
    </QueryProvider>
  );
}

export function LiveAccountMenu() {
  return (
    <QueryProvider>
      <AccountMenu />
    </QueryProvider>
  );
}

export function LiveMobileDrawer(props: ComponentProps<typeof MobileDrawer>) {
  return (
    <QueryProvider>
      <MobileDrawer {...props} />
    </QueryProvider>
  );
}

export function LiveNewsletter(props: ComponentProps<typeof Newsletter>) {
  return (
    <QueryProvider>
      <Newsletter {...props} />
    </QueryProvider>
  );
}
