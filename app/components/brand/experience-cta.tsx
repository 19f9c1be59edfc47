import { Link } from 'react-router';
import { pillGold } from './brand-hero';

/**
 * 'Download Brochure' and 'Learn More' exist but do nothing visible. They are plain buttons
 * with no action (no dead link, no navigation) until a brochure and a details page exist.
 */
export function InertButton({ children, className }: { children: string; className: string }) {
  return (
    <button type="button" className={className}>
      {children}
    </button>
  );
}

/** Closing band of the Experience page: back to the shop, and the brochure. */
export function ExperienceCta() {
  return (
    <section aria-labelledby="experience-cta-title" className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
      <div className="grid items-center gap-6 rounded-[2rem] bg-gradient-to-br from-terracotta-600 to-plum-700 px-6 py-12 text-sand-50 sm:px-12 md:grid-cols-[1.5fr_1fr]">
        <div>
          <h2 id="experience-cta-title" className="font-serif text-3xl sm:text-4xl">
            Bring the glow home
          </h2>
          <p className="mt-3 max-w-xl text-sand-100/90">
            Every product used in our sessions is in the shop, formulated for melanin-rich skin and delivered in Nigeria, the UK and the US.
          </p>
        </div>
        <div className="flex flex-wrap gap-3 md:justify-end">
          <Link to="/" className={pillGold}>
            Shop the products
          </Link>
          <InertButton className="inline-flex items-center justify-center rounded-full border border-sand-50/60 px-7 py-3.5 text-sm font-semibold tracking-[0.12em] uppercase hover:bg-sand-50/10">
            Download Brochure
          </InertButton>
        </div>
      </div>
    </section>
  );
}
