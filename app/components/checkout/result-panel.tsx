import type { ReactNode } from 'react';
import { CheckIcon } from '../icons-later';
import { Spinner } from './checkout-ui';

/** The centred card of the payment outcome pages: an icon, a heading, a message and the ways on. */
export function ResultPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'waiting' | 'problem';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 pt-12 pb-20 sm:pt-20">
      <div className="rounded-[2rem] border border-sand-200 bg-white px-6 py-12 text-center shadow-[0_20px_60px_-30px_rgba(59,36,24,0.35)] sm:px-12">
        <span
          aria-hidden={tone !== 'waiting'}
          className={`mx-auto flex size-16 items-center justify-center rounded-full ${tone === 'success' ? 'bg-emerald-50 text-emerald-800' : tone === 'problem' ? 'bg-terracotta-600/10 text-terracotta-600' : 'bg-sand-100'}`}
        >
          {tone === 'success' ? (
            <CheckIcon width={30} height={30} />
          ) : tone === 'problem' ? (
            <span className="font-serif text-3xl">!</span>
          ) : (
            <Spinner />
          )}
        </span>
        <h1 className="mt-6 font-serif text-3xl leading-tight text-cocoa-950 sm:text-4xl">{title}</h1>
        {children && <div className="mt-4 text-[15px] leading-relaxed text-cocoa-700">{children}</div>}
        {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
      </div>
    </div>
  );
}
