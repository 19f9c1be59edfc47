import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activeIngredients, categories, productCategories, products, relatedProducts } from './schema';
import type { SeedCategory, SeedProduct } from '../../scripts/seed/types';

const DAY_MS = 86_400_000;

export async function catalogIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}

/** Loads a catalogue in one transaction: all of it or none of it. */
export async function seedCatalog(db: Db, data: { categories: SeedCategory[]; products: SeedProduct[] }, now = Date.now()) {
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const c of data.categories) {
      const [row] = await tx.insert(categories).values({ slug: c.slug, name: c.name }).returning({ id: categories.id });
      categoryIds.set(c.slug, row!.id);
    }
    for (const c of data.categories) {
      if (!c.parent) continue;
      await tx.update(categories).set({ parentId: categoryIds.get(c.parent)! })
        .where(eq(categories.slug, c.slug));
    }
    const productIds = new Map<string, number>();
    for (const p of data.products) {
      const [row] = await tx.insert(products).values({
        slug: p.slug,
        name: p.name,
        searchName: p.name.toLowerCase(),
        description: p.description,
        longDescription: p.longDescription,
        howToUse: p.howToUse,
        otherIngredients: p.otherIngredients,
        priceNgn: p.prices.ngn,
        priceUsd: p.prices.usd,
        priceGbp: p.prices.gbp,
        ngDiscountPercent: p.ngDiscountPercent,
        stockNg: p.stock.NG,
        stockUs: p.stock.US,
        stockGb: p.stock.GB,
        image: `products/${p.slug}-1`,
        altImage: `products/${p.slug}-2`,
        forWhom: p.attributes.forWhom,
        skinConcerns: p.attributes.skinConcerns,
        benefits: p.attributes.benefits,
        skinType: p.attributes.skinType,
        homeLists: p.homeLists,
        popularity: p.popularity,
        createdAt: new Date(now - p.createdDaysAgo * DAY_MS),
      }).returning({ id: products.id });
      productIds.set(p.slug, row!.id);
    }
    for (const p of data.products) {
      const productId = productIds.get(p.slug)!;
      const cats = p.categories.map((slug) => ({ productId, categoryId: categoryIds.get(slug)! }));
      if (cats.length) await tx.insert(productCategories).values(cats);
      const ingredients = p.activeIngredients.map((a, position) => ({ productId, ...a, position }));
      if (ingredients.length) await tx.insert(activeIngredients).values(ingredients);
      const related = p.related.map((slug, position) => ({ productId, relatedId: productIds.get(slug)!, position }));
      if (related.length) await tx.insert(relatedProducts).values(related);
    }
  });
}
