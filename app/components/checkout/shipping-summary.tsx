import { formatMoney } from '../../../domain/money';
import type { CartItem } from '../../lib/cart';
import { SpinnerIcon } from '../icons-later';
import { CartItemsMini } from './cart-items-mini';
import { Spinner, SummaryRow } from './checkout-ui';
import type { DeliveryFee } from './use-delivery-fee';
import { primaryButton } from '../form/styles';
import type { CountryCode } from '../../../domain/country';

interface ShippingSummaryProps {
  country: CountryCode;
  items: readonly CartItem[];
  subtotalMinor: number;
  fee: DeliveryFee;
  canCheckout: boolean;
  starting: boolean;
  onCheckout: () => void;
}

/** The bag, what delivery adds, and the way on to payment. */
export function ShippingSummary({ country, items, subtotalMinor, fee, canCheckout, starting, onCheckout }: ShippingSummaryProps) {
  const money = (minor: number) => formatMoney(minor, country);
  return (
    <aside aria-labelledby="shipping-summary" className="rounded-[1.75rem] bg-sand-100 p-6 sm:p-8 lg:sticky lg:top-6 lg:self-start">
      <h2 id="shipping-summary" className="font-serif text-2xl text-cocoa-950">
        Order Summary
      </h2>
      <CartItemsMini items={items} country={country} />
      <dl className="mt-6 flex flex-col gap-3 border-t border-sand-200 pt-5">
        <SummaryRow label="Subtotal">{money(subtotalMinor)}</SummaryRow>
        <SummaryRow label="Delivery Fee">{fee.loading ? <Spinner /> : fee.feeMinor === null ? '—' : money(fee.feeMinor)}</SummaryRow>
        <SummaryRow label="Total" strong>
          {fee.loading ? <Spinner /> : money(subtotalMinor + (fee.feeMinor ?? 0))}
        </SummaryRow>
      </dl>
      {fee.duration && <p className="mt-3 text-xs text-cocoa-700">Estimated delivery: {fee.duration}</p>}
      <p className="mt-2 text-xs text-cocoa-700">Have a discount code? You can apply it on the next step.</p>
      <button
        type="button"
        onClick={onCheckout}
        disabled={!canCheckout || starting}
        aria-busy={starting || undefined}
        className={`${primaryButton} mt-6 w-full`}
      >
        {starting && <SpinnerIcon />}
        Checkout
      </button>
    </aside>
  );
}
