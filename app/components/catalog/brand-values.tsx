import type { ComponentType, SVGProps } from 'react';
import { ShieldIcon, Stroke, type IconProps } from '../icons';

// Drawn only here (melanin-rich skin, clean formulas, cruelty-free): they load with this section.

const DropIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />
  </Stroke>
);

const LeafIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Z" />
    <path d="M5 19 13 11" />
  </Stroke>
);

const HeartIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </Stroke>
);

interface BrandValue {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Claims kept to what the brand itself does and can show; no medical promises. */
const VALUES: readonly BrandValue[] = [
  {
    title: 'Made for melanin-rich skin',
    text: 'Shades, textures and actives chosen with deeper skin tones in mind, from the first sample to the final formula.',
    Icon: DropIcon,
  },
  {
    title: 'Clean and considered formulas',
    text: 'Only the ingredients a product needs, with the full ingredient list on every product page.',
    Icon: LeafIcon,
  },
  {
    title: 'Dermatologist-tested',
    text: 'Our skincare is tested under dermatological supervision before it reaches your shelf.',
    Icon: ShieldIcon,
  },
  {
    title: 'Cruelty-free',
    text: 'We do not test our products or their ingredients on animals.',
    Icon: HeartIcon,
  },
];

export function BrandValues() {
  return (
    <section
      aria-labelledby="values-heading"
      className="render-when-near bg-cocoa-950 text-sand-100 [--near-size:985px] md:[--near-size:660px] lg:[--near-size:520px]"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">Why Zaron</p>
        <h2 id="values-heading" className="mt-2 max-w-xl font-serif text-3xl text-sand-50 sm:text-4xl">
          Beauty that starts with your skin
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-10">
          {VALUES.map(({ title, text, Icon }) => (
            <li key={title} className="border-t border-sand-100/15 pt-6">
              <Icon width={28} height={28} className="text-gold-400" />
              <h3 className="mt-4 font-serif text-xl text-sand-50">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-sand-200/85">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
