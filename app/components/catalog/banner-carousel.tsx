import { useEffect, useRef, useState } from 'react';
import { BANNER_SLIDES } from './banner-slides';
import { BannerSlideView } from './banner-slide';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons';

/** 16 banner images, advancing every 5000 ms. */
const BANNER_INTERVAL_MS = 5000;
/** The next slide's picture is fetched this long after a slide appears, ahead of its turn. */
const PREFETCH_NEXT_MS = 3000;
const COUNT = BANNER_SLIDES.length;

const arrow =
  'absolute z-10 grid size-9 place-items-center rounded-full bg-sand-50/90 text-cocoa-950 shadow-sm transition hover:bg-sand-50 max-md:bottom-3 md:top-1/2 md:size-11 md:-translate-y-1/2';

/**
 * Home banner: slides move on by themselves every 5 s; hovering or focusing the banner holds
 * the current slide, and the pause button stops the rotation altogether (WCAG 2.2.2). Only the
 * first slide's picture comes with the page; each other one is fetched shortly before its turn.
 */
export function BannerCarousel() {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0]));
  const root = useRef<HTMLElement>(null);

  // Restarting the timer on every slide change gives a manually chosen slide its full 5 s.
  useEffect(() => {
    if (held || stopped) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % COUNT), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, held, stopped]);

  useEffect(() => {
    const add = (i: number) => setPictured((s) => (s.has(i) ? s : new Set(s).add(i)));
    add(index);
    const timer = window.setTimeout(() => add((index + 1) % COUNT), PREFETCH_NEXT_MS);
    return () => window.clearTimeout(timer);
  }, [index]);

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
      <div className="relative overflow-hidden">
        <ul
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={held || stopped ? 'polite' : 'off'}
        >
          {BANNER_SLIDES.map((slide, i) => (
            <li key={i} aria-roledescription="slide" aria-label={`${i + 1} of ${COUNT}`} inert={i !== index} className="w-full shrink-0">
              <BannerSlideView slide={slide} index={i} pictured={pictured.has(i)} />
            </li>
          ))}
        </ul>
        <button type="button" aria-label="Previous slide" onClick={() => go(index - 1)} className={`${arrow} left-3 md:left-6`}>
          <ChevronLeftIcon />
        </button>
        <button type="button" aria-label="Next slide" onClick={() => go(index + 1)} className={`${arrow} right-3 md:right-6`}>
          <ChevronRightIcon />
        </button>
        <button
          type="button"
          aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setStopped((s) => !s)}
          className="absolute top-3 right-3 z-10 grid size-8 place-items-center rounded-full bg-sand-50/90 text-cocoa-950 shadow-sm md:top-auto md:right-auto md:bottom-5 md:left-[calc(50%+204px)]"
        >
          {stopped ? <PlayIcon width={14} height={14} /> : <PauseIcon width={14} height={14} />}
        </button>
      </div>

      {/* Each dot is a 24 x 24 px target (WCAG 2.5.8); on phones they sit in a row under the picture. */}
      <div className="flex justify-center py-1 md:absolute md:bottom-5 md:left-1/2 md:-translate-x-1/2 md:rounded-full md:bg-cocoa-950/30 md:px-1.5 md:py-0.5 md:backdrop-blur-sm">
        {BANNER_SLIDES.map((_, i) => (
          <button
            key={i}
            type="button"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
            className="group grid size-6 place-items-center"
          >
            <span
              className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-3.5 bg-cocoa-950 md:bg-sand-50' : 'w-1.5 bg-cocoa-950/30 group-hover:bg-cocoa-950/60 md:bg-sand-50/60 md:group-hover:bg-sand-50/90'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
