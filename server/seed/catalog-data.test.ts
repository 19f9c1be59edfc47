import { describe, expect, it } from 'vitest';
import { CATEGORIES, DEMO_OUT_OF_STOCK, PRODUCTS } from './catalog-data';
import { byLightness, SWATCH_PATTERN, swatchLuminance } from '../../domain/catalog';
import type { SeedProduct } from './types';

const MARKETS = ['NG', 'US', 'GB'] as const;
const bySlug = new Map(PRODUCTS.map((p) => [p.slug, p]));
const parentOf = new Map(CATEGORIES.map((c) => [c.slug, c.parent]));
const hasChildren = new Set(CATEGORIES.flatMap((c) => (c.parent ? [c.parent] : [])));
/** Menu leaves (Lipstick, Women's Face…): no children, but a parent. Collections are top-level. */
const isMenuLeaf = (slug: string) => !hasChildren.has(slug) && parentOf.get(slug) != null;
const inCategory = (slug: string) => PRODUCTS.filter((p) => p.categories.includes(slug));
const outOnlyIn = (market: (typeof MARKETS)[number]) => (p: SeedProduct) =>
  MARKETS.every((m) => (m === market ? p.stock[m] === 0 : p.stock[m] > 0));

// Filter options as kebab slugs; "biemishes" and "exfloliating" keep the published spellings.
const FILTERS = {
  forWhom: ['men', 'women'],
  skinConcerns: ['dry', 'oily', 'dullness', 'acne-and-biemishes', 'anti-aging', 'fine-lines', 'wrinkles', 'dark-spots', 'clogged-pores'],
  benefits: ['hydrating', 'moisturizing', 'exfloliating', 'brightening', 'nourishing', 'even-skin-tone'],
  skinType: ['oily', 'aging', 'dry', 'sensitive', 'normal'],
} as const;

describe('demo categories', () => {
  it('has unique slugs and existing parents, without cycles', () => {
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(CATEGORIES.length);
    for (const c of CATEGORIES) {
      const seen = new Set<string>();
      for (let s: string | null | undefined = c.slug; s; s = parentOf.get(s)) {
        expect(parentOf.has(s), `${c.slug}: unknown ancestor ${s}`).toBe(true);
        expect(seen.has(s), `${c.slug}: cycle`).toBe(false);
        seen.add(s);
      }
    }
  });

  it('covers every category slug of the menu and collections', () => {
    for (const slug of ['new-in', 'make-up', 'skin-care', 'best-sellers', 'sales', 'latest', 'skin-care-men', 'skin-care-women']) {
      expect(parentOf.has(slug), slug).toBe(true);
    }
  });

  it('gives every category products', () => {
    for (const c of CATEGORIES) expect(inCategory(c.slug).length, c.slug).toBeGreaterThan(0);
    expect(inCategory('best-sellers').length).toBeGreaterThanOrEqual(10);
    expect(inCategory('new-in').length).toBeGreaterThanOrEqual(8);
    expect(inCategory('latest').length).toBeGreaterThanOrEqual(8);
    expect(inCategory('sales').length).toBeGreaterThanOrEqual(6);
    expect(inCategory('skin-care-men').length).toBeGreaterThanOrEqual(6);
    expect(inCategory('skin-care-women').length).toBeGreaterThanOrEqual(6);
  });
});

