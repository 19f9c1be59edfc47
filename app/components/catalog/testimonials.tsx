import { Stars } from './stars';

interface Testimonial {
  quote: string;
  name: string;
  city: string;
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'The first foundation I have bought online that matched my undertone straight away. No ashy cast, even by the end of a long day.',
    name: 'Adaeze O.',
    city: 'Lagos',
  },
  {
    quote: 'My skin drinks the moisturiser in the Harmattan. It feels comfortable all day and sits nicely under make-up.',
    name: 'Funmilayo A.',
    city: 'Abuja',
  },
  {
    quote: 'Finally a brand that shows people who look like me. The lip colours are rich and they last through lunch.',
    name: 'Abena K.',
    city: 'London',
  },
  {
    quote: 'Gentle enough for my sensitive skin, and the delivery to Houston was quicker than I expected.',
    name: 'Keisha W.',
    city: 'Houston',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="render-when-near mx-auto max-w-7xl px-4 pt-16 pb-4 sm:px-6 sm:pt-20 sm:pb-6">
      <p className="text-center text-xs font-semibold tracking-[0.2em] text-gold-600 uppercase">Customer love</p>
      <h2 id="testimonials-heading" className="mt-2 text-center font-serif text-3xl text-cocoa-950 sm:text-4xl">
        What our customers say
      </h2>
      {/* On phones the quotes scroll sideways; the list takes focus so keyboards can scroll it too. */}
      <ul
        tabIndex={0}
        aria-label="Testimonials"
        className="no-scrollbar mt-10 -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:px-0 lg:grid-cols-4"
      >
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="w-[82%] shrink-0 snap-center sm:w-auto">
            <figure className="flex h-full flex-col rounded-2xl bg-sand-100 p-6">
              <Stars value={5} />
              <blockquote className="mt-4 flex-1 font-serif text-lg leading-relaxed text-cocoa-950">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 text-sm text-cocoa-700">
                <span className="font-semibold text-cocoa-950">{t.name}</span>, {t.city}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
