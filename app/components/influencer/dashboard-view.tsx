import { PageLoader } from '../account/require-auth';
import { DiscountCodeCard } from './discount-code-card';
import { EarningsChart } from './earnings-chart';
import type { Currency } from '../../../domain/currency';
import { HOME_COUNTRY } from '../../../domain/money';
import { PayoutDetailsSection } from './payout-details';
import { PayoutsList } from './payouts-list';
import { RecentOrders } from './recent-orders';
import { StatCards } from './stat-cards';
import { useInfluencerData } from './use-influencer-data';
import { messageOf } from '../form/server-errors';

/** The influencer's dashboard: cards, code and split, a monthly chart, then the orders. */
export function DashboardView({ firstName }: { firstName: string }) {
  const { data, isPending, isError, error, country } = useInfluencerData(true);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:pb-24">
      <p className="text-[11px] font-semibold tracking-[0.3em] text-gold-600 uppercase">Hello, {firstName}</p>
      <h1 className="mt-2 font-serif text-4xl text-cocoa-950 sm:text-5xl">Influencer Dashboard</h1>
      <p className="mt-2 max-w-xl text-[15px] text-cocoa-700">Your code, your commission and the orders your community places with it.</p>
      <div className="mt-8 sm:mt-10">
        {isPending ? (
          <PageLoader />
        ) : isError ? (
          <p role="alert" className="rounded-2xl bg-sand-100 px-6 py-10 text-center text-cocoa-700">
            {messageOf(error)}
          </p>
        ) : (
          <div className="flex flex-col gap-6 sm:gap-8">
            <StatCards data={data} country={HOME_COUNTRY[data.wallet.currency as Currency] ?? country} />
            <div className="grid gap-6 sm:gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
              <DiscountCodeCard split={data.discount_code} />
              <EarningsChart byMonth={data.earnings_by_month} country={HOME_COUNTRY[data.wallet.currency as Currency] ?? country} />
            </div>
            <RecentOrders orders={data.orders} code={data.discount_code?.code ?? ''} />
            <PayoutDetailsSection />
            <PayoutsList payouts={data.payouts} balances={data.balances} />
          </div>
        )}
      </div>
    </div>
  );
}
