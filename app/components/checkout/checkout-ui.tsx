import type { InputHTMLAttributes, ReactNode } from 'react';
import { SpinnerIcon } from '../icons-later';

/** Fee and total show a spinner while they load; announced as 'Loading'. */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <span role="status" aria-label="Loading" className={`inline-flex text-cocoa-500 ${className}`}>
      <SpinnerIcon width={16} height={16} />
    </span>
  );
}

/** A numbered step of the delivery and payment pages. */
export function StepCard({ step, title, aside, children }: { step?: number; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-[1.75rem] border border-sand-200 bg-white p-5 shadow-[0_1px_2px_rgba(59,36,24,0.04)] sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <h2 className="flex items-center gap-3 font-serif text-xl text-cocoa-950 sm:text-2xl">
          {step !== undefined && (
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-full bg-cocoa-900 font-sans text-xs font-semibold text-sand-50"
            >
              {step}
            </span>
          )}
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

type RadioCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title'> & {
  title: ReactNode;
  detail?: ReactNode;
  trailing?: ReactNode;
};

/** A native radio shown as a card: keyboard arrows, focus and the label's name all come for free. */
export function RadioCard({ title, detail, trailing, className = '', ...input }: RadioCardProps) {
  return (
    <label
      className={`group relative flex cursor-pointer items-start gap-4 rounded-2xl border border-sand-200 bg-sand-50/40 p-4 transition-colors hover:border-cocoa-500/50 has-[:checked]:border-cocoa-900 has-[:checked]:bg-sand-100/70 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-gold-400/30 sm:p-5 ${className}`}
    >
      {/* The real radio covers the whole card, invisible: a tap anywhere on the card hits it. */}
      <input
        type="radio"
        className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
        {...input}
      />
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-cocoa-500/50 transition group-has-[:checked]:border-cocoa-900 after:size-2.5 after:scale-0 after:rounded-full after:bg-cocoa-900 after:transition group-has-[:checked]:after:scale-100"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-cocoa-950">{title}</span>
        {detail && <span className="mt-1 block text-sm leading-relaxed text-cocoa-700">{detail}</span>}
      </span>
      {trailing && <span className="shrink-0 text-sm font-semibold text-cocoa-950">{trailing}</span>}
    </label>
  );
}

/** One label and amount of a summary `<dl>`; the `strong` row (the total) is ruled off above. */
export function SummaryRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  // A <dl> may only hold <dt>/<dd> groups in a <div>: the rule sits on the row, not on a wrapper.
  return (
    <div
      className={`flex items-center justify-between gap-4 ${strong ? 'mt-1 border-t border-sand-200 pt-4 text-base font-semibold text-cocoa-950' : 'text-sm text-cocoa-700'}`}
    >
      <dt>{label}</dt>
      <dd className={strong ? '' : 'font-medium text-cocoa-950'}>{children}</dd>
    </div>
  );
}
