import { Link } from 'react-router';
import { AboutStats } from '../components/brand/about-stats';
import { AboutValues } from '../components/brand/about-values';
import { BrandHero, pillDark, pillOutline } from '../components/brand/brand-hero';
import { canonicalOf, pageMeta } from '../lib/seo';
import type { Route } from './+types/about';

export default function About() {
  return (
    <>
      <BrandHero
        eyebrow="About Us"
        title="Beauty that starts with your skin"
        banner="01"
        lead={
          <p>
            Zaron makes skincare and make-up for women of colour: formulas and shades created for melanin-rich skin, loved from Lagos to
            London to Los Angeles.
          </p>
        }
      >
        <Link to="/best-sellers" className={pillDark}>
          Shop best sellers
        </Link>
      </BrandHero>
      <section aria-labelledby="story-title" className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:gap-16 lg:py-20">
        <img
          src="/media/tiles/make-up-960.webp"
          alt="Zaron foundation, lip gloss and lipstick on cream pedestals"
          width={960}
          height={960}
          loading="lazy"
          className="aspect-square w-full rounded-[2rem] object-cover"
        />
        <div className="self-center">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-600 uppercase">Our story</p>
          <h2 id="story-title" className="mt-3 font-serif text-3xl text-cocoa-950 sm:text-4xl">
            Made for the skin you&rsquo;re in
          </h2>
          <div className="mt-6 space-y-4 text-[1.0625rem] leading-relaxed text-cocoa-700">
            <p>
              Zaron began more than thirteen years ago with a simple frustration: beautiful skin, and products that didn&rsquo;t understand
              it. Foundations that turned ashy, &ldquo;brightening&rdquo; creams that stung, and advice written for someone else&rsquo;s
              complexion.
            </p>
            <p>
              So we made our own. Working with chemists and dermatologists, we formulated for melanin-rich skin from the start: gentle,
              effective actives for dark spots and uneven tone, rich moisture for dry seasons, and make-up shades that finish the job.
            </p>
            <p>
              Today our range has grown to more than forty products and over a thousand reviews, and it still begins the same way: with the
              women who wear it.
            </p>
          </div>
        </div>
      </section>
      <AboutStats />
      <AboutValues />
      <section aria-labelledby="join-title" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-[2rem] bg-sand-100 px-6 py-12 text-center sm:px-12">
          <h2 id="join-title" className="font-serif text-3xl text-cocoa-950">
            Grow with us
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-cocoa-700">
            Stock Zaron in your salon or store, bring a Zaron Experience to your team, or apply to be the Face of Zaron 2025.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/partner-with-us" className={pillDark}>
              Partner with us
            </Link>
            <Link to="/experience" className={`${pillOutline} text-cocoa-900`}>
              The Zaron Experience
            </Link>
            <Link to="/face-of-zaron-2025" className={`${pillOutline} text-cocoa-900`}>
              Face of Zaron 2025
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'About Us',
    description:
      'For 13+ years Zaron has made skincare and make-up for women of colour: 40+ products for melanin-rich skin and 1000+ reviews from customers in Nigeria, the UK and the US.',
    canonical: canonicalOf(matches, '/about'),
  });
