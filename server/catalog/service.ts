import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activeIngredients, categories, productCategories, products, productSlugHistory, relatedProducts } from './schema';
import { byLightness, type CatalogFilters, type ProductDetail, type ProductSummary, type ShadeOption } from '../../domain/catalog';
import { productDetail, productSummary, swatchOf } from './serialize';
import { productRatings } from '../reviews/schema';
import { productReviews, ratingColumns } from '../reviews/stats';

/** Every listing reads a product with its published-review counts. */
const listed = { product: products, ...ratingColumns };
const withRatings = eq(productRatings.productId, products.id);

const HOME_LISTS = ['best_sellers', 'skin_care', 'makeup', 'new', 'recommended'] as const;
type HomeLists = Record<(typeof HOME_LISTS)[number], ProductSummary[]>;

const filterColumns = {
  'for-whom': products.forWhom,
  'skin-concerns': products.skinConcerns,
  benefits: products.benefits,
  'skin-type': products.skinType,
} as const;

const HOME_LIST_SIZE = 12;
/** The ranges a filtered /products searches (the filters describe make-up and skin care). */
const MAIN_RANGES = ['make-up', 'skin-care'] as const;

/** Archived products leave every storefront list, page, search and the sitemap. */
const onSale = isNull(products.archivedAt);

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likeContains = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createCatalogService(db: Db) {
  async function listHome(): Promise<HomeLists> {
    const lists = await Promise.all(
      HOME_LISTS.map((list) =>
        db
          .select(listed)
          .from(products)
          .leftJoin(productRatings, withRatings)
          .where(and(onSale, arrayOverlaps(products.homeLists, [list])))
          .orderBy(list === 'new' ? desc(products.createdAt) : desc(products.popularity), asc(products.id))
          .limit(HOME_LIST_SIZE),
      ),
    );
    return Object.fromEntries(HOME_LISTS.map((l, i) => [l, lists[i]!.map(productSummary)])) as HomeLists;
  }

  async function findCategory(slug: string) {
    const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
    return row ?? null;
  }

  /** Products of a category, filtered, newest or best-selling first; `total` counts all matches. */
  async function listCategory(slug: string, options: { filters?: CatalogFilters; limit?: number; offset?: number } = {}) {
    const category = await findCategory(slug);
    if (!category) return null;
    const where: SQL[] = [onSale, eq(productCategories.categoryId, category.id)];
    for (const [group, values] of Object.entries(options.filters ?? {})) {
      const column = filterColumns[group as keyof typeof filterColumns];
      if (column && values && values.length > 0) where.push(arrayOverlaps(column, values));
    }
    const order = ['new-in', 'latest'].includes(slug) ? desc(products.createdAt) : desc(products.popularity);
    const filter = and(...where);
    const page = db
      .select(listed)
      .from(products)
      .leftJoin(productRatings, withRatings)
      .innerJoin(productCategories, eq(productCategories.productId, products.id))
      .where(filter)
      .orderBy(order, asc(products.id));
    // The page and the total as two queries: the page can stop early on the ordering index.
    const [rows, counted] = await Promise.all([
      options.limit === undefined ? page : page.limit(options.limit).offset(options.offset ?? 0),
      db.select({ total: count() }).from(products).innerJoin(productCategories, eq(productCategories.productId, products.id)).where(filter),
    ]);
    return {
      category: { slug: category.slug, name: category.name },
      products: rows.map(productSummary),
      total: counted[0]?.total ?? 0,
    };
  }

  /** The shades of a family, each with its own stock flags (its price is on its own page). */
  async function listShades(family: string | null): Promise<ShadeOption[]> {
    if (family === null) return [];
    const rows = await db
      .select({
        slug: products.slug,
        shadeName: products.shadeName,
        swatch: products.swatch,
        stockNg: products.stockNg,
        stockUs: products.stockUs,
        stockGb: products.stockGb,
      })
      .from(products)
      .where(and(onSale, eq(products.shadeFamily, family)))
      .orderBy(asc(products.id));
    return byLightness(
      rows.flatMap((r) => {
        const swatch = swatchOf(r);
        return swatch ? [{ ...swatch, slug: r.slug, in_stock: r.stockNg > 0, instock_us: r.stockUs > 0, instock_uk: r.stockGb > 0 }] : [];
      }),
    );
  }

  async function getProduct(slug: string): Promise<ProductDetail | null> {
    const [found] = await db
      .select(listed)
      .from(products)
      .leftJoin(productRatings, withRatings)
      .where(and(onSale, eq(products.slug, slug)))
      .limit(1);
    if (!found) return null;
    const row = found.product;
    const [ingredients, related, cats, shades, reviews] = await Promise.all([
      db
        .select({ name: activeIngredients.name, description: activeIngredients.description })
        .from(activeIngredients)
        .where(eq(activeIngredients.productId, row.id))
        .orderBy(asc(activeIngredients.position)),
      db
        .select(listed)
        .from(relatedProducts)
        .innerJoin(products, eq(products.id, relatedProducts.relatedId))
        .leftJoin(productRatings, withRatings)
        .where(and(onSale, eq(relatedProducts.productId, row.id)))
        .orderBy(asc(relatedProducts.position))
        .limit(3),
      db
        .select({ slug: categories.slug, name: categories.name })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(productCategories.productId, row.id))
        .orderBy(asc(categories.id)),
      listShades(row.shadeFamily),
      productReviews(db, row.id),
    ]);
    return productDetail(found, {
      active_ingredients: ingredients,
      related_products: related.map(productSummary),
      categories: cats,
      shades,
      reviews,
    });
  }

  /**
   * /products: the whole catalogue by name, one page at a time; with filters, the products of the
   * two main ranges that match them. `total` counts every match.
   */
  async function listProducts(options: { filters?: CatalogFilters; limit: number; offset?: number }) {
    const where: SQL[] = [onSale];
    const groups = Object.entries(options.filters ?? {}).filter(([group, values]) => group in filterColumns && values && values.length > 0);
    if (groups.length > 0) {
      const inRanges = db
        .select({ id: productCategories.productId })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(categories.slug, [...MAIN_RANGES]));
      where.push(inArray(products.id, inRanges));
      for (const [group, values] of groups) where.push(arrayOverlaps(filterColumns[group as keyof typeof filterColumns], values!));
    }
    const filter = and(...where);
    const [rows, counted] = await Promise.all([
      db
        .select(listed)
        .from(products)
        .leftJoin(productRatings, withRatings)
        .where(filter)
        .orderBy(asc(products.name), asc(products.id))
        .limit(options.limit)
        .offset(options.offset ?? 0),
      db.select({ total: count() }).from(products).where(filter),
    ]);
    return { products: rows.map(productSummary), total: counted[0]?.total ?? 0 };
  }

  /** The whole catalogue as summaries (GET /api/product/search/all). */
  async function listAll(): Promise<ProductSummary[]> {
    const rows = await db.select(listed).from(products).leftJoin(productRatings, withRatings).where(onSale).orderBy(asc(products.name));
    return rows.map(productSummary);
  }

  /** Case-insensitive "name contains" search, best sellers first. */
  async function search(query: string, limit: number): Promise<ProductSummary[]> {
    const rows = await db
      .select(listed)
      .from(products)
      .leftJoin(productRatings, withRatings)
      .where(and(onSale, ilike(products.searchName, likeContains(query))))
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(limit);
    return rows.map(productSummary);
  }

  async function listSlugs(): Promise<string[]> {
    const rows = await db.select({ slug: products.slug }).from(products).where(onSale).orderBy(asc(products.id));
    return rows.map((r) => r.slug);
  }

  /** The current slug of a product that was once at `slug` (its old URL answers 301), if on sale. */
  async function currentSlugFor(slug: string): Promise<string | null> {
    const [row] = await db
      .select({ slug: products.slug })
      .from(productSlugHistory)
      .innerJoin(products, eq(products.id, productSlugHistory.productId))
      .where(and(onSale, eq(productSlugHistory.slug, slug)))
      .limit(1);
    return row?.slug ?? null;
  }

  return { currentSlugFor, listHome, listCategory, listProducts, findCategory, getProduct, listAll, search, listSlugs };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
