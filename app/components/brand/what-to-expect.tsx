import { BoxIcon, ClockIcon, ShadeIcon, ToolsIcon } from '../icons-later';

const ITEMS = [
  {
    title: 'Skin consultation',
    text: 'A one-to-one look at your skin with a Zaron skin specialist: your type, your concerns and the routine that suits them.',
    Icon: ClockIcon,
  },
  {
    title: 'Shade matching',
    text: 'Find your true foundation and concealer shade in natural light, from Caramel to Ebony, with no ashy cast.',
    Icon: ShadeIcon,
  },
  {
    title: 'Hands-on masterclass',
    text: 'Learn double cleansing, layering serums and a five-minute everyday face, step by step, with products in hand.',
    Icon: ToolsIcon,
  },
  {
    title: 'Take-home kit',
    text: 'Every guest leaves with samples matched to their skin and a personal routine card to keep the glow going.',
    Icon: BoxIcon,
  },
] as const;

/** The Experience page's four 'What to Expect' items. */
export function WhatToExpect() {
  return (
    <section
      id="what-to-expect"
      aria-labelledby="what-to-expect-title"
      className="mx-auto max-w-7xl scroll-mt-6 px-4 py-14 sm:px-6 lg:py-20"
    >
      <p className="text-center text-xs font-semibold tracking-[0.22em] text-gold-600 uppercase">A session, step by step</p>
      <h2 id="what-to-expect-title" className="mt-3 text-center font-serif text-3xl text-cocoa-950 sm:text-4xl">
        What to Expect
      </h2>
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {ITEMS.map((item, i) => (
          <li key={item.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <div className="flex items-center justify-between">
              <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-sand-100 text-cocoa-900">
                <item.Icon width={22} height={22} />
              </span>
              <span aria-hidden="true" className="font-serif text-2xl text-gold-600">
                0{i + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold text-cocoa-950">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-cocoa-700">{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
