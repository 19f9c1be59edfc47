import { formatInCurrency } from '../../../domain/money';
import { formatDate } from '../../lib/format';
import type { InfluencerData } from '../../../domain/influencers/dashboard';
import { PAYOUT_STATE_WORDS, type PayoutState } from '../../../domain/influencers/payouts';

const STATE_LOOK: Record<PayoutState, string> = {
  pending: 'bg-sand-100 text-cocoa-800',
  otp: 'bg-sand-100 text-cocoa-800',
  paid: 'bg-emerald-50 text-emerald-800',
  partly_reversed: 'bg-sand-100 text-terracotta-600',
  failed: 'bg-sand-100 text-terracotta-600',
  reversed: 'bg-sand-100 text-terracotta-600',
};

/** Payouts made to the influencer, and what is left per currency when they earn in more than one. */
export function PayoutsList({ payouts, balances }: Pick<InfluencerData, 'payouts' | 'balances'>) {
  if (payouts.length === 0 && balances.length < 2) return null;
  return (
    <section aria-labelledby="payouts-heading" className="rounded-3xl border border-sand-200 bg-white px-5 py-5 sm:px-6">
      <h2 id="payouts-heading" className="font-serif text-2xl text-cocoa-950">
        Payouts
      </h2>
      {balances.length > 1 && (
        <p className="mt-2 text-sm text-cocoa-700">
          Available: {balances.map((b) => formatInCurrency(b.available, b.currency)).join(' · ')}
        </p>
      )}
      {payouts.length === 0 ? (
        <p className="mt-3 text-sm text-cocoa-700">No payouts yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-sand-200 text-sm">
          {payouts.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <span className="text-cocoa-800">
                {formatDate(p.created_at)} · {p.destination ?? p.reference}
                {p.method === 'test' && (
                  <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-[11px] text-cocoa-800">Test mode</span>
                )}
              </span>
              <span className="flex items-center gap-3">
                <span className={`rounded-full px-2.5 py-0.5 text-[12px] ${STATE_LOOK[p.state]}`}>
                  {PAYOUT_STATE_WORDS[p.state]}
                  {p.state === 'partly_reversed' && ` (${formatInCurrency(p.reversed_amount, p.currency)})`}
                </span>
                <span
                  className={`font-medium tabular-nums ${p.state === 'failed' || p.state === 'reversed' ? 'text-cocoa-500 line-through' : 'text-cocoa-950'}`}
                >
                  {formatInCurrency(p.amount, p.currency)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
