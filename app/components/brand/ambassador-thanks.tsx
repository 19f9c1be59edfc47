import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/** Replaces the application once it is stored; focus moves to it so the acknowledgement is read out. */
export function AmbassadorThanks({ name, email }: { name: string; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const first = name.trim().split(/\s+/)[0];
  return (
    <div role="status" className="px-2 py-10 text-center sm:py-14">
      <span
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-cocoa-900 text-3xl text-gold-400"
      >
        ✓
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-6 font-serif text-3xl text-cocoa-950 outline-none sm:text-4xl">
        Application received
      </h3>
      <p className="mx-auto mt-4 max-w-md leading-relaxed text-cocoa-700">
        Thank you, {first}! Your application to become the Face of Zaron 2025 is in, photos and all. We have sent a confirmation to{' '}
        <strong className="font-semibold text-cocoa-950">{email.trim().toLowerCase()}</strong>; shortlisted applicants will hear from our
        casting team.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-cocoa-900 px-7 py-3.5 text-sm font-semibold tracking-[0.12em] text-sand-50 uppercase hover:bg-cocoa-700"
      >
        Explore Zaron
      </Link>
    </div>
  );
}
