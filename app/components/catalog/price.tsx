import { formatMoney } from '../../../domain/money';
import { useCountry } from '../../lib/country';
import { productPrice } from '../../lib/price';
import { useIncludedTaxNote } from '../../lib/tax';

type Priced = Parameters<typeof productPrice>[0];

/** An amount of minor units in the visitor's currency ('₦12,500', '£18.00', '$24.00'). */
export function Money({ minor, className }: { minor: number; className?: string }) {
  const { country } = useCountry();
  return <span className={className}>{formatMoney(minor, country)}</span>;
}

/** The product's price for the visitor's country, with the struck-through original when discounted (NG). */
export function Price({ product, size = 'md', showSavings = false }: { product: Priced; size?: 'md' | 'lg'; showSavings?: boolean }) {
  const { country } = useCountry();
  const price = productPrice(product, country);
  const discounted = price.discountPercentage > 0;
  return (
    <div className="flex flex-col gap-0.5">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={size === 'lg' ? 'text-2xl font-semibold tracking-tight' : 'font-semibold'}>
          {formatMoney(price.unitMinor, country)}
        </span>
        {discounted && (
          <s className={`text-cocoa-500 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
            <span className="sr-only">Was </span>
            {formatMoney(price.originalMinor, country)}
          </s>
        )}
      </p>
      {showSavings && price.savedMinor > 0 && (
        <p className={`font-medium text-terracotta-600 ${size === 'lg' ? 'text-sm' : 'text-xs'}`}>
          You save {formatMoney(price.savedMinor, country)}
        </p>
      )}
    </div>
  );
}

/** '-10%' when the visitor's country gets a discount on this product, else nothing. */
export function DiscountBadge({ product, className = '' }: { product: Priced; className?: string }) {
  const { country } = useCountry();
  const { discountPercentage } = productPrice(product, country);
  if (discountPercentage <= 0) return null;
  return (
    <span className={`rounded-full bg-terracotta-600 px-2.5 py-1 text-xs font-semibold text-white ${className}`}>
      <span className="sr-only">Discount </span>-{discountPercentage}%
    </span>
  );
}

/** "incl. VAT" under a price where the visitor's country's prices include a tax. */
export function TaxNote({ className }: { className?: string }) {
  const note = useIncludedTaxNote();
  return note ? <p className={className}>{note}</p> : null;
}
