import type { SeedProduct } from '../types';
import { inCategories, prices, slugify, stock, type ShadeVariant } from './helpers';
import { ING } from './ingredients';

const FOUNDATION_SHADES: ShadeVariant[] = [
  {
    shade: 'Espresso',
    note: 'Espresso is a rich, deep brown with warm red undertones.',
    color: '#5c3621',
    listing: {
      categories: inCategories('foundation', 'best-sellers'),
      stock: stock(60, 80, 55),
      homeLists: ['best_sellers', 'makeup'],
      createdDaysAgo: 600,
      popularity: 900,
    },
  },
  {
    shade: 'Mahogany',
    note: 'Mahogany is a deep brown with neutral-red undertones.',
    color: '#7a4331',
    listing: {
      categories: inCategories('foundation'),
      stock: stock(45, 0, 40),
      homeLists: ['makeup'],
      createdDaysAgo: 600,
      popularity: 720,
    },
  },
  {
    shade: 'Caramel',
    note: 'Caramel is a medium-deep golden brown with warm yellow undertones.',
    color: '#b07a4c',
    listing: {
      categories: inCategories('foundation', 'sales'),
      ngDiscountPercent: 20,
      stock: stock(50, 60, 45),
      homeLists: ['makeup'],
      createdDaysAgo: 600,
      popularity: 650,
    },
  },
  {
    shade: 'Ebony',
    note: 'Ebony, our newest and deepest shade, is a very deep brown with cool-neutral undertones.',
    color: '#3b261e',
    listing: {
      categories: inCategories('foundation', 'new-in', 'latest'),
      stock: stock(40, 50, 38),
      homeLists: ['new'],
      createdDaysAgo: 4,
      popularity: 410,
    },
  },
];

function foundation({ shade, note, color, listing }: ShadeVariant): SeedProduct {
  return {
    slug: `second-skin-foundation-${slugify(shade)}`,
    name: `Second Skin Foundation – ${shade}`,
    description: `A breathable, medium-coverage foundation with a natural satin finish that looks like skin, only smoother. ${note}`,
    longDescription: `Second Skin was shade-matched on real deep skin tones, so it never turns grey, ashy or orange. The weightless fluid evens out tone and softens the look of pores while letting your skin show through.\n\n${note} Hyaluronic acid and niacinamide keep skin comfortable and balanced through long, warm days.\n\nBuildable from sheer to medium, with a soft satin finish that photographs beautifully.`,
    howToUse:
      'Shake well. Apply one pump to the centre of the face and blend outwards with a damp sponge or brush. Build a second thin layer where you want more coverage. Set with Soft Blur Setting Powder.',
    activeIngredients: [ING.hyaluronic, ING.niacinamide, ING.vitaminE],
    otherIngredients:
      'Aqua, Cyclopentasiloxane, Dimethicone, Isododecane, Butylene Glycol, PEG-10 Dimethicone, Disteardimonium Hectorite, Sodium Chloride, Phenoxyethanol, CI 77491, CI 77492, CI 77499, CI 77891',
    prices: prices(22000, 38, 31),
    ngDiscountPercent: null,
    related: ['soft-blur-setting-powder-deep', 'sun-kissed-bronzer', 'velvet-matte-lipstick-cocoa'],
    attributes: {
      forWhom: ['women'],
      skinConcerns: ['oily', 'dullness'],
      benefits: ['hydrating', 'even-skin-tone'],
      skinType: ['normal', 'oily', 'dry'],
    },
    shade: { family: 'second-skin-foundation', name: shade, swatch: color },
    look: { kind: 'foundation', color, accent: '#c9a25a' },
    ...listing,
  };
}

const POWDER_SHADES: ShadeVariant[] = [
  {
    shade: 'Deep',
    note: 'Deep is a warm cocoa tone for deep to very deep skin.',
    color: '#6b4129',
    listing: {
      categories: inCategories('powder', 'best-sellers'),
      stock: stock(70, 65, 50),
      homeLists: ['best_sellers', 'makeup'],
      createdDaysAgo: 450,
      popularity: 860,
    },
  },
  {
    shade: 'Rich Honey',
    note: 'Rich Honey is a golden tone for medium-deep skin.',
    color: '#a8703f',
    listing: {
      categories: inCategories('powder', 'sales'),
      ngDiscountPercent: 25,
      stock: stock(55, 45, 40),
      homeLists: ['recommended'],
      createdDaysAgo: 450,
      popularity: 540,
    },
  },
];

function powder({ shade, note, color, listing }: ShadeVariant): SeedProduct {
  return {
    slug: `soft-blur-setting-powder-${slugify(shade)}`,
    name: `Soft Blur Setting Powder – ${shade}`,
    description: `A finely milled pressed powder that sets make-up and softens shine without a chalky cast. ${note}`,
    longDescription: `Most setting powders flash white on deeper skin. Ours is tinted to match, so it blurs and sets without a grey film, even in photos.\n\n${note} Silica and rice starch keep shine down for hours, and the mirrored compact goes anywhere.`,
    howToUse: 'Press lightly over foundation with the puff or a fluffy brush, focusing on the T-zone. Touch up through the day as needed.',
    activeIngredients: [ING.silica, ING.riceStarch, ING.vitaminE],
    otherIngredients: 'Talc, Mica, Zinc Stearate, Dimethicone, Caprylyl Glycol, Ethylhexylglycerin, CI 77491, CI 77492, CI 77499',
    prices: prices(16500, 29, 24),
    ngDiscountPercent: null,
    related: ['second-skin-foundation-espresso', 'sun-kissed-bronzer'],
    attributes: { forWhom: ['women'], skinConcerns: ['oily'], benefits: [], skinType: ['oily', 'normal'] },
    shade: { family: 'soft-blur-setting-powder', name: shade, swatch: color },
    look: { kind: 'powder', color, accent: '#c9a25a' },
    ...listing,
  };
}

export const MAKE_UP_FACE: SeedProduct[] = [
  ...FOUNDATION_SHADES.map(foundation),
  ...POWDER_SHADES.map(powder),
  {
    slug: 'sun-kissed-bronzer',
    name: 'Sun-Kissed Bronzer',
    description: 'A silky, shimmer-free bronzer in a warm terracotta that adds warmth and dimension to deep skin.',
    longDescription:
      'Bronzers often look muddy or ashy on melanin-rich skin. This one is a true warm terracotta that shows up, blends out softly and never turns grey.\n\nSqualane and marula oil give it a creamy-powder feel, so it melts into skin rather than sitting on top.',
    howToUse: 'Sweep along the cheekbones, temples and jawline with a fluffy brush, then blend. Build up slowly for more warmth.',
    activeIngredients: [ING.squalane, ING.marula, ING.vitaminE],
    otherIngredients:
      'Mica, Talc, Zinc Stearate, Dimethicone, Caprylic/Capric Triglyceride, Phenoxyethanol, CI 77491, CI 77492, CI 77499, CI 77891',
    categories: inCategories('powder'),
    prices: prices(15000, 27, 22),
    ngDiscountPercent: null,
    stock: stock(45, 50, 0),
    related: ['soft-blur-setting-powder-deep', 'lagos-sunset-eyeshadow-palette'],
    attributes: { forWhom: ['women'], skinConcerns: [], benefits: [], skinType: ['normal', 'oily', 'dry'] },
    homeLists: ['makeup'],
    look: { kind: 'powder', color: '#9b5430', accent: '#d4af6a' },
    createdDaysAgo: 240,
    popularity: 600,
  },
];
