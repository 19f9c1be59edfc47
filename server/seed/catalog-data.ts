import { CATEGORIES } from './catalog/categories';
import { MAKE_UP_EYES_AND_LIPS } from './catalog/make-up-eyes-lips';
import { MAKE_UP_FACE } from './catalog/make-up-face';
import { SKIN_CARE_MEN } from './catalog/skin-care-men';
import { SKIN_CARE_WOMEN } from './catalog/skin-care-women';
import type { SeedProduct } from './types';

/**
 * The demo catalog: at least 40 products covering every category slug, one out of stock in each of NG, GB and US,
 * at least two discounted in NG, two pictures each (checked in catalog-data.test.ts).
 */
export { CATEGORIES };

export const PRODUCTS: SeedProduct[] = [...SKIN_CARE_WOMEN, ...SKIN_CARE_MEN, ...MAKE_UP_FACE, ...MAKE_UP_EYES_AND_LIPS];

/** One product out of stock in exactly one market each, for tests of the stock flags. */
export const DEMO_OUT_OF_STOCK = {
  NG: 'marula-radiance-facial-oil',
  US: 'glycolic-glow-toner',
  GB: 'sun-kissed-bronzer',
} as const;
