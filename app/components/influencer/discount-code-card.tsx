import { CopyButton } from './copy-button';
import { DiscountSettingsDialog } from './discount-settings-dialog';
import type { DiscountSplit } from '../../../domain/influencers/dashboard';
import { toPercent } from '../../../domain/influencers/split';

function Share({ label, percent, hint }: { label: string; percent: number; hint: string }) {
  return (
    <div className="rounded-2xl bg-white/8 px-4 py-3">
      <dt className="text-[11px] font-semibold tracking-[0.18em] text-sand-200 uppercase">{label}</dt>
      <dd className="mt-1 font-serif text-2xl text-sand-50 tabular-nums">{percent}%</dd>
      <dd className="text-xs text-sand-200/80">{hint}</dd>
    </div>
  );
}

/** 'Your Discount Code': the code, Copy, the current split of its 15%, and Discount Settings. */
export function DiscountCodeCard({ split }: { split: DiscountSplit | null }) {
  return (
    <section
      aria-labelledby="discount-code-heading"
      className="relative flex flex-col overflow-hidden rounded-3xl bg-gradient-to-br from-plum-700 via-cocoa-900 to-cocoa-950 p-6 text-sand-50 sm:p-8"
    >
      <span aria-hidden="true" className="absolute -right-20 -bottom-24 size-64 rounded-full border border-gold-400/20" />
      <span aria-hidden="true" className="absolute -right-8 -bottom-12 size-40 rounded-full border border-gold-400/15" />
      <h2 id="discount-code-heading" className="text-[11px] font-semibold tracking-[0.3em] text-gold-400 uppercase">
        Your Discount Code
      </h2>
      {split ? (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
            <p className="font-serif text-4xl tracking-[0.12em] sm:text-5xl">{split.code}</p>
            <CopyButton
              text={split.code}
              tone="light"
              copied={{ title: 'Discount code copied', description: 'The discount code has been copied to your clipboard.' }}
            />
          </div>
          <p className="mt-3 max-w-md text-sm text-sand-200">
            Your followers type it at checkout. It takes {toPercent(split.total_discount)}% off, shared between them and you.
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-3">
            <Share label="Customer" percent={toPercent(split.discount_to_user)} hint="off their order" />
            <Share label="Commission" percent={toPercent(split.discount_to_self)} hint="yours, per order" />
          </dl>
          <div className="relative mt-6">
            <DiscountSettingsDialog customerPercent={toPercent(split.discount_to_user)} />
          </div>
        </>
      ) : (
        <p className="mt-4 max-w-md text-sm text-sand-200">Your code is being prepared. It will appear here as soon as it is ready.</p>
      )}
    </section>
  );
}
