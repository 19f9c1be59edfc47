import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { MenuIcon } from '../icons';
import { CloseIcon } from '../icons-later';
import { MobileAccountLinks } from '../account/mobile-account-links';
import { DrawerCategories } from './drawer-categories';
import { SheetContent } from '../sheet';

/** Small-screen menu (categories, account links, Dashboard for influencers, Logout). */
export function MobileDrawer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-sand-100 lg:hidden"
      >
        <MenuIcon width={22} height={22} />
      </Dialog.Trigger>
      <SheetContent side="left" className="w-[86vw] max-w-sm">
        <div className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
          <Dialog.Title className="font-serif text-xl tracking-[0.35em] uppercase">Menu</Dialog.Title>
          <Dialog.Close aria-label="Close menu" className="rounded-full p-2 hover:bg-sand-100">
            <CloseIcon />
          </Dialog.Close>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-2">
          {/* Order: Dashboard and account links, Logout, then the categories. */}
          <nav aria-label="Account" className="border-b border-sand-200 pb-4">
            <MobileAccountLinks onNavigate={close} />
          </nav>
          <div className="mt-2">
            <DrawerCategories onNavigate={close} />
          </div>
        </div>
        <Link to="/partner-with-us" onClick={close} className="border-t border-sand-200 bg-sand-100 px-5 py-4 text-sm text-cocoa-700">
          Wholesale enquiries: <span className="font-medium text-cocoa-950 underline underline-offset-4">Partner with us</span>
        </Link>
      </SheetContent>
    </Dialog.Root>
  );
}
