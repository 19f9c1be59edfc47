import type { ReactNode } from 'react';

interface BrandHeroProps {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** A generated banner number (01..16); its product side is shown. */
  banner: string;
  /** Describes the picture for screen readers; empty when it is only decoration. */
  alt?: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  /** Which side of the banner holds the products (the crop keeps that side). */
  productSide?: 'left' | 'right';
}

/** The campaign pages' opening: headline and actions beside a product scene from the banner set. */
export function BrandHero({ eyebrow, title, lead, banner, alt = '', children, tone = 'light', productSide = 'right' }: BrandHeroProps) {
  const dark = tone === 'dark';
  return (
    <section className={dark ? 'bg-cocoa-950 text-sand-50' : 'bg-sand-100 text-cocoa-950'}>
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.05fr_1fr] md:py-16 lg:gap-14 lg:py-20">
        <div className="order-2 md:order-1">
          <p className={`text-xs font-semibold tracking-[0.22em] uppercase ${dark ? 'text-gold-400' : 'text-gold-600'}`}>{eyebrow}</p>
          <h1 className="mt-3 font-serif text-4xl leading-[1.08] sm:text-5xl lg:text-6xl">{title}</h1>
          <div className={`mt-5 max-w-xl text-base leading-relaxed sm:text-lg ${dark ? 'text-sand-100/85' : 'text-cocoa-700'}`}>{lead}</div>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        <div className="order-1 md:order-2">
          <picture>
            <source media="(min-width: 768px)" srcSet={`/media/banners/banner-${banner}-wide-1600.webp`} />
            <img
              src={`/media/banners/banner-${banner}-phone-800.webp`}
              alt={alt}
              width={1600}
              height={600}
              fetchPriority="high"
              className={`aspect-[6/5] w-full rounded-[2rem] object-cover shadow-xl shadow-cocoa-950/10 md:aspect-square ${productSide === 'left' ? 'object-left' : 'object-right'}`}
            />
          </picture>
        </div>
      </div>
    </section>
  );
}

/** Light and dark pill links/buttons used in heroes and bands. */
export const pillDark =
  'inline-flex items-center justify-center rounded-full bg-cocoa-900 px-7 py-3.5 text-sm font-semibold tracking-[0.12em] text-sand-50 uppercase transition-colors hover:bg-cocoa-700';
export const pillGold =
  'inline-flex items-center justify-center rounded-full bg-gold-400 px-7 py-3.5 text-sm font-semibold tracking-[0.12em] text-cocoa-950 uppercase transition-colors hover:bg-sand-50';
export const pillOutline =
  'inline-flex items-center justify-center rounded-full border border-current px-7 py-3.5 text-sm font-semibold tracking-[0.12em] uppercase transition-colors hover:bg-cocoa-900 hover:text-sand-50';
