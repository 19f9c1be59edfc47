import { formatMoney, toMinor } from '../../../domain/money';
import type { InfluencerData } from '../../../domain/influencers/dashboard';
import type { CountryCode } from '../../../domain/country';

interface Stat {
  label: string;
  value: string;
  note: string;
  featured?: boolean;
}

function StatCard({ label, value, note, featured }: Stat) {
  return (
    <li
      className={`relative overflow-hidden rounded-3xl px-6 py-5 sm:py-7 ${
        featured ? 'bg-cocoa-900 text-sand-50' : 'border border-sand-200 bg-white text-cocoa-950'
      }`}
    >
      {featured && <span aria-hidden="true" className="absolute -top-16 -right-12 size-44 rounded-full bg-gold-400/15" />}
      <p className={`text-[11px] font-semibold tracking-[0.2em] uppercase ${featured ? 'text-gold-400' : 'text-cocoa-700'}`}>{label}</p>
      <p className="mt-2.5 font-serif text-[2.1rem] leading-none tabular-nums sm:mt-3 sm:text-[2.6rem]">{value}</p>
      <p className={`mt-2.5 text-sm sm:mt-3 ${featured ? 'text-sand-200' : 'text-cocoa-500'}`}>{note}</p>
    </li>
  );
}

/** The influencer dashboard's three cards; money in the currency it was earned in. */
export function StatCards({ data, country }: { data: InfluencerData; country: CountryCode }) {
  const money = (major: number) => formatMoney(toMinor(major), country);
  const stats: Stat[] = [
    { label: 'Total Orders', value: String(data.total_orders), note: 'Paid orders placed with your code' },
    { label: 'Available Earnings', value: money(data.wallet.balance), note: 'Your commission ready to be paid out', featured: true },
    { label: 'All Time Earnings', value: money(data.total_earned), note: 'Everything your code has earned you' },
  ];
  return (
    <ul aria-label="Your numbers" className="grid gap-4 sm:grid-cols-3">
      {stats.map((s) => (
        <StatCard key={s.label} {...s} />
      ))}
    </ul>
  );
}
