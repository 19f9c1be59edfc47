import type { ProductDetail, ProductSummary, Swatch } from '../../domain/catalog';
import { toMajor } from '../../domain/money';
import type { products } from './schema';

type ProductRow = typeof products.$inferSelect;

/** Media URL of an image at a given width; the largest is the canonical `image` field. */
export const imageUrl = (base: string, width: 480 | 960 = 960) => `/media/${base}-${width}.webp`;

/** A shade product's swatch; null for products that come in one colour. */
export const swatchOf = (row: Pick<ProductRow, 'shadeName' | 'swatch'>): Swatch | null =>
  row.shadeName !== null && row.swatch !== null ? { name: row.shadeName, color: row.swatch } : null;

/** A product row as the API sends it (domain/catalog.ts `ProductSummary`). */
export function productSummary(row: ProductRow): ProductSummary {
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
