const VALUES = [
  { title: 'Made for melanin', text: 'Every formula is tested on deep and medium skin tones first, never as an afterthought.' },
  {
    title: 'Kind, proven ingredients',
    text: 'Shea butter, niacinamide, vitamin C and bakuchiol, at strengths that work without harshness.',
  },
  { title: 'Shades that finish the job', text: 'Foundations from Caramel to Ebony, with undertones that never turn ashy or orange.' },
  { title: 'Community first', text: 'Our sessions, ambassadors and stockists keep us close to the women we make products for.' },
] as const;

/** What Zaron stands for, on the About page. */
export function AboutValues() {
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
      <h2 id="values-title" className="text-center font-serif text-3xl text-cocoa-950 sm:text-4xl">
        What we stand for
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map((v) => (
          <li key={v.title} className="rounded-3xl bg-sand-100 p-6">
            <span aria-hidden="true" className="text-xl text-gold-600">
              ✦
            </span>
            <h3 className="mt-3 text-lg font-semibold text-cocoa-950">{v.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-cocoa-700">{v.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
