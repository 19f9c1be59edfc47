import { useEffect, useState } from 'react';
import { Stars } from '../catalog/stars';

const TESTIMONIALS = [
  {
    quote: 'Our team still talks about it. Half the office now wears SPF every day, and the shade matching alone was worth it.',
    name: 'Folake A.',
    role: 'HR Lead, Lagos',
  },
  {
    quote: 'The session felt like sitting with a big sister who happens to be a skin expert. Warm, honest and so useful.',
    name: 'Abimbola S.',
    role: 'Community organiser, Peckham',
  },
  {
    quote: 'My students finally understood why the products in their textbooks never worked the same way on their own skin.',
    name: 'Mrs. Uche N.',
    role: 'Beauty school tutor, Abuja',
  },
  {
    quote: 'The pop-up was the busiest stand at our fair. Guests queued for the shade lounge all afternoon.',
    name: 'Tanya R.',
    role: 'Event producer, Houston',
  },
  {
    quote: 'I came in with dark spots I had given up on and left with a routine that finally makes sense for me.',
    name: 'Zainab M.',
    role: 'Guest, Abuja',
  },
  {
    quote: 'Professional from the first call to the last sample bag. We have already booked again for next year.',
    name: 'Kemi O.',
    role: 'Wellbeing manager, London',
  },
] as const;

/** Testimonials advance every 5000 ms. */
const ROTATE_MS = 5_000;

/** Six testimonials with 5-star ratings, rotating every 5 seconds (pausable, as moving content must be). */
export function ExperienceTestimonials() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused]);
  const t = TESTIMONIALS[index]!;
  return (
    <section aria-labelledby="testimonials-title" className="bg-cocoa-950 text-sand-50">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:py-20">
        <h2 id="testimonials-title" className="font-serif text-3xl sm:text-4xl">
          What our hosts and guests say
        </h2>
        {/* Announced only when the visitor is in control: a rotating region that talks every 5 s is noise. */}
        <figure aria-live={paused ? 'polite' : 'off'} aria-atomic="true" className="mt-10 min-h-[15rem] sm:min-h-[12rem]">
          <Stars value={5} size={20} />
          <blockquote className="mt-5 font-serif text-2xl leading-snug sm:text-3xl">
            <p>“{t.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 text-sm text-sand-100/80">
            <span className="font-semibold text-sand-50">{t.name}</span> · {t.role}
          </figcaption>
        </figure>
        <div className="mt-8 flex items-center justify-center gap-4">
          <div role="group" aria-label="Choose a testimonial" className="flex gap-2">
            {TESTIMONIALS.map((item, i) => (
              <button
                key={item.name}
                type="button"
                aria-label={`Testimonial ${i + 1} of ${TESTIMONIALS.length}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => {
                  setIndex(i);
                  setPaused(true);
                }}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-gold-400' : 'w-2 bg-sand-100/40'}`} />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="rounded-full border border-sand-100/30 px-4 py-1.5 text-xs font-semibold tracking-wider uppercase hover:border-gold-400 hover:text-gold-400"
          >
            {paused ? 'Play' : 'Pause'}
            <span className="sr-only"> testimonials</span>
          </button>
        </div>
      </div>
    </section>
  );
}
