const BENEFITS = [
  {
    title: 'Trade pricing',
    text: 'Tiered wholesale prices that grow with your orders, in naira, pounds or dollars.',
  },
  {
    title: 'Shades your clients ask for',
    text: 'Foundations, lip colour and skincare formulated for deep and medium skin tones, so nothing sits unsold.',
  },
  {
    title: 'Training and testers',
    text: 'Product training for your team, testers for your counter and shade guides for your clients.',
  },
  {
    title: 'Reliable delivery',
    text: 'Stock dispatched from Lagos, London and the US, with a named partner manager for every account.',
  },
] as const;

/** Why stock Zaron: four short reasons above the wholesale form. */
export function PartnerBenefits() {
  return (
    <section aria-labelledby="partner-benefits" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
      <h2 id="partner-benefits" className="text-center font-serif text-3xl text-cocoa-950 sm:text-4xl">
        Why partners choose Zaron
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map((b, i) => (
          <li key={b.title} className="rounded-3xl border border-sand-200 bg-white p-6">
            <span aria-hidden="true" className="font-serif text-3xl text-gold-600">
              0{i + 1}
            </span>
            <h3 className="mt-3 text-lg font-semibold text-cocoa-950">{b.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-cocoa-700">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
