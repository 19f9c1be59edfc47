import { Link } from 'react-router';

/** The ZARON wordmark: serif, widely letter-spaced, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className="font-serif text-2xl tracking-[0.35em] text-cocoa-950 sm:text-[1.75rem] [padding-left:0.35em]">
      ZARON
    </Link>
  );
}
