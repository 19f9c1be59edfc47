import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Readable long-form text: comfortable measure, spaced paragraphs, real lists. */
const prose =
  'text-[1.0625rem] leading-relaxed text-cocoa-700 [&_a]:font-medium [&_a]:text-cocoa-950 [&_a]:underline [&_a]:underline-offset-2 ' +
  '[&_li]:mt-2 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-cocoa-950 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_li::marker]:text-gold-600';

/** Privacy policy and terms: a title band, a contents list and numbered sections with anchors. */
export function LegalPage({
  eyebrow,
  title,
  updated,
  intro,
  sections,
}: {
  eyebrow: string;
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <header className="bg-sand-100">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-600 uppercase">{eyebrow}</p>
          <h1 className="mt-3 font-serif text-4xl text-cocoa-950 sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-cocoa-500">Last updated {updated}</p>
          <div className={`max-w-3xl ${prose}`}>{intro}</div>
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-xs font-semibold tracking-[0.2em] text-cocoa-500 uppercase">On this page</h2>
          <ol className="mt-3 space-y-2 border-l border-sand-200 pl-4 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-cocoa-700 hover:text-cocoa-950 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-6 border-b border-sand-200 pb-10 pt-2 [&+section]:pt-10 last:border-0"
            >
              <h2 id={`${s.id}-title`} className="font-serif text-2xl text-cocoa-950 sm:text-3xl">
                <span className="mr-3 text-gold-600">{i + 1}.</span>
                {s.title}
              </h2>
              <div className={prose}>{s.body}</div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

/** The address people write to about their data or an order (used on the legal pages). */
export const BRAND_EMAIL = 'hello@zaronbeauty.com';
export const POLICY_UPDATED = '1 November 2026';
