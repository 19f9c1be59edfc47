import { useAccordion } from '../accordion';

const FAQS = [
  {
    q: 'What is the Zaron Experience?',
    a: 'A hosted skincare and make-up session for your team, community group, event or class. A Zaron specialist leads consultations, shade matching and a hands-on masterclass built around melanin-rich skin.',
  },
  {
    q: 'Who can book a session?',
    a: 'Companies, community groups, schools and event organisers. Sessions suit groups of 10 to 150 people; tell us your numbers in the form and we will plan around them.',
  },
  {
    q: 'How much does it cost?',
    a: 'Community and educational sessions are often free or subsidised. Corporate sessions and events are priced by group size and location; we send a clear quote before anything is booked.',
  },
  { q: 'How long does a session last?', a: 'Most sessions run for 90 minutes to 2 hours. Pop-ups at events can run for a full day.' },
  {
    q: 'Where do you host sessions?',
    a: 'At your venue, in Nigeria, the United Kingdom and the United States. We bring the products, mirrors and ring lights; you provide a room with good light and a few tables.',
  },
  {
    q: 'Do guests need to bring anything?',
    a: 'Only themselves. Guests are welcome to arrive bare-faced for shade matching, and everyone leaves with samples chosen for their skin.',
  },
  {
    q: 'How soon can we book?',
    a: 'We ask for at least three weeks’ notice. After you register we contact you within 3 business days to agree a date and the format of your session.',
  },
] as const;

/** FAQ of 7 questions, one open at a time (a single, collapsible accordion). */
export function ExperienceFaq() {
  const accordion = useAccordion({ single: true });
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:py-20">
      <h2 id="faq-title" className="text-center font-serif text-3xl text-cocoa-950 sm:text-4xl">
        Frequently asked questions
      </h2>
      <div className="mt-10 divide-y divide-sand-200 border-y border-sand-200">
        {FAQS.map((f, i) => (
          <div key={f.q}>
            <h3>
              <button
                {...accordion.button(`faq-${i}`)}
                className="group flex w-full items-center justify-between gap-6 py-5 text-left text-base font-semibold text-cocoa-950 hover:text-cocoa-700"
              >
                {f.q}
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-sand-100 text-lg transition-transform group-aria-expanded:rotate-45"
                >
                  +
                </span>
              </button>
            </h3>
            <div {...accordion.region(`faq-${i}`)} className="overflow-hidden pr-12 pb-5 leading-relaxed text-cocoa-700">
              {f.a}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
