import { z } from 'zod';
import { FILTER_GROUPS } from '../listing-query';
import { toMinor } from '../money';
import { TAX_CLASSES, type TaxClass } from '../tax/tax';
import { pageNumber } from './params';

/** The three stock markets; every other country buys from US stock. */
export const STOCK_COUNTRIES = ['NG', 'GB', 'US'] as const;
export type StockCountry = (typeof STOCK_COUNTRIES)[number];

/** How the product form names each tax class. */
export const TAX_CLASS_LABELS: Readonly<Record<TaxClass, string>> = {
  standard: 'Standard rate',
  zero: 'Zero-rated',
  exempt: 'Exempt',
};

/** Why a stock level changes: goods received (+), a count (= the counted level), damage (−). */
export const STOCK_REASONS = ['received', 'counted', 'damaged'] as const;

const RELATED_MAX = 3;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const optionValues = (id: string) => FILTER_GROUPS.find((g) => g.id === id)!.options.map((o) => o.value) as [string, ...string[]];
const options = (id: string) =>
  z
    .array(z.enum(optionValues(id)))
    .max(20)
    .default([]);
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const required = (max: number) => text(max).min(1, 'This field is required');

/**
 * A price typed in major units (12500, 18.5): at most two decimals, above 0, stored as integer
 * minor units with the shop's one conversion (domain/money).
 */
export const majorPrice = z
  .number({ error: 'Enter a price' })
  .positive('The price must be above 0')
  .max(100_000_000, 'The price is too large')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most two decimals')
  .transform(toMinor);

/** A stored image stem under /media (as the upload endpoint returns it), e.g. products/up-3f9a…. */
const imageStem = z.string().regex(/^products\/[a-z0-9-]{1,120}$/, 'Upload an image');

export const productBody = z
  .object({
    name: required(120),
    slug: required(120).toLowerCase().regex(SLUG_PATTERN, 'Use lower-case letters, digits and hyphens'),
    description: required(500),
    long_description: text(5000).default(''),
    how_to_use: text(2000).default(''),
    active_ingredients: z
      .array(z.object({ name: required(80), description: text(500).default('') }).strict())
      .max(12)
      .default([]),
    other_ingredients: text(3000).default(''),
    /** Category and sub-category slugs. */
    categories: z.array(z.string().trim().min(1).max(60)).min(1, 'Choose at least one category').max(12),
    for_whom: options('for-whom'),
    skin_concerns: options('skin-concerns'),
    benefits: options('benefits'),
    skin_type: options('skin-type'),
    prices: z.object({ NGN: majorPrice, GBP: majorPrice, USD: majorPrice }).strict(),
    /** NG-only discount in whole percent, or null. */
    ng_discount_percent: z
      .number()
      .int('Whole percent only')
      .min(1, 'Between 1 and 90')
      .max(90, 'Between 1 and 90')
      .nullable()
      .default(null),
    related: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(RELATED_MAX, `At most ${RELATED_MAX} related products`)
      .default([]),
    image: imageStem,
    alt_image: imageStem,
    /** Left out, a new product is taxed at the standard rate and an edit keeps the product's class. */
    tax_class: z.enum(TAX_CLASSES, { error: 'Choose Standard rate, Zero-rated or Exempt' }).optional(),
  })
  .strict();
export type ProductInput = z.output<typeof productBody>;

/** A new product also gives its opening stock per market (later changes are adjustments). */
export const newProductBody = productBody.extend({
  stock: z
    .object({
      NG: z.number().int().min(0).max(1_000_000),
      GB: z.number().int().min(0).max(1_000_000),
      US: z.number().int().min(0).max(1_000_000),
    })
    .strict(),
});
export type NewProductInput = z.output<typeof newProductBody>;

export const stockAdjustmentBody = z
  .object({
    country: z.enum(STOCK_COUNTRIES),
    reason: z.enum(STOCK_REASONS),
    /** Units received or damaged (> 0), or the level counted (≥ 0). */
    quantity: z.number().int('Whole units only').min(0).max(1_000_000),
    note: text(300).default(''),
  })
  .strict()
  .refine((b) => b.reason === 'counted' || b.quantity > 0, { message: 'Enter at least 1 unit', path: ['quantity'] });
export type StockAdjustmentInput = z.output<typeof stockAdjustmentBody>;

export const productListQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: z.string().trim().max(60).optional(),
    archived: z.enum(['0', '1']).optional(),
    page: pageNumber,
  })
  .strict();
export type ProductListQuery = z.output<typeof productListQuery>;

/** Rows per page of the back office's product list. */
export const PRODUCT_PAGE_SIZE = 50;

/** At most this many products are offered as related products (on sale, by name). */
export const RELATED_CHOICES_MAX = 500;

/** A product offered as a related product in the edit form. */
export interface ProductChoice {
  id: number;
  name: string;
}

/** A row of the back office's product list. */
export interface AdminProductRow {
  id: number;
  name: string;
  slug: string;
  image: string;
  stock: Record<StockCountry, number>;
  /** Shoppers waiting to hear it is back in stock ("Tell me when it's back"), per market. */
  waiting: Record<StockCountry, number>;
  archived: boolean;
}

/** A product as the edit form loads it (prices in major units). */
export interface AdminProduct extends Omit<ProductInput, 'prices' | 'tax_class'> {
  id: number;
  tax_class: TaxClass;
  prices: { NGN: number; GBP: number; USD: number };
  stock: Record<StockCountry, number>;
  /** At or below it, the product is low in that market. */
  low_stock: Record<StockCountry, number>;
  /** Shoppers waiting to hear it is back in stock ("Tell me when it's back"), per market. */
  waiting: Record<StockCountry, number>;
  archived: boolean;
  history: { id: number; country: StockCountry; reason: string; delta: number; quantity_after: number; note: string; created_at: string }[];
}

export const CATALOG_MESSAGES = {
  slugTaken: 'Another product already uses this slug',
  unknownCategory: 'Unknown category',
  unknownRelated: 'A related product does not exist',
  notFound: 'Product not found',
  belowZero: 'Stock cannot go below 0',
} as const;
