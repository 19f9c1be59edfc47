import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  PRODUCT_PAGE_SIZE,
  RELATED_CHOICES_MAX,
  type AdminProduct,
  type AdminProductRow,
  type NewProductInput,
  type ProductChoice,
  type ProductInput,
  type ProductListQuery,
  type StockAdjustmentInput,
  type StockCountry,
} from '../../domain/admin/products';
import type { Page } from '../../domain/admin/audit';
import { toMajor } from '../../domain/money';
import type { Actor, AuditRecorder } from '../audit-port';
import { countOf, pageOf } from '../db/page';
import type { LowStockThresholds } from '../../domain/admin/low-stock';
import { lowStockList, setLowStock, thresholdsOf } from './low-stock';
import type { ProductChange } from './cache-tags';
import { waitingRequestCounts } from '../restock/waiting';
import type { Db, Tx } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { DomainError } from '../domain-error';
import {
  activeIngredients,
  categories,
  productCategories,
  products,
  productSlugHistory,
  relatedProducts,
  stockAdjustments,
} from './schema';

type ProductRow = typeof products.$inferSelect;

const STOCK_FIELD = { NG: 'stockNg', GB: 'stockGb', US: 'stockUs' } as const;

const likeContains = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const stockOf = (p: Pick<ProductRow, 'stockNg' | 'stockGb' | 'stockUs'>): Record<StockCountry, number> => ({
  NG: p.stockNg,
  GB: p.stockGb,
  US: p.stockUs,
});

/** What the back office's product list reads of each product. */
const listColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  image: products.image,
  stockNg: products.stockNg,
  stockGb: products.stockGb,
  stockUs: products.stockUs,
  archivedAt: products.archivedAt,
};

/** The back office's order of products: by name, then id (`products_on_sale_by_name_idx`). */
const byName = [asc(products.name), asc(products.id)];

/** The columns an edit writes, from the validated form. */
const columnsOf = (input: ProductInput) => ({
  name: input.name,
  slug: input.slug,
  searchName: input.name.toLowerCase(),
  description: input.description,
  longDescription: input.long_description,
  howToUse: input.how_to_use,
  otherIngredients: input.other_ingredients,
  priceNgn: input.prices.NGN,
  priceGbp: input.prices.GBP,
  priceUsd: input.prices.USD,
  ngDiscountPercent: input.ng_discount_percent,
  forWhom: input.for_whom,
  skinConcerns: input.skin_concerns,
  benefits: input.benefits,
  skinType: input.skin_type,
  image: input.image,
  altImage: input.alt_image,
  ...(input.tax_class ? { taxClass: input.tax_class } : {}),
});

/** What decides which storefront lists hold a product and where: its name, address, categories, filters. */
const LISTED_BY = ['name', 'slug', 'categories', 'for_whom', 'skin_concerns', 'benefits', 'skin_type'] as const;
const listsChange = (was: ProductInput, now: ProductInput) =>
  LISTED_BY.some((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]));

interface CatalogAdminDeps {
  db: Db;
  recordAudit: AuditRecorder;
  /** Called after every committed change: the storefront's catalogue cache forgets what showed it. */
  catalogChanged: (change: ProductChange) => Promise<void> | void;
}

/**
 * The back office's changes to the catalogue. Each change is one transaction that also writes
 * its audit entry; the catalogue cache is invalidated once it has committed.
 */
