import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { capitaliseWords } from '../../lib/format';
import { useCart } from '../../lib/cart';
import { bagLabel, CountBadge } from '../header/cart-button';
import { BagIcon, ChevronDownIcon, ChevronRightIcon, ShieldIcon } from '../icons';
import { CloseIcon, DashboardIcon, UserIcon } from '../icons-later';
import { ACCOUNT_LINKS, BACK_OFFICE } from './account-links';
import { LogoutButton } from './logout-button';
import { SheetContent } from '../sheet';
import { GuestLinks } from './guest-links';

const row = 'flex w-full items-center gap-4 rounded-2xl px-4 py-3.5 text-[15px] text-cocoa-950 transition-colors hover:bg-sand-100';

/** The 'My Account' right slide-over, opened from the shopper's first name. */
function AccountDrawer({ firstName, email, influencer, staff }: { firstName: string; email: string; influencer: boolean; staff: boolean }) {
  const [open, setOpen] = useState(false);
  const cart = useCart();
  const toBag = useRef(false);
  const openBag = () => {
    toBag.current = true;
    setOpen(false);
    cart.openBag();
  };
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex max-w-[12rem] items-center gap-2 rounded-full px-3 py-1.5 text-sm transition-colors hover:bg-sand-100">
        <UserIcon />
        <span className="truncate">{firstName}</span>
        <ChevronDownIcon width={16} height={16} />
      </Dialog.Trigger>
      <SheetContent
        side="right"
        className="w-full max-w-sm"
        onCloseAutoFocus={(e) => {
          // Focus belongs to the bag panel when the bag was opened from here.
          if (toBag.current) e.preventDefault();
          toBag.current = false;
        }}
      >
        <div className="flex items-center justify-between border-b border-sand-200 px-6 py-5">
          <Dialog.Title className="font-serif text-2xl">My Account</Dialog.Title>
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={openBag}
              aria-label={bagLabel(cart.count)}
              className="relative rounded-full p-2 hover:bg-sand-100"
            >
              <BagIcon />
              <CountBadge count={cart.count} className="-top-0.5 -right-0.5" />
            </button>
            <Dialog.Close aria-label="Close account menu" className="rounded-full p-2 hover:bg-sand-100">
              <CloseIcon />
            </Dialog.Close>
          </div>
        </div>
        <div className="mx-6 mt-6 rounded-3xl bg-cocoa-900 px-5 py-5 text-sand-50">
          <p className="text-[11px] font-semibold tracking-[0.3em] text-gold-400 uppercase">Zaron Beauty Club</p>
          <p className="mt-2 font-serif text-2xl">Hello, {firstName}</p>
          <p className="mt-1 truncate text-sm text-sand-100/80">{email}</p>
        </div>
        <nav aria-label="My Account" className="flex-1 overflow-y-auto px-2 py-4">
          <ul>
            {staff && (
              <li>
                <Link to={BACK_OFFICE.to} onClick={close} className={row}>
                  <ShieldIcon />
                  {BACK_OFFICE.label}
                  <ChevronRightIcon className="ml-auto text-cocoa-500" />
                </Link>
              </li>
            )}
            {influencer && (
              <li>
                <Link to="/influencer-dashboard" onClick={close} className={row}>
                  <DashboardIcon />
                  Dashboard
                  <ChevronRightIcon className="ml-auto text-cocoa-500" />
                </Link>
              </li>
            )}
            {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link to={to} onClick={close} className={row}>
                  <Icon />
                  {label}
                  <ChevronRightIcon className="ml-auto text-cocoa-500" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-sand-200 px-6 py-5">
          <LogoutButton className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full border border-cocoa-900 text-sm font-medium transition-colors hover:bg-cocoa-900 hover:text-sand-50 disabled:opacity-70" />
        </div>
      </SheetContent>
    </Dialog.Root>
  );
}

/**
 * Desktop header account area: guests get Join us / Sign In, signed-in shoppers their
 * first name opening the 'My Account' drawer. While the session is read it holds the space.
 */
export function AccountMenu() {
  const { status, user, isInfluencer, isStaff } = useCurrentUser();
  if (status === 'loading') return <span aria-hidden="true" className="block h-8 w-32 animate-pulse rounded-full bg-sand-100" />;
  if (!user) return <GuestLinks />;
  return <AccountDrawer firstName={capitaliseWords(user.first_name)} email={user.email} influencer={isInfluencer} staff={isStaff} />;
}
