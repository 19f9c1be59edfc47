import { useEffect, useState } from 'react';
import { setCookie } from '../lib/storage';

const CONSENT_COOKIE = 'cookieConsent';
/** Cookie consent lasts 365 days. */
const CONSENT_DAYS = 365;

const hasConsent = () => document.cookie.split(/;\s*/).some((c) => c === `${CONSENT_COOKIE}=true`);

/**
 * Cookie notice. It is decided after mount, from the browser's cookies, so the server
 * HTML (which never shows it) and the first client render agree.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  // In a task of its own: reading the cookies never lengthens the task that finishes hydrating.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!hasConsent()) setVisible(true);
    });
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const accept = () => {
    setCookie(CONSENT_COOKIE, 'true', CONSENT_DAYS);
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie notice"
      className="fixed inset-x-3 bottom-3 z-[45] mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl bg-cocoa-950 px-5 py-4 text-sand-100 shadow-2xl shadow-cocoa-950/30 transition duration-300 starting:translate-y-4 starting:opacity-0 sm:flex-row sm:items-center sm:gap-6 sm:px-6"
    >
      <p className="text-sm leading-relaxed">
        We use cookies to enhance your experience. By continuing to visit our site you agree to our use of cookies.
      </p>
      <button
        type="button"
        onClick={accept}
        className="flex-none rounded-full bg-gold-400 px-6 py-2.5 text-sm font-semibold text-cocoa-950 transition-colors hover:bg-sand-50"
      >
        I understand
      </button>
    </section>
  );
}