export function createCatalogAdmin({ db, recordAudit, catalogChanged }: CatalogAdminDeps) {
  /** One page of the product list, by name, with the count of all that match. */
  async function list(query: ProductListQuery): Promise<Page<AdminProductRow>> {
    const where: SQL[] = [query.archived === '1' ? isNotNull(products.archivedAt) : isNull(products.archivedAt)];
    if (query.q) where.push(ilike(products.searchName, likeContains(query.q)));
    if (query.category) {
      where.push(
        inArray(
          products.id,
          db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .innerJoin(categories, eq(categories.id, productCategories.categoryId))
            .where(eq(categories.slug, query.category)),
        ),
      );
    }
    const filter = and(...where);
    // Only the columns a row shows: a product's texts would be most of what is read and parsed.
    return pageOf(
      query.page,
      PRODUCT_PAGE_SIZE,
      async ({ limit, offset }) => {
        const rows = await db
          .select(listColumns)
          .from(products)
          .where(filter)
          .orderBy(...byName)
          .limit(limit)
          .offset(offset);
        const waiting = await waitingRequestCounts(
          db,
          rows.map((p) => p.id),
        );
        return rows.map((p) => ({
          id: p.id,
          name: p.name,
          slug: p.slug,
          image: p.image,
          stock: stockOf(p),
          waiting: waiting.get(p.id)!,
          archived: p.archivedAt !== null,
        }));
      },
      () => countOf(db, products, filter),
    );
  }

  /** The products the edit form offers as related products: on sale, by name, id and name only. */
  function relatedChoices(): Promise<ProductChoice[]> {
    return db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(...byName)
      .limit(RELATED_CHOICES_MAX);
  }

  async function get(id: number): Promise<AdminProduct> {
    const [p] = await db.select().from(products).where(eq(products.id, id)).limit(1);
    if (!p) throw new DomainError('not-found', CATALOG_MESSAGES.notFound);
    const [ingredients, cats, related, history, waiting] = await Promise.all([
      db.select().from(activeIngredients).where(eq(activeIngredients.productId, id)).orderBy(asc(activeIngredients.position)),
      db
        .select({ slug: categories.slug })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(productCategories.productId, id))
        .orderBy(asc(categories.id)),
      db
        .select({ id: relatedProducts.relatedId })
        .from(relatedProducts)
        .where(eq(relatedProducts.productId, id))
        .orderBy(asc(relatedProducts.position)),
      db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, id)).orderBy(desc(stockAdjustments.id)).limit(50),
      waitingRequestCounts(db, [id]),
    ]);
    return {
      id: p.id,
      name: p.name,
      slug: p.slug,
      description: p.description,
      long_description: p.longDescription,
      how_to_use: p.howToUse,
      active_ingredients: ingredients.map((a) => ({ name: a.name, description: a.description })),
      other_ingredients: p.otherIngredients,
      categories: cats.map((c) => c.slug),
      for_whom: p.forWhom,
      skin_concerns: p.skinConcerns,
      benefits: p.benefits,
      skin_type: p.skinType,
      prices: { NGN: toMajor(p.priceNgn), GBP: toMajor(p.priceGbp), USD: toMajor(p.priceUsd) },
      ng_discount_percent: p.ngDiscountPercent,
      related: related.map((r) => r.id),
      image: p.image,
      alt_image: p.altImage,
      tax_class: p.taxClass,
      stock: stockOf(p),
      low_stock: thresholdsOf(p),
      waiting: waiting.get(id)!,
      archived: p.archivedAt !== null,
      history: history.map((h) => ({
        id: h.id,
        country: h.country as StockCountry,
        reason: h.reason,
        delta: h.delta,
        quantity_after: h.quantityAfter,
        note: h.note ?? '',
        created_at: h.createdAt.toISOString(),
      })),
    };
  }

  /** Categories, ingredients and related products: replaced as a whole on every save. */
  async function writeLinks(tx: Tx, productId: number, input: ProductInput) {
    const cats = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.slug, input.categories));
    if (cats.length !== new Set(input.categories).size)
      throw new DomainError('invalid', CATALOG_MESSAGES.unknownCategory, { categories: CATALOG_MESSAGES.unknownCategory });
    const related = [...new Set(input.related)].filter((r) => r !== productId);
    if (related.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, related));
      if (found.length !== related.length)
        throw new DomainError('invalid', CATALOG_MESSAGES.unknownRelated, { related: CATALOG_MESSAGES.unknownRelated });
    }
    await tx.delete(productCategories).where(eq(productCategories.productId, productId));
    await tx.delete(activeIngredients).where(eq(activeIngredients.productId, productId));
    await tx.delete(relatedProducts).where(eq(relatedProducts.productId, productId));
    await tx.insert(productCategories).values(cats.map((c) => ({ productId, categoryId: c.id })));
    if (input.active_ingredients.length > 0) {
      await tx
        .insert(activeIngredients)
        .values(input.active_ingredients.map((a, position) => ({ productId, name: a.name, description: a.description, position })));
    }
    if (related.length > 0)
      await tx.insert(relatedProducts).values(related.map((relatedId, position) => ({ productId, relatedId, position })));
  }

  /** A slug in use by another product (or kept as another product's old address) is refused with 409. */
  async function assertSlugFree(tx: Tx, slug: string, productId: number | null) {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(productId === null ? eq(products.slug, slug) : and(eq(products.slug, slug), ne(products.id, productId)))
      .limit(1);
    const [old] = await tx
      .select({ id: productSlugHistory.productId })
      .from(productSlugHistory)
      .where(eq(productSlugHistory.slug, slug))
      .limit(1);
    if (taken || (old && old.id !== productId))
      throw new DomainError('conflict', CATALOG_MESSAGES.slugTaken, { slug: CATALOG_MESSAGES.slugTaken });
  }

  /** Runs a change; a slug taken by a concurrent save is the same 409 as one taken before. */
  async function change<T>(changed: (result: T) => ProductChange, fn: (tx: Tx) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await db.transaction(fn);
    } catch (err) {
      const index = uniqueViolation(err);
      if (index === 'products_slug_key' || index === 'product_slug_history_pkey') {
        throw new DomainError('conflict', CATALOG_MESSAGES.slugTaken, { slug: CATALOG_MESSAGES.slugTaken });
      }
      throw err;
    }
    await catalogChanged(changed(result));
    return result;
  }

  async function create(actor: Actor, input: NewProductInput): Promise<{ id: number; slug: string }> {
    const listed = ({ id }: { id: number }) => ({ products: [id], lists: true });
    return change(listed, async (tx) => {
      await assertSlugFree(tx, input.slug, null);
      const [row] = await tx
        .insert(products)
        .values({
          ...columnsOf(input),
          stockNg: input.stock.NG,
          stockGb: input.stock.GB,
          stockUs: input.stock.US,
        })
        .returning();
      await writeLinks(tx, row!.id, input);
      const opening = (Object.entries(input.stock) as [StockCountry, number][]).filter(([, n]) => n > 0);
      if (opening.length > 0) {
        await tx.insert(stockAdjustments).values(
          opening.map(([country, n]) => ({
            productId: row!.id,
            country,
            reason: 'created' as const,
            delta: n,
            quantityAfter: n,
            staffId: actor.staffId,
          })),
        );
      }
      await recordAudit(tx, { ...actor, action: 'product.create', targetType: 'product', targetId: row!.id, before: null, after: input });
      return { id: row!.id, slug: row!.slug };
    });
  }

  async function update(actor: Actor, id: number, input: ProductInput): Promise<{ id: number; slug: string }> {
    const before = await get(id);
    const { history: _h, stock: _s, low_stock: _l, waiting: _w, archived: _a, id: _id, ...was } = before;
    const changed = () => ({ products: [id], lists: listsChange(was, input), slugs: [before.slug] });
    return change(changed, async (tx) => {
      const [locked] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!locked) throw new DomainError('not-found', CATALOG_MESSAGES.notFound);
      if (locked.slug !== input.slug) {
        // Taking back one of its own old slugs is fine; that address stops redirecting.
        await tx.delete(productSlugHistory).where(and(eq(productSlugHistory.slug, input.slug), eq(productSlugHistory.productId, id)));
        await assertSlugFree(tx, input.slug, id);
        await tx.insert(productSlugHistory).values({ slug: locked.slug, productId: id });
      }
      await tx.update(products).set(columnsOf(input)).where(eq(products.id, id));
      await writeLinks(tx, id, input);
      await recordAudit(tx, { ...actor, action: 'product.update', targetType: 'product', targetId: id, before: was, after: input });
      return { id, slug: input.slug };
    });
  }

  /** Archived products leave the storefront; their past orders keep their own copy of each line. */
  async function setArchived(actor: Actor, id: number, archived: boolean) {
    const listed = () => ({ products: [id], lists: true });
    return change(listed, async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ archivedAt: archived ? sql`coalesce(${products.archivedAt}, now())` : null })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) throw new DomainError('not-found', CATALOG_MESSAGES.notFound);
      await recordAudit(tx, {
        ...actor,
        action: archived ? 'product.archive' : 'product.restore',
        targetType: 'product',
        targetId: id,
        before: { archived: !archived },
        after: { archived },
      });
      return { id, archived };
    });
  }

  /**
   * One stock adjustment: the row is locked, so a checkout reserving the same stock waits for it
   * (and its own conditional update then sees the new level); the level never goes below 0.
   */
  async function adjustStock(actor: Actor, id: number, input: StockAdjustmentInput) {
    const shown = () => ({ products: [id] });
    return change(shown, async (tx) => {
      const [locked] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!locked) throw new DomainError('not-found', CATALOG_MESSAGES.notFound);
      const level = stockOf(locked)[input.country];
      const after =
        input.reason === 'received' ? level + input.quantity : input.reason === 'damaged' ? level - input.quantity : input.quantity;
      if (after < 0) {
        // The level goes beside the Units field too: staff see how many they may take off.
        const message = `${CATALOG_MESSAGES.belowZero}: only ${level} in stock`;
        throw new DomainError('conflict', message, { quantity: message });
      }
      await tx
        .update(products)
        .set({ [STOCK_FIELD[input.country]]: after })
        .where(eq(products.id, id));
      const [entry] = await tx
        .insert(stockAdjustments)
        .values({
          productId: id,
          country: input.country,
          reason: input.reason,
          delta: after - level,
          quantityAfter: after,
          note: input.note || null,
          staffId: actor.staffId,
        })
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'product.stock',
        targetType: 'product',
        targetId: id,
        before: { country: input.country, quantity: level },
        after: { country: input.country, quantity: after, reason: input.reason, note: input.note },
      });
      return { country: input.country, quantity: after, adjustment_id: entry!.id };
    });
  }

  /** Categories for the form's choices, parents first. */
  async function categoryChoices() {
    return db
      .select({ slug: categories.slug, name: categories.name, parent_id: categories.parentId, id: categories.id })
      .from(categories)
      .orderBy(asc(categories.id));
  }

  /** A product's low-stock thresholds per market (decision 0056). */
  const setThresholds = (actor: Actor, id: number, input: LowStockThresholds) => setLowStock({ db, recordAudit }, actor, id, input);

  return {
    list,
    relatedChoices,
    get,
    create,
    update,
    setArchived,
    adjustStock,
    categoryChoices,
    setThresholds,
    lowStock: () => lowStockList(db),
  };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
