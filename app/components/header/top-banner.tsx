import { Link } from 'react-router';
import { ArrowRightIcon } from '../icons';

/** Thin strip above the header inviting wholesalers to the partner form. */
export function TopBanner() {
  return (
    <div className="bg-cocoa-950 text-sand-100">
      <Link
        to="/partner-with-us"
        className="group mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-[11px] tracking-[0.18em] uppercase sm:text-xs"
      >
        <span className="sm:hidden">Wholesale?</span>
        <span className="hidden sm:inline">Retailers &amp; salons: stock Zaron in your store</span>
        <span className="font-semibold text-gold-400 underline-offset-4 group-hover:underline">Partner with us</span>
        <ArrowRightIcon width={14} height={14} className="text-gold-400 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </div>
  );
}
