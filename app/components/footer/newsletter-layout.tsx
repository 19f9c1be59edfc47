import { useId, type FormEvent, type ReactNode, type Ref } from 'react';

/**
 * The footer newsletter banner's look, shared by the stand-in that comes with
 * the page and the working form (newsletter.tsx). Without `value` the field is uncontrolled.
 */
export function NewsletterLayout({
  value,
  onEmail,
  onSubmit,
  onWake,
  pending = false,
  invalid = false,
  feedback,
  inputRef,
  autoFocus,
}: {
  value?: string;
  onEmail?: (email: string) => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** The stand-in's cue to fetch the working form: the field is focused. */
  onWake?: (email: string) => void;
  pending?: boolean;
  invalid?: boolean;
  feedback?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="bg-plum-700 text-sand-50">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 md:items-center lg:py-14">
        <div>
          <h2 id={`${id}-title`} className="font-serif text-3xl leading-tight sm:text-4xl">
            Join the Zaron glow list
          </h2>
          <p className="mt-3 max-w-md text-sm text-sand-100/85">
            New launches, shade drops and skincare tips for melanin-rich skin, straight to your inbox.
          </p>
        </div>
        {/* Posted the browser's way before the page's scripts run (or without them); after, onSubmit sends it. */}
        <form method="post" action="/newsletter" onSubmit={onSubmit} className="w-full">
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              ref={inputRef}
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="Your email address"
              value={value}
              autoFocus={autoFocus}
              onChange={onEmail && ((e) => onEmail(e.target.value))}
              onFocus={onWake && ((e) => onWake(e.currentTarget.value))}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-feedback`}
              className="h-12 w-full rounded-full sm:flex-1 border border-sand-100/40 bg-white/10 px-5 text-sm text-sand-50 placeholder:text-sand-100/70 focus:border-gold-400 focus:outline-none"
            />
            <button
              type="submit"
              disabled={pending}
              className="h-12 rounded-full bg-gold-400 px-8 text-sm font-semibold tracking-[0.12em] text-cocoa-950 uppercase transition-colors hover:bg-sand-50 disabled:opacity-60"
            >
              Subscribe
            </button>
          </div>
          <div id={`${id}-feedback`} className="mt-3 min-h-5 text-sm">
            {feedback}
          </div>
        </form>
      </div>
    </section>
  );
}
