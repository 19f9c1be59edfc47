const LOOKING_FOR = [
  { title: 'Real skin, real glow', text: 'No filters needed. We want to see your skin as it is, from deep ebony to golden caramel.' },
  { title: 'A voice of your own', text: 'You share your routine, your wins and your honest reviews with a community that trusts you.' },
  { title: 'Pride in where you are from', text: 'Lagos, London, Accra or Atlanta: you carry your story with you, and it shows.' },
] as const;

const REWARDS = [
  'A professional campaign shoot for Zaron 2025',
  'A paid twelve-month ambassador contract',
  'A year of Zaron skincare and make-up favourites',
  'Your own discount code to share with your followers',
] as const;

/** What the campaign looks for and what the chosen face receives, between the hero and the form. */
export function AmbassadorHighlights() {
  return (
    <section aria-labelledby="looking-for" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div>
          <h2 id="looking-for" className="font-serif text-3xl text-cocoa-950 sm:text-4xl">
            Who we are looking for
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {LOOKING_FOR.map((item) => (
              <li key={item.title} className="border-t-2 border-gold-400 pt-4">
                <h3 className="text-base font-semibold text-cocoa-950">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-cocoa-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-plum-700 p-7 text-sand-50 sm:p-9">
          <h2 className="font-serif text-2xl">What the Face of Zaron receives</h2>
          <ul className="mt-5 space-y-3 text-sm text-sand-100/90">
            {REWARDS.map((r) => (
              <li key={r} className="flex gap-3">
                <span aria-hidden="true" className="text-gold-400">
                  ✦
                </span>
                {r}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
