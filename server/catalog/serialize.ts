import type { ProductDetail, ProductSummary, Swatch } from '../../domain/catalog';
import { toMajor } from '../../domain/money';
import { ratingFields } from '../reviews/stats';
import type { products } from './schema';

type ProductRow = typeof products.$inferSelect;
/** A product's published-review counts (left-joined: null when it has none). */
export interface RatingCounts {
  reviewCount: number | null;
  starSum: number | null;
}
/** A listing's row: the product and its review counts. */
export interface ListedProduct extends RatingCounts {
  product: ProductRow;
}

/** Media URL of an image at a given width; the largest is the canonical `image` field. */
export const imageUrl = (base: string, width: 480 | 960 = 960) => `/media/${base}-${width}.webp`;

/** A shade product's swatch; null for products that come in one colour. */
export const swatchOf = (row: Pick<ProductRow, 'shadeName' | 'swatch'>): Swatch | null =>
  row.shadeName !== null && row.swatch !== null ? { name: row.shadeName, color: row.swatch } : null;

/** A product row as the API sends it (domain/catalog.ts `ProductSummary`), its rating from published reviews. */
export function productSummary({ product: row, ...counts }: ListedProduct): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: imageUrl(row.image),
    alt_image: imageUrl(row.altImage),
    description: row.description,
    price: toMajor(row.priceNgn),
    US_price: toMajor(row.priceUsd),
    UK_price: toMajor(row.priceGbp),
    is_discounted: row.ngDiscountPercent !== null,
    discount_percentage: row.ngDiscountPercent,
    in_stock: row.stockNg > 0,
    instock_us: row.stockUs > 0,
    instock_uk: row.stockGb > 0,
    swatch: swatchOf(row),
    ...ratingFields(counts),
  };
}

export function productDetail(
  listed: ListedProduct,
  extra: Pick<ProductDetail, 'active_ingredients' | 'related_products' | 'categories' | 'shades' | 'reviews'>,
): ProductDetail {
  const row = listed.product;
  return {
    ...productSummary(listed),
    long_description: row.longDescription,
    how_to_use: row.howToUse,
    other_ingredients: row.otherIngredients,
    ...extra,
  };
}
