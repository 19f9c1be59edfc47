import { Link } from 'react-router';

/** Guests: Sign In and Join us. */
export function GuestLinks() {
  return (
    <div className="flex items-center gap-5 text-sm">
      <Link to="/login" className="underline-offset-4 hover:underline">
        Sign In
      </Link>
      <Link
        to="/signup"
        className="rounded-full border border-cocoa-900 px-4 py-1.5 transition-colors hover:bg-cocoa-900 hover:text-sand-50"
      >
        Join us
      </Link>
    </div>
  );
}
