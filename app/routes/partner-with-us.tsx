import { BrandHero, pillDark } from '../components/brand/brand-hero';
import { PartnerBenefits } from '../components/brand/partner-benefits';
import { WholesaleForm } from '../components/brand/wholesale-form';
import { canonicalOf, pageMeta } from '../lib/seo';
import type { Route } from './+types/partner-with-us';

export default function PartnerWithUs() {
  return (
    <>
      <BrandHero
        eyebrow="Partner with us"
        title="Stock Zaron in your store"
        banner="14"
        productSide="left"
        lead={
          <p>
            Salons, spas, pharmacies and beauty retailers: bring skincare and make-up made for women of colour to your shelves. Tell us
            about your business and we will build a partnership around it.
          </p>
        }
      >
        <a href="#apply" className={pillDark}>
          Apply to stock Zaron
        </a>
      </BrandHero>
      <PartnerBenefits />
      <section id="apply" aria-labelledby="wholesale-form-title" className="scroll-mt-6 bg-sand-100">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:py-20">
          <div>
            <p className="text-xs font-semibold tracking-[0.22em] text-gold-600 uppercase">Wholesale application</p>
            <h2 id="wholesale-form-title" className="mt-3 font-serif text-3xl text-cocoa-950 sm:text-4xl">
              Become a stockist
            </h2>
            <p className="mt-4 leading-relaxed text-cocoa-700">
              This form is for businesses only. It takes about two minutes; our partnerships team reads every application and replies within
              3 business days with our trade price list.
            </p>
            <p className="mt-4 text-sm text-cocoa-500">
              Fields marked <span className="text-terracotta-600">*</span> are required.
            </p>
          </div>
          <div className="rounded-3xl bg-sand-50 p-5 shadow-sm sm:p-8">
            <WholesaleForm />
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Partner With Us',
    description:
      'Stock Zaron skincare and make-up for women of colour in your salon, spa, pharmacy or store. Apply for a wholesale account with trade pricing and training.',
    canonical: canonicalOf(matches, '/partner-with-us'),
  });
