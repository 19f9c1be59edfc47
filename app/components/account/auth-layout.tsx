import type { ReactNode } from 'react';

interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Picture beside the form on wide screens (a generated tile or banner). */
  image?: string;
}

/**
 * Frame of the sign-in, sign-up and password recovery pages: an editorial picture beside the
 * form on wide screens, the form alone (full width) on phones.
 */
export function AuthLayout({ eyebrow, title, intro, children, image = '/media/tiles/skin-care-960.webp' }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-24">
      <aside aria-hidden="true" className="relative hidden overflow-hidden rounded-[2rem] bg-cocoa-900 lg:block">
        <img src={image} alt="" className="absolute inset-0 h-full w-full object-cover opacity-90" />
        <div className="absolute inset-0 bg-gradient-to-t from-cocoa-950 via-cocoa-950/85 via-45% to-transparent to-80%" />
        <div className="absolute inset-x-0 bottom-0 p-10 text-sand-50">
          <p className="text-[11px] font-semibold tracking-[0.3em] text-gold-400 uppercase">Zaron Beauty Club</p>
          <p className="mt-3 max-w-sm font-serif text-3xl leading-snug">Skincare and colour made for melanin-rich skin.</p>
          <ul className="mt-6 space-y-2 text-sm text-sand-100/90">
            <li>Track your orders in one place</li>
            <li>Save delivery addresses for a faster checkout</li>
            <li>Share your own link with friends</li>
          </ul>
        </div>
      </aside>
      <section className="mx-auto flex w-full max-w-md flex-col justify-center lg:py-10">
        <p className="text-[11px] font-semibold tracking-[0.3em] text-gold-600 uppercase">{eyebrow}</p>
        <h1 className="mt-3 font-serif text-4xl leading-tight text-cocoa-950 sm:text-[2.75rem]">{title}</h1>
        {intro && <div className="mt-3 text-[15px] leading-relaxed text-cocoa-700">{intro}</div>}
        <div className="mt-8">{children}</div>
      </section>
    </div>
  );
}
