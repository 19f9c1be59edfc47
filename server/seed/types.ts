/** Shapes of the demo catalog that `npm run seed` loads. */

export interface SeedCategory {
  slug: string;
  name: string;
  /** Slug of the parent menu category; null for top-level categories. */
  parent: string | null;
}

/** Package shapes the image generator can draw. */
export type LookKind =
  | 'serum'
  | 'cream'
  | 'cleanser'
  | 'toner'
  | 'oil'
  | 'body-lotion'
  | 'sunscreen'
  | 'mask'
  | 'lipstick'
  | 'gloss'
  | 'liner'
  | 'balm'
  | 'foundation'
  | 'powder'
  | 'palette'
  | 'mascara';

export type HomeList = 'best_sellers' | 'skin_care' | 'makeup' | 'new' | 'recommended';

/**
 * Filter attributes are kebab slugs of the storefront's filter options. The published spellings
 * "Biemishes" and "Exfloliating" are kept on purpose so slugs match the filter ids.
 */
export type ForWhom = 'men' | 'women';
export type SkinConcern =
  'dry' | 'oily' | 'dullness' | 'acne-and-biemishes' | 'anti-aging' | 'fine-lines' | 'wrinkles' | 'dark-spots' | 'clogged-pores';
export type Benefit = 'hydrating' | 'moisturizing' | 'exfloliating' | 'brightening' | 'nourishing' | 'even-skin-tone';
export type SkinType = 'oily' | 'aging' | 'dry' | 'sensitive' | 'normal';

export interface SeedProduct {
  slug: string;
  name: string;
  /** 1-2 sentences. */
  description: string;
  /** 2-3 short paragraphs separated by a blank line (\n\n). */
  longDescription: string;
  howToUse: string;
  /** May be empty: the product page then shows 'No ingredient'. */
  activeIngredients: { name: string; description: string }[];
  /** Comma-separated INCI-style list. */
  otherIngredients: string;
  /** Category slugs; the first is the primary (a leaf), its ancestors are included. */
  categories: string[];
  /** Minor units: kobo, cents, pence (integers). */
  prices: { ngn: number; usd: number; gbp: number };
  /** NG-only discount in whole percent, or null. */
  ngDiscountPercent: number | null;
  /** Units in stock per market. */
  stock: { NG: number; US: number; GB: number };
  /** Slugs of 0-3 other products. */
  related: string[];
  attributes: {
    forWhom: ForWhom[];
    skinConcerns: SkinConcern[];
    benefits: Benefit[];
    skinType: SkinType[];
  };
  homeLists: HomeList[];
  /**
   * For one shade of a line: the family key its shades share, the shade's name and its colour
   * (`#rrggbb`, lower case), shown as a swatch and used to tint the product's pictures.
   */
  shade?: { family: string; name: string; swatch: string };
  /** Hex colours for the image generator: `color` is the product/pack, `accent` the cap or trim. */
  look: { kind: LookKind; color: string; accent: string };
  /** Orders "new in" lists. */
  createdDaysAgo: number;
  /** Higher sells more; orders best-seller lists. */
  popularity: number;
}
