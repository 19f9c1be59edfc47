import { BookingForm } from '../components/brand/booking-form';
import { BrandHero, pillDark, pillOutline } from '../components/brand/brand-hero';
import { ExperienceCta, InertButton } from '../components/brand/experience-cta';
import { ExperienceFaq } from '../components/brand/experience-faq';
import { ExperienceGallery } from '../components/brand/experience-gallery';
import { ExperienceTestimonials } from '../components/brand/experience-testimonials';
import { WhatToExpect } from '../components/brand/what-to-expect';
import { WhyWeDoIt } from '../components/brand/why-we-do-it';
import { canonicalOf, pageMeta } from '../lib/seo';
import type { Route } from './+types/experience';

/** The Experience page: hero, What to Expect, Why We Do It, form, gallery, FAQ, testimonials. */
export default function Experience() {
  return (
    <>
      <BrandHero
        eyebrow="The Zaron Experience"
        title="Skincare sessions that come to you"
        banner="15"
        lead={
          <p>
            Hands-on skincare and make-up sessions for teams, communities, events and classrooms, led by specialists in melanin-rich skin.
          </p>
        }
      >
        <a href="#register" className={pillDark}>
          Book a session
        </a>
        <InertButton className={`${pillOutline} text-cocoa-900`}>Learn More</InertButton>
      </BrandHero>
      <WhatToExpect />
      <WhyWeDoIt />
      <section id="register" aria-labelledby="register-title" className="scroll-mt-6 bg-sand-100">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:py-20">
          <div>
            <p className="text-xs font-semibold tracking-[0.22em] text-gold-600 uppercase">Register your interest</p>
            <h2 id="register-title" className="mt-3 font-serif text-3xl text-cocoa-950 sm:text-4xl">
              Book a Zaron Experience
            </h2>
            <p className="mt-4 leading-relaxed text-cocoa-700">
              Tell us about your organisation and we will get back to you within 3 business days to plan the date, the group and the
              session.
            </p>
            <p className="mt-4 text-sm text-cocoa-500">
              Fields marked <span className="text-terracotta-600">*</span> are required.
            </p>
          </div>
          <div className="rounded-3xl bg-sand-50 p-5 shadow-sm sm:p-8">
            <BookingForm />
          </div>
        </div>
      </section>
      <ExperienceGallery />
      <ExperienceFaq />
      <ExperienceTestimonials />
      <div className="pt-16">
        <ExperienceCta />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'The Zaron Experience',
    description:
      'Book a Zaron Experience: hosted skincare consultations, shade matching and make-up masterclasses for teams, communities, events and schools.',
    canonical: canonicalOf(matches, '/experience'),
  });
