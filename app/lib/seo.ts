import type { MetaDescriptor } from 'react-router';
import type { ProductDetail } from '../../domain/catalog';
import { productInStock, productPrice } from './price';
import { usesWholeNumbers } from '../../domain/currency';
import type { CountryCode } from '../../domain/country';

const SITE_NAME = 'Zaron';

/**
 * Spec §2: every product page shows the same static rating, 4.4 of 5 from 21 ratings. It is shown
 * on screen only: with no reviews behind it, it stays out of the structured data.
 */
export const STATIC_RATING = {
  value: 4.4,
  count: 21,
  /** Ratings per star (5 → 1); 14·5 + 4·4 + 2·3 + 0·2 + 1·1 = 93 / 21 = 4.43, shown as 4.4. */
  breakdown: [14, 4, 2, 0, 1],
} as const;

const DEFAULT_DESCRIPTION =
  'Zaron makes skincare and make-up for women of colour: shades and formulas made for melanin-rich skin, ' +
  'delivered in Nigeria, the UK and the US.';

interface PageMetaInput {
  /** The page's own title; ' | Zaron' is added. */
  title: string;
  description?: string;
  /** Absolute canonical URL (see canonicalUrl). */
  canonical?: string;
  /** Keeps thin or fallback pages (an unknown category) out of search results. */
  noindex?: boolean;
  /** Absolute image URL for link previews. */
  image?: string;
  /** Open Graph object type: a product page is a `product`, everything else a `website`. */
  type?: 'website' | 'product';
}

/** Search-result snippets are cut around 155 characters; cut on a word boundary. */
function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut}…`;
}

/** The public address of a path, without query parameters (filters and paging are not separate pages). */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}

/** The canonical URL of `path`, from the shop's public address that the root loader provides to every page. */
export function canonicalOf(matches: readonly ({ id: string; data?: unknown } | undefined)[], path: string): string | undefined {
  const root = matches.find((m) => m?.id === 'root')?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ? canonicalUrl(root.publicUrl, path) : undefined;
}

/** Title '<Page> | Zaron', description, canonical link, Open Graph and Twitter card tags for a route's meta export. */
export function pageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  canonical,
  noindex,
  image,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const text = metaDescription(description);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: text },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    // A page with a picture previews as a large card; one without as a small summary.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical });
  }
  if (image) tags.push({ property: 'og:image', content: image });
  if (noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

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
