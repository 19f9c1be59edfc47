import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_SLIDES, bannerSrc } from './banner-slides';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons';

/** Spec §2/§9: 16 banner images, advancing every 5000 ms. */
export const BANNER_INTERVAL_MS = 5000;
const COUNT = BANNER_SLIDES.length;

const arrow =
  'grid size-9 shrink-0 place-items-center rounded-full bg-sand-50/90 text-cocoa-950 shadow-sm transition hover:bg-sand-50 sm:absolute sm:top-1/2 sm:size-11 sm:-translate-y-1/2';

/**
 * Home banner: slides move on by themselves every 5 s; hovering or focusing the banner holds
 * the current slide, and the pause button stops the rotation altogether (WCAG 2.2.2). The
 * pictures carry their own headline and call to action, so each slide is a link.
 */
export function BannerCarousel() {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const root = useRef<HTMLElement>(null);

  // Restarting the timer on every slide change gives a manually chosen slide its full 5 s.
  useEffect(() => {
    if (held || stopped) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % COUNT), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, held, stopped]);

  const go = (i: number) => setIndex((i + COUNT) % COUNT);

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative bg-sand-100"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="overflow-hidden">
        <ul
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={held || stopped ? 'polite' : 'off'}
        >
          {BANNER_SLIDES.map((slide, i) => (
            <li
              key={i}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${COUNT}`}
              inert={i !== index}
              className="aspect-[8/3] w-full shrink-0"
            >
              <Link to={slide.href} className="block h-full w-full focus-visible:outline-offset-[-4px]">
                <img
                  src={bannerSrc(i, 1600)}
                  srcSet={`${bannerSrc(i, 768)} 768w, ${bannerSrc(i, 1600)} 1600w`}
                  sizes="100vw"
                  alt={slide.alt}
                  width={1600}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className="flex items-center justify-between gap-2 px-4 py-3 sm:static sm:p-0">
        <button type="button" aria-label="Previous slide" onClick={() => go(index - 1)} className={`${arrow} sm:left-6`}>
          <ChevronLeftIcon />
        </button>
        <div className="flex items-center gap-2 sm:absolute sm:inset-x-0 sm:bottom-5 sm:justify-center">
          <div className="flex items-center rounded-full sm:bg-cocoa-950/30 sm:px-1.5 sm:backdrop-blur-sm">
            {BANNER_SLIDES.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className="group grid h-7 w-3.5 place-items-center sm:w-[18px]"
              >
                <span
                  className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-3 bg-cocoa-950 sm:w-4 sm:bg-sand-50' : 'w-1.5 bg-cocoa-950/25 group-hover:bg-cocoa-950/50 sm:bg-sand-50/60 sm:group-hover:bg-sand-50/90'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setStopped((s) => !s)}
            className="grid size-7 place-items-center rounded-full text-cocoa-950 sm:bg-sand-50/90"
          >
            {stopped ? <PlayIcon width={14} height={14} /> : <PauseIcon width={14} height={14} />}
          </button>
        </div>
        <button type="button" aria-label="Next slide" onClick={() => go(index + 1)} className={`${arrow} sm:right-6`}>
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}
