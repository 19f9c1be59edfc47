import type { ProductDetail } from '../../domain/catalog';
import type { CountryCode } from '../../domain/country';
import { usesWholeNumbers } from '../../domain/currency';
import { productInStock, productPrice } from './price';
import { canonicalUrl, SITE_NAME } from './seo';

// What only the product page says about a product to shoppers and search engines (seo.ts serves every page).

/**
 * Every product page shows the same static rating, 4.4 of 5 from 21 ratings. It is shown
 * on screen only: with no reviews behind it, it stays out of the structured data.
 */
export const STATIC_RATING = {
  value: 4.4,
  count: 21,
  /** Ratings per star (5 → 1); 14·5 + 4·4 + 2·3 + 0·2 + 1·1 = 93 / 21 = 4.43, shown as 4.4. */
  breakdown: [14, 4, 2, 0, 1],
} as const;

/** JSON for an inline <script>: '<' is escaped so no text in the data can close the script element. */
export function jsonLdString(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A schema.org price: whole units in whole-number countries (NG), otherwise 2 decimals. */
function schemaPrice(minor: number, country: CountryCode): string {
  const major = minor / 100;
  return usesWholeNumbers(country) ? String(Math.round(major)) : major.toFixed(2);
}

/** schema.org Product for the visitor's country (price, currency and stock as that country sees them). */
export function productJsonLd(product: ProductDetail, country: CountryCode, publicUrl: string, pathname: string) {
  const price = productPrice(product, country);
  const inStock = productInStock(product, country);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [product.image, product.alt_image].map((src) => canonicalUrl(publicUrl, src)),
    description: product.description,
    sku: product.slug,
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url: canonicalUrl(publicUrl, pathname),
      price: schemaPrice(price.unitMinor, country),
      priceCurrency: price.currency,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
