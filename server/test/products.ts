import { products } from '../catalog/schema';
import type { TestShop } from './app';

type Stock = { NG: number; GB: number; US: number };

/** A product of the test's own, with the stock it needs (thresholds at their default, 5). */
export async function stockedProduct(shop: TestShop, slug: string, stock: Stock) {
  const [row] = await shop.database.db
    .insert(products)
    .values({
      slug,
      name: slug
        .split('-')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(' '),
      searchName: slug.replaceAll('-', ' '),
      description: 'A test product.',
      longDescription: '',
      howToUse: '',
      otherIngredients: '',
      priceNgn: 1_000_000,
      priceGbp: 1000,
      priceUsd: 1200,
      image: 'products/radiance-vitamin-c-serum-1',
      altImage: 'products/radiance-vitamin-c-serum-2',
      stockNg: stock.NG,
      stockGb: stock.GB,
      stockUs: stock.US,
    })
    .returning();
  return row!;
}
