import type { ReactNode } from 'react';
import { ShieldIcon } from '../icons';

/** The narrow card the two-factor steps sit in. */
export function TwoFactorFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-sand-200 bg-white p-6 sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-sand-100 text-cocoa-900">
          <ShieldIcon width={24} height={24} />
        </span>
        <p className="mt-5 text-[11px] font-semibold tracking-[0.3em] text-gold-600 uppercase">Back office</p>
        <h1 className="mt-2 font-serif text-3xl text-cocoa-950">{title}</h1>
        <p className="mt-2 text-[15px] text-cocoa-700">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
