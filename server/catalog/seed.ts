import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activeIngredients, categories, productCategories, products, relatedProducts } from './schema';
import type { SeedCategory, SeedProduct } from '../seed/types';

const DAY_MS = 86_400_000;
/** Rows per INSERT: large catalogues go in several statements (parameter and stack limits). */
const CHUNK = 500;
const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

export async function catalogIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}

/** Loads a catalogue in one transaction: all of it or none of it. */
export async function seedCatalog(db: Db, data: { categories: SeedCategory[]; products: SeedProduct[] }, now = Date.now()) {
  await db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categories)
      .values(data.categories.map((c) => ({ slug: c.slug, name: c.name })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIds = new Map(insertedCategories.map((c) => [c.slug, c.id]));
    for (const c of data.categories) {
      if (c.parent)
        await tx
          .update(categories)
          .set({ parentId: categoryIds.get(c.parent)! })
          .where(eq(categories.slug, c.slug));
    }
    const insertedProducts = [];
    for (const batch of chunks(data.products))
      insertedProducts.push(
        ...(await tx
          .insert(products)
          .values(
            batch.map((p) => ({
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
              shadeFamily: p.shade?.family ?? null,
              shadeName: p.shade?.name ?? null,
              swatch: p.shade?.swatch ?? null,
              createdAt: new Date(now - p.createdDaysAgo * DAY_MS),
            })),
          )
          .returning({ id: products.id, slug: products.slug })),
      );
    const productIds = new Map(insertedProducts.map((p) => [p.slug, p.id]));
    const links = data.products.flatMap((p) =>
      p.categories.map((slug) => ({ productId: productIds.get(p.slug)!, categoryId: categoryIds.get(slug)! })),
    );
    const ingredients = data.products.flatMap((p) =>
      p.activeIngredients.map((a, position) => ({ productId: productIds.get(p.slug)!, ...a, position })),
    );
    const related = data.products.flatMap((p) =>
      p.related.map((slug, position) => ({ productId: productIds.get(p.slug)!, relatedId: productIds.get(slug)!, position })),
    );
    for (const batch of chunks(links)) await tx.insert(productCategories).values(batch);
    for (const batch of chunks(ingredients)) await tx.insert(activeIngredients).values(batch);
    for (const batch of chunks(related)) await tx.insert(relatedProducts).values(batch);
  });
}
