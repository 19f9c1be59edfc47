import { CartButton } from './header/cart-button';
import { CategoryMenu } from './header/category-menu';
import { CountrySelector } from './header/country-selector';
import { FloatingCartButton } from './header/floating-cart-button';
import { Logo } from './header/logo';
import { AccountSlot, BagPanelSlot, MobileMenuSlot, SearchSlot } from './header/slots';
import { TopBanner } from './header/top-banner';

/**
 * Site header: wholesale strip, then one grid that is
 * [menu | logo | country, bag] over a full-width search on small screens and
 * [search | logo | country, account, bag] on wide ones, then the category bar.
 */
export function Header() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-full focus:bg-cocoa-900 focus:px-4 focus:py-2 focus:text-sand-50"
      >
        Skip to content
      </a>
      <TopBanner />
      <header className="border-b border-sand-200 bg-sand-50/95">
        <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-x-3 gap-y-3 px-4 pt-3 pb-3 sm:px-6 lg:py-5">
          <div className="col-start-1 row-start-1 lg:hidden">
            <MobileMenuSlot />
          </div>
          <SearchSlot className="col-span-3 row-start-2 lg:col-span-1 lg:col-start-1 lg:row-start-1 lg:max-w-xs" />
          <div className="col-start-2 row-start-1">
            <Logo />
          </div>
          <div className="col-start-3 row-start-1 flex items-center justify-end gap-1 sm:gap-3">
            <CountrySelector />
            <div className="hidden lg:block">
              <AccountSlot />
            </div>
            <CartButton />
          </div>
        </div>
        <CategoryMenu />
      </header>
      <FloatingCartButton />
      <BagPanelSlot />
    </>
  );
}
