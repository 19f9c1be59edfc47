import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/** Shown in place of the wholesale form once the application is stored; focus moves here so it is read out. */
export function WholesaleThanks({ businessName, email }: { businessName: string; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="px-2 py-10 text-center sm:py-14">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-cocoa-900 text-2xl text-gold-400"
      >
        ✓
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-6 font-serif text-3xl text-cocoa-950 outline-none">
        Application received
      </h3>
      <p className="mx-auto mt-4 max-w-md text-cocoa-700">
        Thank you! We have received the wholesale application for{' '}
        <strong className="font-semibold text-cocoa-950">{businessName.trim()}</strong>. A confirmation is on its way to{' '}
        <strong className="font-semibold text-cocoa-950">{email.trim().toLowerCase()}</strong>, and our partnerships team will be in touch
        within 3 business days.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full border border-cocoa-900 px-7 py-3 text-sm font-semibold tracking-[0.12em] text-cocoa-900 uppercase transition-colors hover:bg-cocoa-900 hover:text-sand-50"
      >
        Continue shopping
      </Link>
    </div>
  );
}
