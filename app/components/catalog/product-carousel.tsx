import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProductCardData } from '../../../domain/catalog';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { ProductCard } from './product-card';

/** Carousels scroll 300 px per click; small screens show the first 6 as a grid. */
const SCROLL_STEP_PX = 300;
const MOBILE_LIMIT = 6;
/** Where the list is a horizontal scroller (Tailwind's `sm`) and shows more than the first 6. */
const SCROLLER_MEDIA = '(min-width: 640px)';

/**
 * The page comes with the first 6 cards, all a phone shows; a wider screen adds the rest once the
 * page is running (they start off-screen, to the right of the scroller), so a phone neither
 * downloads, lays out nor hydrates cards it never shows.
 */
function useWholeList(): boolean {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(SCROLLER_MEDIA);
    const show = () => wide.matches && startTransition(() => setWhole(true));
    show();
    wide.addEventListener('change', show);
    return () => wide.removeEventListener('change', show);
  }, []);
  return whole;
}

const navButton =
  'grid size-10 place-items-center rounded-full border border-cocoa-900/15 text-cocoa-950 transition hover:border-cocoa-900 hover:bg-cocoa-950 hover:text-sand-50';

/**
 * A home section: heading, 'View all' link and a row of product cards. From 640 px it is a
 * horizontal scroller with previous/next buttons; below that, the first 6 items as a 2-column grid
 * (a screen that narrows after showing them all hides the rest again). The browser lays it out and
 * paints it only when it comes near the screen: home has five, most of a phone's page below the first screen.
 */
export function ProductCarousel({
  title,
  href,
  products,
  eyebrow,
}: {
  title: string;
  href: string;
  products: readonly ProductCardData[];
  eyebrow?: string;
}) {
  const headingId = useId();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const whole = useWholeList();
  const shown = whole ? products : products.slice(0, MOBILE_LIMIT);
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="render-when-near mx-auto max-w-7xl px-4 py-8 [--near-size:950px] sm:px-6 sm:py-12 sm:[--near-size:440px]"
    >
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          {eyebrow && <p className="mb-1 text-xs font-semibold tracking-[0.2em] text-gold-600 uppercase">{eyebrow}</p>}
          <h2 id={headingId} className="font-serif text-2xl text-cocoa-950 sm:text-3xl">
            {title}
          </h2>
        </div>
        <div className="flex items-center gap-3">
          <Link
            to={href}
            aria-describedby={headingId}
            className="text-sm font-medium text-cocoa-900 underline decoration-gold-600 decoration-2 underline-offset-[6px] hover:text-cocoa-950"
          >
            View all
          </Link>
          <div className="hidden gap-2 sm:flex">
            <button type="button" aria-label="Previous products" aria-controls={listId} onClick={() => scroll(-1)} className={navButton}>
              <ChevronLeftIcon />
            </button>
            <button type="button" aria-label="Next products" aria-controls={listId} onClick={() => scroll(1)} className={navButton}>
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      </div>
      <ul
        id={listId}
        ref={list}
        className="no-scrollbar grid grid-cols-2 gap-x-4 gap-y-8 sm:flex sm:snap-x sm:snap-mandatory sm:gap-5 sm:overflow-x-auto sm:scroll-smooth sm:pb-2"
      >
        {shown.map((p, i) => (
          <li key={p.id} className={`sm:w-[240px] sm:shrink-0 sm:snap-start lg:w-[280px] ${i >= MOBILE_LIMIT ? 'max-sm:hidden' : ''}`}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
