import { AmbassadorForm } from '../components/brand/ambassador-form';
import { AmbassadorHighlights } from '../components/brand/ambassador-highlights';
import { BrandHero, pillGold } from '../components/brand/brand-hero';
import { canonicalOf, pageMeta } from '../lib/seo';
import type { Route } from './+types/face-of-zaron-2025';

/** The ambassador application page: hero, 'Apply Now' anchor, progress bar, three-section form. */
export default function FaceOfZaron() {
  return (
    <>
      <BrandHero
        tone="dark"
        eyebrow="Ambassador search 2025"
        title={
          <>
            Be the Face of <span className="text-gold-400">Zaron 2025</span>
          </>
        }
        banner="13"
        lead={
          <p>
            We are looking for the woman, or man, whose glow tells our story. Share a little about yourself and two photos; applying takes
            about five minutes.
          </p>
        }
      >
        <a href="#apply" className={pillGold}>
          Apply Now
        </a>
      </BrandHero>
      <AmbassadorHighlights />
      <section id="apply" aria-labelledby="apply-title" className="scroll-mt-4 bg-sand-100 px-4 py-14 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-3xl">
          <p className="text-center text-xs font-semibold tracking-[0.22em] text-gold-600 uppercase">Applications are open</p>
          <h2 id="apply-title" className="mt-3 text-center font-serif text-3xl text-cocoa-950 sm:text-4xl">
            Your application
          </h2>
          <p className="mt-3 text-center text-sm text-cocoa-700">Every field is required. Your details are used only for this campaign.</p>
          <div className="mt-10 rounded-3xl bg-sand-50 px-5 pb-8 shadow-sm sm:px-8 sm:pb-10">
            <AmbassadorForm />
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Face of Zaron 2025',
    description:
      'Apply to become the Face of Zaron 2025: a campaign shoot, a paid ambassador contract and a year of skincare and make-up made for women of colour.',
    canonical: canonicalOf(matches, '/face-of-zaron-2025'),
  });
