import { formatInCurrency } from '../../../domain/money';
import { formatDate } from '../../lib/format';
import type { InfluencerData } from '../../../domain/influencers/dashboard';

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
            <li key={`${p.created_at}-${p.reference}`} className="flex flex-wrap justify-between gap-2 py-2.5">
              <span className="text-cocoa-800">
                {formatDate(p.created_at)} · {p.reference}
              </span>
              <span className="font-medium text-cocoa-950 tabular-nums">{formatInCurrency(p.amount, p.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
