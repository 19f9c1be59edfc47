import type { ShadeOption, Swatch } from '../../domain/catalog';
import { toMajor } from '../../domain/money';
import type { products } from './schema';

type ProductRow = typeof products.$inferSelect;

/** Media URL of an image at a given width; the largest is the canonical `image` field. */
export const imageUrl = (base: string, width: 480 | 960 = 960) => `/media/${base}-${width}.webp`;

/** A shade product's swatch; null for products that come in one colour. */
export const swatchOf = (row: Pick<ProductRow, 'shadeName' | 'swatch'>): Swatch | null =>
  row.shadeName !== null && row.swatch !== null ? { name: row.shadeName, color: row.swatch } : null;

/**
 * A product as the spec's §3 names its fields; prices are major units of each currency. `swatch` is
 * added to the spec's fields (issue 11).
 */
export function productSummary(row: ProductRow) {
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
  };
}

export type ProductSummary = ReturnType<typeof productSummary>;

export interface ProductDetail extends ProductSummary {
  long_description: string;
  how_to_use: string;
  active_ingredients: { name: string; description: string }[];
  other_ingredients: string;
  related_products: ProductSummary[];
  categories: { slug: string; name: string }[];
  /** Every shade of the product's family, itself included, lightest first; empty for one-colour products. */
  shades: ShadeOption[];
}

export function productDetail(
  row: ProductRow,
  extra: Pick<ProductDetail, 'active_ingredients' | 'related_products' | 'categories' | 'shades'>,
): ProductDetail {
  return {
    ...productSummary(row),
    long_description: row.longDescription,
    how_to_use: row.howToUse,
    other_ingredients: row.otherIngredients,
    ...extra,
  };
}
