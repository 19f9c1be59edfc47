import { Link } from 'react-router';
import { CATEGORY_MENU } from '../../domain/catalog';

/** 'Page Not Found' with links back into the shop. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-600 uppercase">Error 404</p>
      <h1 className="mt-3 font-serif text-4xl text-cocoa-950 sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-md leading-relaxed text-cocoa-700">
        The page you are looking for has moved or no longer exists. Our best sellers are still right where you left them.
      </p>
      <Link to="/" className="mt-8 rounded-full bg-cocoa-950 px-8 py-3 text-sm font-semibold text-sand-50 hover:bg-cocoa-900">
        Back to the shop
      </Link>
      <nav aria-label="Popular categories" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {CATEGORY_MENU.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="text-cocoa-900 underline decoration-sand-200 underline-offset-4 hover:decoration-cocoa-900">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
