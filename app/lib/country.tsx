import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { normalizeCountry, type CountryCode } from '../../domain/country';
import { cookieText, STORAGE_KEYS } from './storage';

interface CountryState {
  country: CountryCode;
  setCountry: (country: CountryCode) => void;
}

const CountryContext = createContext<CountryState | null>(null);

/** The cookie that tells the server her country (server/web/country.ts), kept a year; set here and by the country page's form. */
export const countryCookie = (country: CountryCode) => cookieText(STORAGE_KEYS.countryCode, country, 365);

/** Remembers the country in localStorage (key countryCode) and mirrors it to a cookie for server rendering. */
function remember(country: CountryCode) {
  window.localStorage.setItem(STORAGE_KEYS.countryCode, country);
  document.cookie = countryCookie(country);
}

/**
 * The visitor's country. The server decided it for the first render (cookie, CDN header,
 * language region, else US); the browser keeps that decision once, and the flag selector changes it.
 * Local storage is the browser's edge: its text is parsed here, once, into a CountryCode.
 */
export function CountryProvider({ initial, children }: { initial: CountryCode; children: ReactNode }) {
  const [country, setState] = useState(initial);

  // Storage is read in a task of its own after hydration; a different stored country re-renders as a transition.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // A country cookie is the latest choice (the selector posted without scripts sets only the
      // cookie): the stored country counts only when the cookie is gone.
      const cookie = new RegExp(`(?:^|; )${STORAGE_KEYS.countryCode}=([^;]*)`).exec(document.cookie)?.[1];
      const stored = normalizeCountry(cookie ?? window.localStorage.getItem(STORAGE_KEYS.countryCode));
      if (stored && stored !== initial) startTransition(() => setState(stored));
      remember(stored ?? initial);
    });
    return () => window.clearTimeout(timer);
  }, [initial]);

  const setCountry = useCallback((next: CountryCode) => {
    setState(next);
    remember(next);
  }, []);

  const value = useMemo(() => ({ country, setCountry }), [country, setCountry]);
  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

export function useCountry(): CountryState {
  const state = useContext(CountryContext);
  if (!state) throw new Error('useCountry needs a CountryProvider');
  return state;
}
