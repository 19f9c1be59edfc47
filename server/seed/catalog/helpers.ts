import type { SeedProduct } from '../types';
import { CATEGORIES } from './categories';

const parentOf = new Map(CATEGORIES.map((c) => [c.slug, c.parent]));

/**
 * Lists the given categories each followed by its ancestors, without repeats, so the first
 * slug (a leaf) stays the primary category: `inCategories('lipstick')` → lipstick, lips, make-up.
 */
export function inCategories(...slugs: string[]): string[] {
  const out: string[] = [];
  for (const slug of slugs) {
    if (!parentOf.has(slug)) throw new Error(`Unknown category slug: ${slug}`);
    for (let s: string | null | undefined = slug; s; s = parentOf.get(s)) {
      if (!out.includes(s)) out.push(s);
    }
  }
  return out;
}

/** Prices given in major units (naira, dollars, pounds) → integer minor units. */
export function prices(naira: number, dollars: number, pounds: number): SeedProduct['prices'] {
  return { ngn: Math.round(naira * 100), usd: Math.round(dollars * 100), gbp: Math.round(pounds * 100) };
}

export function stock(NG: number, US: number, GB: number): SeedProduct['stock'] {
  return { NG, US, GB };
}

/** 'Rich Honey' → 'rich-honey'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What differs between shades of one make-up line. */
export interface ShadeVariant {
  shade: string;
  /** One sentence describing the shade, used in the copy. */
  note: string;
  color: string;
  listing: Pick<SeedProduct, 'categories' | 'stock' | 'homeLists' | 'createdDaysAgo' | 'popularity'> &
    Partial<Pick<SeedProduct, 'ngDiscountPercent' | 'related'>>;
}
