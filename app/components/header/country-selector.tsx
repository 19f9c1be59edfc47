import { useEffect, useState } from 'react';
import { SELECTABLE_COUNTRIES } from '../../../domain/country';
import { useCountry } from '../../lib/country';
import { ArrowRightIcon, ChevronDownIcon } from '../icons';

/**
 * Small flag selector. A native select: keyboard, screen readers and phone
 * pickers all work as people expect. Changing it re-prices every visible product at once; without
 * scripts it is a form posted to /country, which keeps the choice and shows the page again.
 *
 * The flags join the codes in a task of their own once the page runs (it cannot be changed before):
 * the first flag on a page sends the browser looking through its fonts for the flag's characters (a
 * phone's colour emoji font), which took a third of the first layout of a product page (73 → 41 ms
 * without the flags, Chromium on this shop's 2-core machine, which has no emoji font at all). The
 * select keeps one width throughout, so nothing moves when they come.
 */
export function CountrySelector({ className = '' }: { className?: string }) {
  const { country, setCountry } = useCountry();
  const [flags, setFlags] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setFlags(true));
    return () => window.clearTimeout(timer);
  }, []);
  const known = SELECTABLE_COUNTRIES.some((c) => c.code === country);
  // The option's value is text again: the list gives back its CountryCode.
  const pick = (value: string) => {
    const picked = SELECTABLE_COUNTRIES.find((c) => c.code === value);
    if (picked) setCountry(picked.code);
  };
  // A form for browsers without scripts: they choose, then press the button only they show.
  return (
    <form method="post" action="/country" className={`relative inline-flex items-center ${className}`}>
      <select
        aria-label="Country"
        name="country"
        value={country}
        onChange={(e) => pick(e.target.value)}
        className="w-[85px] cursor-pointer appearance-none rounded-full border border-transparent bg-transparent py-1.5 pr-7 pl-2.5 text-sm tracking-wide transition-colors hover:border-sand-200 hover:bg-sand-100 focus-visible:border-sand-200"
      >
        {/* A visitor from elsewhere keeps their own code selected (priced in dollars). */}
        {!known && <option value={country}>{country}</option>}
        {SELECTABLE_COUNTRIES.map((c) => (
          <option key={c.code} value={c.code} title={c.name}>
            {flags ? `${c.flag} ${c.code}` : c.code}
          </option>
        ))}
      </select>
      <ChevronDownIcon width={14} height={14} className="pointer-events-none absolute left-[63px] text-cocoa-700" />
      <noscript>
        {/* An arrow, not a word, so the header still fits a phone's width. */}
        <button
          type="submit"
          title="Change country"
          className="ml-1 inline-flex size-7 items-center justify-center rounded-full border border-cocoa-900/20 hover:bg-sand-100"
        >
          <ArrowRightIcon width={14} height={14} aria-hidden="true" />
          <span className="sr-only">Change country</span>
        </button>
      </noscript>
    </form>
  );
}