describe('demo products', () => {
  it('has at least 40 products with unique kebab-case slugs and names', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(40);
    expect(bySlug.size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((p) => p.name)).size).toBe(PRODUCTS.length);
    for (const p of PRODUCTS) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('files each product under a menu leaf first, with every ancestor of each category', () => {
    for (const p of PRODUCTS) {
      expect(new Set(p.categories).size, p.slug).toBe(p.categories.length);
      expect(isMenuLeaf(p.categories[0] ?? ''), `${p.slug}: primary ${p.categories[0]}`).toBe(true);
      for (const slug of p.categories) {
        expect(parentOf.has(slug), `${p.slug}: unknown ${slug}`).toBe(true);
        const parent = parentOf.get(slug);
        if (parent) expect(p.categories, `${p.slug}: ${slug} without ${parent}`).toContain(parent);
      }
    }
  });

  it('links only to other existing products, at most 3', () => {
    for (const p of PRODUCTS) {
      expect(p.related.length, p.slug).toBeLessThanOrEqual(3);
      expect(new Set(p.related).size, p.slug).toBe(p.related.length);
      for (const r of p.related) {
        expect(r, p.slug).not.toBe(p.slug);
        expect(bySlug.has(r), `${p.slug} → ${r}`).toBe(true);
      }
    }
  });

  it('prices in whole minor units within plausible ranges', () => {
    for (const { slug, prices } of PRODUCTS) {
      for (const v of Object.values(prices)) expect(Number.isInteger(v), slug).toBe(true);
      expect(prices.ngn % 100, `${slug}: whole naira`).toBe(0);
      expect(prices.ngn, slug).toBeGreaterThanOrEqual(6_500_00);
      expect(prices.ngn, slug).toBeLessThanOrEqual(45_000_00);
      expect(prices.usd, slug).toBeGreaterThanOrEqual(12_00);
      expect(prices.usd, slug).toBeLessThanOrEqual(68_00);
      expect(prices.gbp, slug).toBeGreaterThanOrEqual(10_00);
      expect(prices.gbp, slug).toBeLessThanOrEqual(55_00);
    }
  });

  it('discounts only in NG, 5-25 %, and exactly the products on sale', () => {
    const discounted = PRODUCTS.filter((p) => p.ngDiscountPercent !== null);
    expect(discounted.length).toBeGreaterThanOrEqual(6);
    for (const p of discounted) {
      expect(Number.isInteger(p.ngDiscountPercent), p.slug).toBe(true);
      expect(p.ngDiscountPercent, p.slug).toBeGreaterThanOrEqual(5);
      expect(p.ngDiscountPercent, p.slug).toBeLessThanOrEqual(25);
      expect(p.stock.NG, `${p.slug}: a sale item should be buyable in NG`).toBeGreaterThan(0);
    }
    expect(
      inCategory('sales')
        .map((p) => p.slug)
        .sort(),
    ).toEqual(discounted.map((p) => p.slug).sort());
  });

  it('has products out of stock in each market alone and one everywhere; others hold 5-200', () => {
    for (const m of MARKETS) expect(PRODUCTS.filter(outOnlyIn(m)).length, m).toBeGreaterThanOrEqual(3);
    const nowhere = PRODUCTS.filter((p) => MARKETS.every((m) => p.stock[m] === 0));
    expect(nowhere.length).toBeGreaterThanOrEqual(1);
    for (const p of PRODUCTS) {
      for (const m of MARKETS) {
        const q = p.stock[m];
        expect(Number.isInteger(q), p.slug).toBe(true);
        if (q !== 0) expect(q >= 5 && q <= 200, `${p.slug} ${m}: ${q}`).toBe(true);
      }
    }
  });

  it('exports one demo slug out of stock only in each market', () => {
    for (const m of MARKETS) {
      const p = bySlug.get(DEMO_OUT_OF_STOCK[m]);
      expect(p, m).toBeDefined();
      expect(outOnlyIn(m)(p!), m).toBe(true);
    }
  });

  it('has the Radiance Vitamin C Serum, 10 % off in NG and in stock everywhere', () => {
    const serum = bySlug.get('radiance-vitamin-c-serum');
    expect(serum?.ngDiscountPercent).toBe(10);
    for (const m of MARKETS) expect(serum!.stock[m]).toBeGreaterThan(0);
  });

  it('fills every home list with at least 8 products, consistent with the collections', () => {
    for (const list of ['best_sellers', 'skin_care', 'makeup', 'new', 'recommended'] as const) {
      expect(PRODUCTS.filter((p) => p.homeLists.includes(list)).length, list).toBeGreaterThanOrEqual(8);
    }
    for (const p of PRODUCTS) {
      if (p.homeLists.includes('best_sellers')) expect(p.categories, p.slug).toContain('best-sellers');
      if (p.homeLists.includes('new')) expect(p.categories, p.slug).toContain('new-in');
      if (p.homeLists.includes('skin_care')) expect(p.categories, p.slug).toContain('skin-care');
      if (p.homeLists.includes('makeup')) expect(p.categories, p.slug).toContain('make-up');
    }
  });

  it('lists new-in products as the newest and best sellers as the most popular', () => {
    const newest = Math.max(...inCategory('new-in').map((p) => p.createdDaysAgo));
    const olderRest = PRODUCTS.filter((p) => !p.categories.includes('new-in'));
    for (const p of olderRest) expect(p.createdDaysAgo, p.slug).toBeGreaterThan(newest);
    const leastPopularBestSeller = Math.min(...inCategory('best-sellers').map((p) => p.popularity));
    for (const p of PRODUCTS.filter((q) => !q.categories.includes('best-sellers'))) {
      expect(p.popularity, p.slug).toBeLessThan(leastPopularBestSeller);
    }
  });

  it('describes active ingredients: 3-5 each, none for exactly three products', () => {
    expect(PRODUCTS.filter((p) => p.activeIngredients.length === 0).length).toBe(3);
    for (const p of PRODUCTS) {
      if (p.activeIngredients.length === 0) continue;
      expect(p.activeIngredients.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.activeIngredients.length, p.slug).toBeLessThanOrEqual(5);
      for (const a of p.activeIngredients) expect(a.description, `${p.slug}: ${a.name}`).toMatch(/^[A-Z].+\.$/);
    }
  });

  it('has finished copy', () => {
    for (const p of PRODUCTS) {
      const sentences = p.description.split(/(?<=\.)\s+/).length;
      expect(sentences >= 1 && sentences <= 2, `${p.slug}: description sentences`).toBe(true);
      const paragraphs = p.longDescription.split('\n\n');
      expect(paragraphs.length >= 2 && paragraphs.length <= 3, `${p.slug}: paragraphs`).toBe(true);
      expect(
        paragraphs.every((t) => t.trim().length > 20),
        p.slug,
      ).toBe(true);
      expect(p.howToUse.length, p.slug).toBeGreaterThan(20);
      expect(p.otherIngredients.split(', ').length, p.slug).toBeGreaterThanOrEqual(4);
      expect(JSON.stringify(p), p.slug).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it('uses only the filter option slugs and valid colours', () => {
    for (const p of PRODUCTS) {
      expect(p.attributes.forWhom.length, p.slug).toBeGreaterThan(0);
      for (const [group, allowed] of Object.entries(FILTERS)) {
        const values: readonly string[] = p.attributes[group as keyof typeof FILTERS];
        for (const v of values) expect(allowed as readonly string[], `${p.slug} ${group}`).toContain(v);
      }
      expect(p.look.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(p.look.accent).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('demo shades', () => {
  const shaded = PRODUCTS.filter((p) => p.shade);
  const family = (key: string) => shaded.filter((p) => p.shade!.family === key);

  it('gives every shade product a lower-case #rrggbb swatch, unique within its family', () => {
    expect(shaded.length).toBeGreaterThanOrEqual(13);
    for (const p of shaded) {
      expect(p.shade!.swatch, p.slug).toMatch(SWATCH_PATTERN);
      expect(p.name.endsWith(`– ${p.shade!.name}`), p.slug).toBe(true);
    }
    for (const key of new Set(shaded.map((p) => p.shade!.family))) {
      const colours = family(key).map((p) => p.shade!.swatch);
      expect(new Set(colours).size, key).toBe(colours.length);
    }
  });

  it('has the four foundation shades, lightest to deepest, each visibly apart from the next', () => {
    const foundations = byLightness(family('second-skin-foundation').map((p) => ({ name: p.shade!.name, color: p.shade!.swatch })));
    expect(foundations.map((s) => s.name)).toEqual(['Caramel', 'Mahogany', 'Espresso', 'Ebony']);
    for (let i = 1; i < foundations.length; i++) {
      const [lighter, deeper] = [swatchLuminance(foundations[i - 1]!.color), swatchLuminance(foundations[i]!.color)];
      // At least 1.25:1 contrast between neighbouring shades, so no two look the same on screen.
      expect((lighter + 0.05) / (deeper + 0.05), foundations[i]!.name).toBeGreaterThan(1.25);
    }
  });

  it('tints the pictures with the swatch', () => {
    for (const p of shaded) expect(p.look.color, p.slug).toBe(p.shade!.swatch);
  });
});
