import { z } from 'zod';
import { dataAnswer, shapeOf } from './answers';
import { productReviews } from './reviews/answers';
import type { ProductDetail, ProductSummary, ShadeOption, Swatch } from './catalog';

// The catalogue's answers. Their types stay in catalog.ts, which imports no zod (the catalogue
// pages read it); each schema here is checked against its type. Properties are in the order the
// server builds them, so the bytes sent are those of the object as built.

const swatch = shapeOf<Swatch>()(z.object({ name: z.string(), color: z.string() }));

export const productSummary = shapeOf<ProductSummary>()(
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    alt_image: z.string(),
    description: z.string(),
    price: z.number(),
    US_price: z.number(),
    UK_price: z.number(),
    is_discounted: z.boolean(),
    discount_percentage: z.number().int().nullable(),
    in_stock: z.boolean(),
    instock_us: z.boolean(),
    instock_uk: z.boolean(),
    swatch: swatch.nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  }),
);

const shadeOption = shapeOf<ShadeOption>()(
  swatch.extend({ slug: z.string(), in_stock: z.boolean(), instock_us: z.boolean(), instock_uk: z.boolean() }),
);

export const productDetail = shapeOf<ProductDetail>()(
  productSummary.extend({
    long_description: z.string(),
    how_to_use: z.string(),
    other_ingredients: z.string(),
    active_ingredients: z.array(z.object({ name: z.string(), description: z.string() })),
    related_products: z.array(productSummary),
    categories: z.array(z.object({ slug: z.string(), name: z.string() })),
    shades: z.array(shadeOption),
    reviews: productReviews,
  }),
);

const products = z.array(productSummary);

/** GET /api/product/list: the home page's five lists. */
export const homeListsAnswer = dataAnswer(
  z.object({ best_sellers: products, skin_care: products, makeup: products, new: products, recommended: products }),
);
/** GET /api/product/search/all and /api/product/search. */
export const productsAnswer = dataAnswer(products);
/** GET /api/product/category/:slug: one page of a category and how many products match. */
export const categoryAnswer = dataAnswer(
  z.object({ category: z.object({ slug: z.string(), name: z.string() }), products, total: z.number().int() }),
);
/** GET /api/product/:slug. */
export const productAnswer = dataAnswer(productDetail);
