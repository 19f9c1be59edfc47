import type { ProductDetail } from '../../domain/catalog';
import type { CountryCode } from '../../domain/country';
import { usesWholeNumbers } from '../../domain/currency';
import { productInStock, productPrice } from './price';
import { canonicalUrl, SITE_NAME } from './seo';

// What only the product page says about a product to shoppers and search engines (seo.ts serves every page).

/** JSON for an inline <script>: '<' is escaped so no text in the data can close the script element. */
export function jsonLdString(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A schema.org price: whole units in whole-number countries (NG), otherwise 2 decimals. */
function schemaPrice(minor: number, country: CountryCode): string {
  const major = minor / 100;
  return usesWholeNumbers(country) ? String(Math.round(major)) : major.toFixed(2);
}

/** The published reviews behind a product's rating: none, and the data says nothing of a rating. */
function ratingJsonLd(product: ProductDetail) {
  if (product.rating === null || product.reviewCount === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: product.reviews.latest.map((r) => ({
      '@type': 'Review',
      name: r.title,
      reviewBody: r.text,
      datePublished: r.published_at.slice(0, 10),
      author: { '@type': 'Person', name: r.author },
      reviewRating: { '@type': 'Rating', ratingValue: r.stars, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * schema.org Product for the visitor's country (price, currency and stock as that country sees
 * them), with the rating and newest reviews of its published reviews when it has any.
 */
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
    ...ratingJsonLd(product),
  };
}
