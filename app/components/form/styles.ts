/** The looks of every form of the shop and the back office, so each field and button reads the same. */
export const labelClass = 'mb-1.5 block text-[11px] font-semibold tracking-[0.16em] text-cocoa-700 uppercase';
export const inputClass =
  'h-12 w-full rounded-xl border border-sand-200 bg-white px-4 text-[15px] text-cocoa-950 shadow-[inset_0_1px_2px_rgba(59,36,24,0.04)] ' +
  'transition placeholder:text-cocoa-500/60 hover:border-cocoa-500/40 focus:border-cocoa-700 focus:ring-4 focus:ring-gold-400/25 focus:outline-none ' +
  'aria-[invalid=true]:border-terracotta-600 aria-[invalid=true]:focus:ring-terracotta-600/15 disabled:opacity-60 [&[readonly]]:bg-sand-100 [&[readonly]]:text-cocoa-700';
/** Text areas grow with their rows instead of the inputs' fixed height. */
export const textAreaClass = `${inputClass.replace('h-12 ', '')} min-h-28 resize-y py-3`;
export const primaryButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full bg-cocoa-900 px-8 text-[13px] font-semibold tracking-[0.16em] text-sand-50 uppercase ' +
  'shadow-sm transition-colors hover:bg-cocoa-950 disabled:cursor-not-allowed disabled:bg-cocoa-900/45';
export const secondaryButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full border border-cocoa-900 px-8 text-[13px] font-semibold tracking-[0.16em] text-cocoa-950 uppercase ' +
  'transition-colors hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-50';
export const textLink =
  'font-medium text-cocoa-950 underline decoration-gold-600/60 underline-offset-4 transition-colors hover:text-terracotta-600';
