/** The Experience page's 'Why We Do It'. */
export function WhyWeDoIt() {
  return (
    <section aria-labelledby="why-title" className="bg-plum-700 text-sand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:gap-16 lg:py-20">
        <img
          src="/media/tiles/skin-care-960.webp"
          alt=""
          width={960}
          height={960}
          loading="lazy"
          className="aspect-square w-full rounded-[2rem] object-cover shadow-2xl shadow-black/20"
        />
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">Our purpose</p>
          <h2 id="why-title" className="mt-3 font-serif text-3xl sm:text-4xl">
            Why We Do It
          </h2>
          <div className="mt-6 space-y-4 leading-relaxed text-sand-100/90">
            <p>
              For too long, women of colour have been handed shade ranges that stop short and skincare advice written for someone
              else&rsquo;s skin. Too many of us learned our routines by trial and error, and paid for the errors.
            </p>
            <p>
              The Zaron Experience brings what we know about melanin-rich skin out of the lab and into your office, your community hall and
              your campus. Real conversations, real products, and answers to the questions you never got to ask.
            </p>
            <p className="font-serif text-xl text-gold-400">Confidence starts with skin that feels understood.</p>
          </div>
        </div>
      </div>
    </section>
  );
}
