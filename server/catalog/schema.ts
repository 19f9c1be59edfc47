import { sql } from 'drizzle-orm';
import type { TaxClass } from '../../domain/tax/tax';
import { DEFAULT_LOW_STOCK } from '../../domain/admin/low-stock';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** URL slug, e.g. `make-up`; unique. */
    slug: text('slug').notNull(),
    /** Display name, e.g. `Make Up`. */
    name: text('name').notNull(),
    /** Parent category for the menu's sub-categories. */
    parentId: integer('parent_id'),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Lower-cased name, for case-insensitive search. */
    searchName: text('search_name').notNull(),
    description: text('description').notNull(),
    longDescription: text('long_description').notNull(),
    howToUse: text('how_to_use').notNull(),
    otherIngredients: text('other_ingredients').notNull(),
    /** Prices in minor units: kobo, cents, pence. */
    priceNgn: integer('price_ngn').notNull(),
    priceUsd: integer('price_usd').notNull(),
    priceGbp: integer('price_gbp').notNull(),
    /** NG-only discount in whole percent; null when not discounted. */
    ngDiscountPercent: integer('ng_discount_percent'),
    /** Units in stock per market; the API's in_stock flags are derived (> 0). */
    stockNg: integer('stock_ng').notNull().default(0),
    stockUs: integer('stock_us').notNull().default(0),
    stockGb: integer('stock_gb').notNull().default(0),
    /** Low-stock thresholds per market: at or below it, the product is low there (decision 0056). */
    lowStockNg: integer('low_stock_ng').notNull().default(DEFAULT_LOW_STOCK),
    lowStockUs: integer('low_stock_us').notNull().default(DEFAULT_LOW_STOCK),
    lowStockGb: integer('low_stock_gb').notNull().default(DEFAULT_LOW_STOCK),
    /** Taxed at the country's rate, zero-rated or exempt. */
    taxClass: text('tax_class').$type<TaxClass>().notNull().default('standard'),
    /** Image paths under /media, without width and extension. */
    image: text('image').notNull(),
    altImage: text('alt_image').notNull(),
    /** Filter attributes: option slugs of the storefront's filter groups. */
    forWhom: text('for_whom')
      .array()
      .notNull()
      .default(sql`'{}'`),
    skinConcerns: text('skin_concerns')
      .array()
      .notNull()
      .default(sql`'{}'`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'`),
    skinType: text('skin_type')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Home page lists the product appears in: best_sellers, skin_care, makeup, new, recommended. */
    homeLists: text('home_lists')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Higher sells more; orders best-seller lists. */
    popularity: integer('popularity').notNull().default(0),
    /** Products that are shades of one line share this key (e.g. `second-skin-foundation`); null otherwise. */
    shadeFamily: text('shade_family'),
    /** The shade's name within its family, e.g. `Espresso`. */
    shadeName: text('shade_name'),
    /** The shade's colour as `#rrggbb` (lower case), shown as a swatch. */
    swatch: text('swatch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff archive the product: it leaves the storefront but stays on past orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_search_name_idx').on(t.searchName),
    /** Listing orders: best-selling first, newest first. */
    index('products_popularity_idx').on(t.popularity.desc().nullsFirst(), t.id),
    index('products_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    check('products_tax_class_known', sql`${t.taxClass} in ('standard', 'zero', 'exempt')`),
    check('products_stock_ng_nonnegative', sql`${t.stockNg} >= 0`),
    check('products_stock_us_nonnegative', sql`${t.stockUs} >= 0`),
    check('products_stock_gb_nonnegative', sql`${t.stockGb} >= 0`),
    check('products_prices_positive', sql`${t.priceNgn} > 0 and ${t.priceUsd} > 0 and ${t.priceGbp} > 0`),
    index('products_shade_family_idx').on(t.shadeFamily),
    /**
     * Counting a category's products on sale, filtered or not, reads this instead of the table: the
     * filter values ride along, so a count of 5,000 products is an index-only scan.
     */
    index('products_on_sale_idx')
      .on(t.id, t.forWhom, t.skinType, t.benefits, t.skinConcerns)
      .where(sql`${t.archivedAt} is null`),
    /** "Name contains" searches (storefront and back office): trigrams (pg_trgm). */
    index('products_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    /** The back office's product list and its related-product choices: on sale, by name. */
    index('products_on_sale_by_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
    /** Products at or below their threshold in a market (the margin is ≤ 0): the low-stock list, the alerts. */
    index('products_low_stock_margin_idx')
      .on(sql`least(${t.stockNg} - ${t.lowStockNg}, ${t.stockGb} - ${t.lowStockGb}, ${t.stockUs} - ${t.lowStockUs})`)
      .where(sql`${t.archivedAt} is null`),
    check(
      'products_low_stock_range',
      sql`${t.lowStockNg} between 0 and 9999 and ${t.lowStockGb} between 0 and 9999 and ${t.lowStockUs} between 0 and 9999`,
    ),
    check('products_swatch_hex', sql`${t.swatch} is null or ${t.swatch} ~ '^#[0-9a-f]{6}$'`),
    check(
      'products_shade_complete',
      sql`(${t.shadeFamily} is null) = (${t.shadeName} is null) and (${t.shadeName} is null) = (${t.swatch} is null)`,
    ),
    check('products_discount_range', sql`${t.ngDiscountPercent} is null or (${t.ngDiscountPercent} between 1 and 90)`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'product_categories_pkey', columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const activeIngredients = pgTable(
  'active_ingredients',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Display order within the product. */
    position: integer('position').notNull(),
  },
  (t) => [index('active_ingredients_product_idx').on(t.productId)],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ name: 'related_products_pkey', columns: [t.productId, t.relatedId] })],
);

/** A slug a product had before: its old URL answers 301 to the current one. */
export const productSlugHistory = pgTable('product_slug_history', {
  slug: text('slug').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StockReason = 'received' | 'counted' | 'damaged' | 'created';

/** Every staff change of a stock level, with its reason; the products row holds the current level. */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** NG, GB or US. */
    country: text('country').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    /** Units added (positive) or removed (negative). */
    delta: integer('delta').notNull(),
    /** The level right after this adjustment. */
    quantityAfter: integer('quantity_after').notNull(),
    note: text('note'),
    /** The staff member who made it (null for changes made by a command). */
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_adjustments_product_idx').on(t.productId, t.createdAt),
    check('stock_adjustments_country_known', sql`${t.country} in ('NG', 'GB', 'US')`),
    check('stock_adjustments_reason_known', sql`${t.reason} in ('received', 'counted', 'damaged', 'created')`),
  ],
);

/**
 * A product falling to or below its threshold in a market, once per fall: the row stays open until
 * the stock rises above the threshold again (`cleared_at`), and the day's alert mail lists it once.
 */
export const lowStockCrossings = pgTable(
  'low_stock_crossings',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** NG, GB or US. */
    country: text('country').notNull(),
    /** Stock and threshold when the fall was seen. */
    stock: integer('stock').notNull(),
    threshold: integer('threshold').notNull(),
    crossedAt: timestamp('crossed_at', { withTimezone: true }).notNull(),
    /** When the stock was seen above the threshold again (or the product archived). */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** The UTC day of the alert mail that listed it; null until then. */
    mailedOn: text('mailed_on'),
  },
  (t) => [
    /** One open fall per product and market: recording the same fall twice does nothing. */
    uniqueIndex('low_stock_crossings_open_key')
      .on(t.productId, t.country)
      .where(sql`${t.clearedAt} is null`),
    index('low_stock_crossings_unmailed_idx')
      .on(t.id)
      .where(sql`${t.mailedOn} is null`),
    check('low_stock_crossings_country_known', sql`${t.country} in ('NG', 'GB', 'US')`),
  ],
);

/** One low-stock alert mail per UTC day (`YYYY-MM-DD`): the row is the claim of the instance that sends it. */
export const lowStockMails = pgTable('low_stock_mails', {
  day: text('day').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  /** How many falls it listed. */
  crossings: integer('crossings').notNull(),
});
