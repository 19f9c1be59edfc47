import { useQuery } from '@tanstack/react-query';
import type { Referrals } from '../../../domain/influencers/answers';
import { formatMoney, toMinor } from '../../../domain/money';
import { api } from '../../lib/api';
import { useCountry } from '../../lib/country';
import { PageLoader } from '../account/require-auth';
import { CopyButton } from './copy-button';
import { messageOf } from '../form/server-errors';

const STEPS = [
  { title: 'Share your link', text: 'Send it to friends, or post it wherever your people are.' },
  { title: 'They join Zaron', text: 'Anyone who creates an account through your link is counted here.' },
  { title: 'Watch it grow', text: 'Your sign-ups add up as your friends discover their new favourites.' },
] as const;

function Stat({ eyebrow, value }: { eyebrow: string; value: string }) {
  return (
    <li className="rounded-3xl border border-sand-200 bg-white px-6 py-6">
      <p className="text-[11px] font-semibold tracking-[0.2em] text-cocoa-700 uppercase">{eyebrow}</p>
      <p className="mt-3 font-serif text-3xl text-cocoa-950 tabular-nums">{value}</p>
    </li>
  );
}

/** Refer and Earn: the customer's own link, the sign-ups it brought, and earnings (always 0: no reward yet). */
export function ReferralView() {
  const { country } = useCountry();
  const query = useQuery({
    queryKey: ['referrals'],
    queryFn: async () => (await api<{ data: Referrals }>('/api/user/referrals')).data,
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <p role="alert" className="rounded-2xl bg-sand-100 px-6 py-10 text-center text-cocoa-700">
        {messageOf(query.error)}
      </p>
    );
  const { link, signups, earnings } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="referral-link-heading"
        className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-plum-700 via-cocoa-900 to-cocoa-950 p-6 text-sand-50 sm:p-8"
      >
        <span aria-hidden="true" className="absolute -top-24 -right-16 size-64 rounded-full border border-gold-400/20" />
        <h2 id="referral-link-heading" className="text-[11px] font-semibold tracking-[0.3em] text-gold-400 uppercase">
          Your referral link
        </h2>
        <p className="mt-3 max-w-lg font-serif text-2xl sm:text-3xl">Bring your friends to Zaron.</p>
        <div className="relative mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1 rounded-2xl bg-white/10 px-5 py-3 font-mono text-sm break-all text-sand-50">{link}</p>
          <CopyButton
            text={link}
            tone="light"
            copied={{ title: 'Link copied', description: 'Your referral link has been copied to your clipboard.' }}
          />
        </div>
      </section>
      <ul aria-label="Your referrals" className="grid gap-4 sm:grid-cols-2">
        <Stat eyebrow="Friends who joined" value={`Sign-ups: ${signups}`} />
        <Stat eyebrow="Your rewards" value={`Earnings: ${formatMoney(toMinor(earnings), country)}`} />
      </ul>
      <section aria-labelledby="referral-how-heading" className="rounded-3xl bg-sand-100 p-6 sm:p-8">
        <h2 id="referral-how-heading" className="font-serif text-2xl text-cocoa-950">
          How it works
        </h2>
        <ol className="mt-5 grid gap-5 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="flex gap-4 sm:flex-col sm:gap-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-cocoa-900 font-serif text-sand-50"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-cocoa-950">{s.title}</p>
                <p className="mt-1 text-sm text-cocoa-700">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 border-t border-sand-200 pt-4 text-sm text-cocoa-700">
          Referral rewards are not available yet, so your earnings stay at {formatMoney(0, country)} for now.
        </p>
      </section>
    </div>
  );
}
