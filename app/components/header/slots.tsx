import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCart } from '../../lib/cart';
import { deferred } from '../../lib/deferred';
import { useSessionMarker } from '../../lib/session';
import { GuestLinks } from '../account/guest-links';
import { NewsletterLayout } from '../footer/newsletter-layout';
import { MenuIcon, SearchIcon } from '../icons';

/**
 * Stand-ins rendered with the page for the header's and footer's interactive parts. Each looks
 * like the real thing and fetches it (header/live.tsx, bag-panel.tsx) when she first reaches for
 * it (a focus, a tap, a mouse coming over), handing over what the shopper already typed: a phone's
 * first paint then needs no search, dialog, form or query code (decision 0007).
 */
const live = deferred(() => import('./live'));
const bag = deferred(() => import('../bag-panel'));
const SEARCH_INPUT =
  'h-10 w-full rounded-full border border-sand-200 bg-white/70 pr-9 pl-10 text-sm placeholder:text-cocoa-500 transition-colors hover:border-cocoa-500/40 focus:border-cocoa-500 focus:bg-white focus:outline-none';

export function SearchSlot({ className = '' }: { className?: string }) {
  const [wanted, setWanted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const handOver = useRef({ text: '', focused: false });
  const mod = live.useModule(wanted);
  if (mod) return <mod.LiveSearch className={className} initialText={handOver.current.text} autoFocus={handOver.current.focused} />;
  return (
    // A GET form, so Enter shows the results page before the scripts run, or without them.
    <form method="get" action="/search" role="search" className={`relative ${className}`}>
      <label htmlFor="search-input" className="sr-only">
        Search products
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-cocoa-700" width={18} height={18} />
      <input
        ref={input}
        id="search-input"
        name="q"
        type="text"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Search products"
        onPointerEnter={live.warmForMouse}
        onFocus={(e) => {
          handOver.current.focused = true;
          handOver.current.text = e.currentTarget.value;
          setWanted(true);
        }}
        onInput={(e) => {
          handOver.current.text = e.currentTarget.value;
        }}
        className={SEARCH_INPUT}
      />
    </form>
  );
}

/** Desktop account area: guests' links come with the page; a signed-in shopper's menu is fetched at once. */
export function AccountSlot() {
  const { signedIn, ready } = useSessionMarker();
  const mod = live.useModule(signedIn);
  if (ready && !signedIn) return <GuestLinks />;
  if (mod) return <mod.LiveAccountMenu />;
  return <span aria-hidden="true" className="block h-8 w-32 animate-pulse rounded-full bg-sand-100" />;
}

export function MobileMenuSlot() {
  const [wanted, setWanted] = useState(false);
  const mod = live.useModule(wanted);
  if (mod) return <mod.LiveMobileDrawer defaultOpen />;
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded="false"
      onPointerEnter={live.warmForMouse}
      onClick={() => setWanted(true)}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-sand-100 lg:hidden"
    >
      <MenuIcon width={22} height={22} />
    </button>
  );
}

/** The bag slide-over, fetched the first time the bag opens and kept afterwards. */
export function BagPanelSlot() {
  const { bagOpen } = useCart();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (bagOpen) setOpened(true);
  }, [bagOpen]);
  const mod = bag.useModule(bagOpen || opened);
  return mod ? <mod.BagPanel /> : null;
}

export function NewsletterSlot() {
  const [wanted, setWanted] = useState(false);
  const handOver = useRef({ email: '', submit: false });
  const mod = live.useModule(wanted);
  if (mod) return <mod.LiveNewsletter initialEmail={handOver.current.email} submitNow={handOver.current.submit} />;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = new FormData(e.currentTarget).get('email');
    handOver.current = { email: typeof email === 'string' ? email : '', submit: true };
    setWanted(true);
  };
  return (
    <NewsletterLayout
      onSubmit={onSubmit}
      onEmail={(email) => {
        handOver.current.email = email;
      }}
      onWake={(email) => {
        handOver.current.email = email;
        setWanted(true);
      }}
    />
  );
}
