import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../domain/catalog';
import { productJsonLd } from './product-seo';
import { pageMeta } from './seo';

const content = (tags: ReturnType<typeof pageMeta>, key: string) =>
  (tags as Record<string, string>[]).find((t) => t.property === key || t.name === key)?.content;

describe('pageMeta', () => {
  it('marks every page as a website with a small Twitter card when it has no picture', () => {
    const tags = pageMeta({ title: 'Sign In' });
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'twitter:card')).toBe('summary');
    expect(content(tags, 'og:image')).toBeUndefined();
  });

  it('gives a page with a picture og:image and a large Twitter card', () => {
    const tags = pageMeta({ title: 'Make Up', image: 'https://zaron.test/media/products/a-1-960.webp' });
    expect(content(tags, 'og:image')).toBe('https://zaron.test/media/products/a-1-960.webp');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it('lets a product page say it is a product', () => {
    expect(content(pageMeta({ title: 'Serum', type: 'product' }), 'og:type')).toBe('product');
  });
});

describe('productJsonLd', () => {
  const product = {
    id: 1,
    name: 'Radiance Serum',
    slug: 'radiance-serum',
    image: '/media/products/r-1-960.webp',
    alt_image: '/media/products/r-2-960.webp',
    description: 'Glow.',
    price: 18000,
    US_price: 32,
    UK_price: 26,
    is_discounted: false,
    discount_percentage: null,
    in_stock: true,
    instock_us: true,
    instock_uk: false,
    swatch: null,
    long_description: '',
    how_to_use: '',
    active_ingredients: [],
    other_ingredients: '',
    related_products: [],
    categories: [],
    shades: [],
    rating: null,
    reviewCount: 0,
    reviews: { stars: [0, 0, 0, 0, 0], latest: [] },
  } satisfies ProductDetail;

  it('says nothing of a rating or reviews when the product has no published review', () => {
    const ld = productJsonLd(product, 'GB', 'https://zaron.test', '/product/radiance-serum');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'https://zaron.test/product/radiance-serum',
      price: '26.00',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('carries the published reviews: their average and count, and each review with its stars and author', () => {
    const review = {
      id: 7,
      stars: 4,
      title: 'Glow in a week',
      text: 'My dark spots faded <b>fast</b> and it never stung.',
      author: 'Chioma A.',
      published_at: '2026-10-02T09:30:00.000Z',
      verified_buyer: true as const,
      skin_type: 'Dry',
      skin_concern: null,
      helpful_count: 3,
      reply: null,
    };
    const reviewed = {
      ...product,
      rating: 4.5,
      reviewCount: 2,
      reviews: { stars: [1, 1, 0, 0, 0] as ProductDetail['reviews']['stars'], latest: [review] },
    };
    const ld = productJsonLd(reviewed, 'GB', 'https://zaron.test', '/product/radiance-serum');
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        name: 'Glow in a week',
        reviewBody: 'My dark spots faded <b>fast</b> and it never stung.',
        datePublished: '2026-10-02',
        author: { '@type': 'Person', name: 'Chioma A.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });
});
