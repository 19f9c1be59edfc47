import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ProductDetail, ProductSummary } from '../../domain/catalog';
import { products } from './schema';

/**
 * What the storefront's kept answers are made of, as tags of the catalogue cache: a change to one
 * product forgets the answers that show it and nothing else.
 *
 * - `product:<id>`: the answer shows that product (its page, a card in a list, a related product);
 * - `slug:<slug>`: the answer shows that product as a shade of another one (shades carry no id);
 * - `lists`: the answer depends on which products a list holds (a category, home, search, the
 *   sitemap), which only a new, archived or re-filed product changes.
 */
export const LISTS = 'lists';
const productTag = (id: number) => `product:${id}`;
const slugTag = (slug: string) => `slug:${slug}`;

const cards = (list: readonly ProductSummary[]) => list.map((p) => productTag(p.id));

function detailTags(detail: ProductDetail | null): string[] {
  // A slug that shows no product shows one once a product takes it, which makes a list change.
  if (!detail) return [LISTS];
  return [productTag(detail.id), ...cards(detail.related_products), ...detail.shades.map((s) => slugTag(s.slug))];
}

/** The tags of each cached catalogue read, from its answer. */
export const CATALOG_READ_TAGS = {
  listHome: (lists: Record<string, ProductSummary[]>) => [LISTS, ...Object.values(lists).flatMap(cards)],
  listCategory: (page: { products: ProductSummary[] } | null) => [LISTS, ...(page ? cards(page.products) : [])],
  listProducts: (page: { products: ProductSummary[] }) => [LISTS, ...cards(page.products)],
  findCategory: () => [LISTS],
  getProduct: detailTags,
  listAll: (list: ProductSummary[]) => [LISTS, ...cards(list)],
  search: (list: ProductSummary[]) => [LISTS, ...cards(list)],
  listSlugs: () => [LISTS],
};

/**
 * A change to some products: what they show changed (price, stock, text, pictures, rating), and
 * with `lists`, also which lists hold them (a new or archived product, a new name, category or
 * filter value). `slugs` are addresses they had before the change.
 */
export interface ProductChange {
  products: readonly number[];
  lists?: boolean;
  slugs?: readonly string[];
}

/** The cache tags a change touches: the products, their addresses now and before, and the lists. */
export async function tagsOfChange(db: Db, change: ProductChange): Promise<string[]> {
  const ids = [...change.products];
  const rows = ids.length > 0 ? await db.select({ slug: products.slug }).from(products).where(inArray(products.id, ids)) : [];
  const slugs = new Set([...rows.map((r) => r.slug), ...(change.slugs ?? [])]);
  return [...ids.map(productTag), ...[...slugs].map(slugTag), ...(change.lists ? [LISTS] : [])];
}
