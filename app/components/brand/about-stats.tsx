/** About Us claims 13+ years, 40+ products, 1000+ reviews. */
const STATS = [
  { value: '13+', label: 'years of formulating for melanin-rich skin' },
  { value: '40+', label: 'skincare and make-up products' },
  { value: '1000+', label: 'reviews from customers who love them' },
] as const;

export function AboutStats() {
  return (
    <section aria-label="Zaron in numbers" className="bg-cocoa-950 text-sand-50">
      <dl className="mx-auto grid max-w-7xl gap-8 px-4 py-12 text-center sm:grid-cols-3 sm:px-6 lg:py-16">
        {STATS.map((s) => (
          <div key={s.value} className="flex flex-col-reverse gap-2">
            <dt className="mx-auto max-w-[14rem] text-sm text-sand-100/80">{s.label}</dt>
            <dd className="font-serif text-5xl text-gold-400 sm:text-6xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
