import { toMinor } from '../../domain/money';
import { inStockFor, priceFor, type CatalogPrices, type StockByCountry } from '../../domain/pricing';
import type { ProductSummary } from '../../domain/catalog';
import type { CountryCode } from '../../domain/country';

type PricedFields = Pick<ProductSummary, 'price' | 'US_price' | 'UK_price' | 'is_discounted' | 'discount_percentage'>;
type StockFields = Pick<ProductSummary, 'in_stock' | 'instock_us' | 'instock_uk'>;

/** The API's major-unit price fields as the domain's minor units. */
function catalogPrices(p: PricedFields): CatalogPrices {
  return {
    ngn: toMinor(p.price),
    usd: toMinor(p.US_price),
    gbp: toMinor(p.UK_price),
    isDiscounted: p.is_discounted,
    discountPercentage: p.discount_percentage,
  };
}

export const productPrice = (p: PricedFields, country: CountryCode) => priceFor(catalogPrices(p), country);

/** The stock flag per country: US instock_us, GB instock_uk, NG and others in_stock. */
export function productInStock(p: StockFields, country: CountryCode): boolean {
  const stock: StockByCountry = { NG: Number(p.in_stock), US: Number(p.instock_us), GB: Number(p.instock_uk) };
  return inStockFor(stock, country);
}
