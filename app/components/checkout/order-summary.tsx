import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../domain/money';
import { Spinner, SummaryRow } from './checkout-ui';
import type { Quote } from '../../../domain/checkout/delivery';
import { messageOf } from '../form/server-errors';
import type { CountryCode } from '../../../domain/country';

interface OrderSummaryProps {
  country: CountryCode;
  quote: Quote | undefined;
  /** Fee and total show a spinner while the fee (the server's quote) loads. */
  loading: boolean;
  error: unknown;
  discount: ReactNode;
  payment: ReactNode;
}

/** /checkout right column; every amount is the server's own quote. */
export function OrderSummary({ country, quote, loading, error, discount, payment }: OrderSummaryProps) {
  const money = (minor: number | undefined) => (loading || minor === undefined ? <Spinner /> : formatMoney(minor, country));
  return (
    <aside aria-labelledby="order-summary" className="rounded-[1.75rem] bg-sand-100 p-6 sm:p-8 lg:sticky lg:top-6 lg:self-start">
      <h2 id="order-summary" className="font-serif text-2xl text-cocoa-950">
        Order Summary
      </h2>
      {error ? (
        <p role="alert" className="mt-5 rounded-xl border border-terracotta-600/30 bg-white px-4 py-3 text-sm text-terracotta-600">
          {messageOf(error)}
        </p>
      ) : (
        <dl className="mt-5 flex flex-col gap-3">
          <SummaryRow label="Subtotal">{quote ? formatMoney(quote.subtotal_minor, country) : <Spinner />}</SummaryRow>
          <SummaryRow label="Delivery Fee">{money(quote?.delivery_fee_minor)}</SummaryRow>
          {!loading && quote && quote.discount_minor > 0 && (
            <SummaryRow label="Discount">
              <span className="text-emerald-800">-{formatMoney(quote.discount_minor, country)}</span>
            </SummaryRow>
          )}
          {!loading && quote && !quote.tax_included && (
            <SummaryRow label={quote.tax_name}>{formatMoney(quote.tax_minor, country)}</SummaryRow>
          )}
          <SummaryRow label="Total" strong>
            {money(quote?.total_minor)}
          </SummaryRow>
          {!loading && quote?.tax_included && quote.tax_minor > 0 && (
            <div className="-mt-1 flex justify-end text-xs text-cocoa-700">
              <dt className="sr-only">{quote.tax_name}</dt>
              <dd>
                incl. {formatMoney(quote.tax_minor, country)} {quote.tax_name}
              </dd>
            </div>
          )}
        </dl>
      )}
      {discount}
      <div className="mt-6 border-t border-sand-200 pt-6">{payment}</div>
      <p className="mt-5 text-xs leading-relaxed text-cocoa-700">
        By placing your order you agree to our{' '}
        <Link to="/terms-of-service" className="font-medium text-cocoa-950 underline underline-offset-4 hover:text-terracotta-600">
          Terms of Service
        </Link>
        .
      </p>
    </aside>
  );
}
