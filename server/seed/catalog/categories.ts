import type { SeedCategory } from '../types';

/** The header's category menu plus its collection pages; names are the page titles. */
export const CATEGORIES: SeedCategory[] = [
  { slug: 'new-in', name: 'New In', parent: null },
  { slug: 'latest', name: 'Latest Products', parent: null },
  { slug: 'make-up', name: 'Make Up', parent: null },
  { slug: 'skin-care', name: 'Skin-care', parent: null },
  { slug: 'best-sellers', name: 'Best Sellers', parent: null },
  { slug: 'sales', name: 'Sales', parent: null },
  { slug: 'skin-care-men', name: "Men's Skin-care", parent: 'skin-care' },
  { slug: 'skin-care-women', name: "Women's Skin-care", parent: 'skin-care' },
  { slug: 'men-body', name: 'Body', parent: 'skin-care-men' },
  { slug: 'men-face', name: 'Face', parent: 'skin-care-men' },
  { slug: 'women-body', name: 'Body', parent: 'skin-care-women' },
  { slug: 'women-face', name: 'Face', parent: 'skin-care-women' },
  { slug: 'face', name: 'Face', parent: 'make-up' },
  { slug: 'foundation', name: 'Foundation', parent: 'face' },
  { slug: 'powder', name: 'Powder', parent: 'face' },
  { slug: 'eyes', name: 'Eyes', parent: 'make-up' },
  { slug: 'lips', name: 'Lips', parent: 'make-up' },
  { slug: 'lipstick', name: 'Lipstick', parent: 'lips' },
  { slug: 'lip-gloss', name: 'Gloss', parent: 'lips' },
  { slug: 'lip-liner', name: 'Liner', parent: 'lips' },
  { slug: 'lip-balm', name: 'Balm', parent: 'lips' },
  { slug: 'matte-lipfix', name: 'Matte Lipfix', parent: 'lips' },
];
