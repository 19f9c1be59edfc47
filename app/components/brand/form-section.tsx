import type { ReactNode } from 'react';

/** A numbered part of a long form, as a fieldset whose legend names it. */
export function FormSection({ step, title, intro, children }: { step: number; title: string; intro?: string; children: ReactNode }) {
  return (
    <div className={step > 1 ? 'border-t border-sand-200 pt-8' : 'pt-2'}>
      <fieldset>
        <legend className="flex items-center gap-3 font-serif text-2xl text-cocoa-950">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-cocoa-900 font-sans text-sm font-semibold text-gold-400"
          >
            {step}
          </span>
          {title}
        </legend>
        {intro && <p className="mt-2 text-sm text-cocoa-700">{intro}</p>}
        <div className="mt-6 grid gap-5 sm:grid-cols-2">{children}</div>
      </fieldset>
    </div>
  );
}
