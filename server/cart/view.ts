import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { cartSubtotalMinor, lineTotalMinor } from '../../domain/cart';
import type { BagView } from '../../domain/cart/view';
import type { CountryCode } from '../../domain/country';
import { currencyFor } from '../../domain/currency';
import { toMajor } from '../../domain/money';
import { priceFor, stockKey } from '../../domain/pricing';
import { products } from '../catalog/schema';
import { productSummary } from '../catalog/serialize';
import type { Executor } from '../db/client';
import { productRatings } from '../reviews/schema';
import { ratingColumns } from '../reviews/stats';
import { cartLines, carts } from './schema';

type ProductRow = typeof products.$inferSelect;

/** A product's three prices as the pricing rules read them. */
export const catalogPrices = (p: ProductRow) => ({
  ngn: p.priceNgn,
  usd: p.priceUsd,
  gbp: p.priceGbp,
  isDiscounted: p.ngDiscountPercent !== null,
  discountPercentage: p.ngDiscountPercent,
});

/** Units of a product in stock in a country's market. */
export const stockIn = (p: ProductRow, country: CountryCode) => ({ NG: p.stockNg, US: p.stockUs, GB: p.stockGb })[stockKey(country)];

/**
 * Which bag: its id, or a condition on `carts` naming its owner (read in the same query as the
 * lines, so a read is one round trip); null for none.
 */
export type BagRef = number | SQL | null;

/** A bag's lines priced for a country in minor units, from the catalogue as it is now; archived products left out. */
export async function pricedLines(db: Executor, bag: BagRef, country: CountryCode) {
  const rows =
    bag === null
      ? []
      : await db
          .select({ quantity: cartLines.quantity, addedAt: cartLines.addedAt, product: products, ...ratingColumns })
          .from(cartLines)
          .innerJoin(carts, eq(carts.id, cartLines.cartId))
          .innerJoin(products, eq(products.id, cartLines.productId))
          .leftJoin(productRatings, eq(productRatings.productId, products.id))
          .where(and(typeof bag === 'number' ? eq(cartLines.cartId, bag) : bag, isNull(products.archivedAt)))
          .orderBy(asc(cartLines.addedAt), asc(cartLines.productId));
  return rows.map(({ quantity, addedAt, product, reviewCount, starSum }) => {
    const price = priceFor(catalogPrices(product), country);
    return { product, quantity, addedAt, reviewCount, starSum, unitMinor: price.unitMinor, originalMinor: price.originalMinor };
  });
}

/**
 * A bag priced for a country from the catalogue as it is now: nothing is stored but product and
 * quantity, so a price change shows on the next read. Lines of archived products are left out.
 */
export async function bagView(db: Executor, bag: BagRef, country: CountryCode): Promise<BagView> {
  const lines = await pricedLines(db, bag, country);
  return {
    country,
    currency: currencyFor(country),
    lines: lines.map((l) => ({
      product: productSummary({ product: l.product, reviewCount: l.reviewCount, starSum: l.starSum }),
      quantity: l.quantity,
      unit_price: toMajor(l.unitMinor),
      original_price: toMajor(l.originalMinor),
      line_total: toMajor(lineTotalMinor(l.unitMinor, l.quantity)),
      in_stock: stockIn(l.product, country) > 0,
    })),
    count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: toMajor(cartSubtotalMinor(lines)),
  };
}
