import type { SeedProduct } from '../types';
import { inCategories, prices, slugify, stock, type ShadeVariant } from './helpers';
import { ING } from './ingredients';

const EYES: SeedProduct[] = [
  {
    slug: 'lagos-sunset-eyeshadow-palette',
    name: 'Lagos Sunset Eyeshadow Palette',
    description: 'Nine richly pigmented shades of terracotta, copper, gold and deep brown, inspired by evenings over the lagoon.',
    longDescription:
      'Every shade in this palette was tested on deep skin, so the mattes show up true and the shimmers catch the light without looking chalky. Five velvety mattes and four buttery metallics take you from a soft daytime wash to a smoky evening look.\n\nJojoba oil and vitamin E give the powders a smooth, blendable feel, and the mirrored case slips easily into a bag.',
    howToUse:
      'Sweep a matte transition shade through the crease with a fluffy brush. Press a metallic onto the lid with a fingertip or flat brush, then deepen the outer corner with a darker matte.',
    activeIngredients: [ING.jojoba, ING.vitaminE, ING.squalane],
    otherIngredients:
      'Mica, Talc, Magnesium Stearate, Dimethicone, Octyldodecyl Stearoyl Stearate, Caprylyl Glycol, Phenoxyethanol, CI 77491, CI 77492, CI 77499, CI 77891, CI 77007',
    categories: inCategories('eyes', 'best-sellers'),
    prices: prices(26000, 44, 36),
    ngDiscountPercent: null,
    stock: stock(50, 55, 40),
    related: ['bronze-goddess-eyeshadow-palette', 'ink-noir-volumising-mascara', 'define-gel-eyeliner'],
    attributes: { forWhom: ['women'], skinConcerns: [], benefits: [], skinType: [] },
    homeLists: ['best_sellers', 'makeup'],
    look: { kind: 'palette', color: '#c1673f', accent: '#3b2418' },
    createdDaysAgo: 380,
    popularity: 880,
  },
  {
    slug: 'bronze-goddess-eyeshadow-palette',
    name: 'Bronze Goddess Eyeshadow Palette',
    description: 'Nine molten bronzes, golds and espresso mattes for warm, glowing eyes, from day to night.',
    longDescription:
      'Our newest palette is all about metal: molten bronze, antique gold and copper foils sit alongside rich espresso and chocolate mattes for definition.\n\nThe foils can be applied dry for a soft sheen or with a damp brush for a high-shine, foil-like finish.',
    howToUse:
      'Apply mattes with a fluffy brush to define the crease. Press metallics onto the centre of the lid with a fingertip; for more intensity, use a damp flat brush.',
    activeIngredients: [ING.jojoba, ING.vitaminE, ING.squalane],
    otherIngredients:
      'Mica, Synthetic Fluorphlogopite, Talc, Dimethicone, Magnesium Stearate, Tin Oxide, Caprylyl Glycol, Phenoxyethanol, CI 77491, CI 77499, CI 77891',
    categories: inCategories('eyes', 'new-in', 'latest'),
    prices: prices(28000, 48, 39),
    ngDiscountPercent: null,
    stock: stock(35, 40, 30),
    related: ['lagos-sunset-eyeshadow-palette', 'ink-noir-volumising-mascara'],
    attributes: { forWhom: ['women'], skinConcerns: [], benefits: [], skinType: [] },
    homeLists: ['new', 'recommended'],
    look: { kind: 'palette', color: '#8a5a2b', accent: '#c9a25a' },
    createdDaysAgo: 17,
    popularity: 450,
  },
  {
    slug: 'ink-noir-volumising-mascara',
    name: 'Ink Noir Volumising Mascara',
    description: 'A deep black, buildable mascara that lifts, lengthens and separates lashes without clumps or flakes.',
    longDescription:
      'The hourglass brush grabs every lash from root to tip, coating it in a true, jet-black formula that builds volume with each coat.\n\nIt stays put through humid days and removes easily with warm water and a cleanser.',
    howToUse:
      'Wiggle the wand from the base of the lashes to the tips. Build a second coat while the first is still wet. Remove with a gentle cleanser.',
    activeIngredients: [],
    otherIngredients:
      'Aqua, Paraffin, Stearic Acid, Copernicia Cerifera Cera, Acacia Senegal Gum, Triethanolamine, Hydroxyethylcellulose, Panthenol, Phenoxyethanol, CI 77499',
    categories: inCategories('eyes'),
    prices: prices(11500, 21, 17),
    ngDiscountPercent: null,
    stock: stock(0, 80, 70),
    related: ['define-gel-eyeliner', 'lagos-sunset-eyeshadow-palette'],
    attributes: { forWhom: ['women'], skinConcerns: [], benefits: [], skinType: [] },
    homeLists: ['makeup'],
    look: { kind: 'mascara', color: '#1d1716', accent: '#c9a25a' },
    createdDaysAgo: 520,
    popularity: 700,
  },
  {
    slug: 'define-gel-eyeliner',
    name: 'Define Gel Eyeliner – Black Brown',
    description: 'A creamy gel pencil in a soft black-brown that glides on for a smudgeable line, then sets in place.',
    longDescription:
      'Black-brown is softer than pure black and flatters every eye colour. The gel formula glides along the lash line and waterline, gives you about a minute to smudge, then sets.\n\nThe built-in sharpener keeps the tip precise.',
    howToUse: 'Draw along the upper lash line from the inner to the outer corner. Smudge within a minute for a smoky look, or leave crisp.',
    activeIngredients: [],
    otherIngredients: 'Isododecane, Trimethylsiloxysilicate, Polyethylene, Synthetic Wax, Dimethicone, Tocopherol, CI 77499, CI 77491',
    categories: inCategories('eyes'),
    prices: prices(8000, 14, 11),
    ngDiscountPercent: null,
    stock: stock(0, 0, 0),
    related: ['ink-noir-volumising-mascara', 'lagos-sunset-eyeshadow-palette'],
    attributes: { forWhom: ['women'], skinConcerns: [], benefits: [], skinType: [] },
    homeLists: [],
    shade: { family: 'define-gel-eyeliner', name: 'Black Brown', swatch: '#2b1a14' },
    look: { kind: 'liner', color: '#2b1a14', accent: '#c9a25a' },
    createdDaysAgo: 480,
    popularity: 390,
  },
];

const LIPSTICK_SHADES: ShadeVariant[] = [
  {
    shade: 'Cocoa',
    note: 'Cocoa is a warm milk-chocolate nude that flatters deep skin.',
    color: '#6b3a2a',
    listing: {
      categories: inCategories('lipstick', 'best-sellers'),
      stock: stock(120, 100, 90),
      homeLists: ['best_sellers', 'makeup'],
      createdDaysAgo: 700,
      popularity: 930,
    },
  },
  {
    shade: 'Brick Red',
    note: 'Brick Red is a bold, warm red with an earthy edge.',
    color: '#8e2a1f',
    listing: {
      categories: inCategories('lipstick'),
      stock: stock(90, 80, 70),
      homeLists: ['makeup', 'recommended'],
      createdDaysAgo: 700,
      popularity: 690,
    },
  },
  {
    shade: 'Plum',
    note: 'Plum is a deep berry-wine with a hint of brown.',
    color: '#5e2040',
    listing: {
      categories: inCategories('lipstick', 'sales'),
      ngDiscountPercent: 15,
      stock: stock(70, 60, 50),
      homeLists: ['recommended'],
      createdDaysAgo: 700,
      popularity: 580,
    },
  },
];

function lipstick({ shade, note, color, listing }: ShadeVariant): SeedProduct {
  return {
    slug: `velvet-matte-lipstick-${slugify(shade)}`,
    name: `Velvet Matte Lipstick – ${shade}`,
    description: `A creamy, richly pigmented matte lipstick that glides on in one stroke and feels soft, never dry. ${note}`,
    longDescription: `Our Velvet Matte bullet gives full colour in a single swipe and a soft-blurred finish that stays comfortable for hours. Shea butter, baobab oil and vitamin E keep lips cushioned rather than parched.\n\n${note} Pair it with Precision Lip Liner – Chestnut for a defined edge.`,
    howToUse: 'Apply from the centre of the lips outwards. For a softer look, dab on with a fingertip. For a sharp edge, line first.',
    activeIngredients: [ING.shea, ING.baobab, ING.vitaminE],
    otherIngredients:
      'Isododecane, Dimethicone, Polyethylene, Trimethylsiloxysilicate, Kaolin, Cera Alba, Caprylic/Capric Triglyceride, Tocopherol, Parfum, CI 15850, CI 77491, CI 77499, CI 77891',
    prices: prices(9500, 19, 15),
    ngDiscountPercent: null,
    related: ['precision-lip-liner-chestnut', 'shea-nourish-lip-balm', 'glass-shine-lip-gloss-honey'],
    attributes: { forWhom: ['women'], skinConcerns: [], benefits: ['nourishing'], skinType: [] },
    shade: { family: 'velvet-matte-lipstick', name: shade, swatch: color },
    look: { kind: 'lipstick', color, accent: '#c9a25a' },
    ...listing,
  };
}

const GLOSS_SHADES: ShadeVariant[] = [
  {
    shade: 'Honey',
    note: 'Honey is a sheer golden caramel with a fine gold shimmer.',
    color: '#c9894a',
    listing: {
      categories: inCategories('lip-gloss', 'best-sellers'),
      stock: stock(130, 110, 95),
      homeLists: ['best_sellers', 'makeup'],
      createdDaysAgo: 400,
      popularity: 920,
    },
  },
  {
    shade: 'Berry Crush',
    note: 'Berry Crush is a juicy, see-through berry.',
    color: '#8c2f4e',
    listing: {
      categories: inCategories('lip-gloss', 'new-in', 'latest'),
      stock: stock(60, 55, 0),
      homeLists: ['new'],
      createdDaysAgo: 24,
      popularity: 340,
    },
  },
];

function gloss({ shade, note, color, listing }: ShadeVariant): SeedProduct {
  return {
    slug: `glass-shine-lip-gloss-${slugify(shade)}`,
    name: `Glass Shine Lip Gloss – ${shade}`,
    description: `A high-shine, non-sticky lip gloss with marula oil for a glassy, juicy finish. ${note}`,
    longDescription: `Glass Shine gives lips a mirror-like finish without the stickiness. Marula oil, squalane and vitamin E keep lips soft and comfortable.\n\n${note} Wear it alone or over Velvet Matte Lipstick for a glossy twist.`,
    howToUse: 'Glide the applicator over bare lips or over lipstick. Reapply whenever you like.',
    activeIngredients: [ING.marula, ING.squalane, ING.vitaminE],
    otherIngredients:
      'Hydrogenated Polyisobutene, Ethylene/Propylene/Styrene Copolymer, Butylene/Ethylene/Styrene Copolymer, Pentaerythrityl Tetraisostearate, Silica Dimethyl Silylate, Tocopherol, Parfum, Mica, CI 77491, CI 77891',
    prices: prices(7500, 15, 12),
    ngDiscountPercent: null,
    related: ['velvet-matte-lipstick-cocoa', 'precision-lip-liner-chestnut', 'shea-nourish-lip-balm'],
    attributes: { forWhom: ['women'], skinConcerns: [], benefits: ['hydrating', 'nourishing'], skinType: [] },
    shade: { family: 'glass-shine-lip-gloss', name: shade, swatch: color },
    look: { kind: 'gloss', color, accent: '#2b1a14' },
    ...listing,
  };
}

const LIPFIX_SHADES: ShadeVariant[] = [
  {
    shade: 'Rosewood',
    note: 'Rosewood is a dusty rose-brown.',
    color: '#9a4a4a',
    listing: {
      categories: inCategories('matte-lipfix', 'new-in', 'latest'),
      stock: stock(55, 60, 50),
      homeLists: ['new'],
      createdDaysAgo: 3,
      popularity: 310,
    },
  },
  {
    shade: 'Mocha',
    note: 'Mocha is a deep, cool-toned coffee brown.',
    color: '#5a3326',
    listing: {
      categories: inCategories('matte-lipfix', 'new-in', 'latest'),
      stock: stock(50, 45, 40),
      homeLists: ['new'],
      createdDaysAgo: 5,
      popularity: 290,
    },
  },
];

function lipfix({ shade, note, color, listing }: ShadeVariant): SeedProduct {
  return {
    slug: `matte-lipfix-${slugify(shade)}`,
    name: `Matte Lipfix – ${shade}`,
    description: `A liquid lipstick that sets to a weightless, transfer-resistant matte in under a minute. ${note}`,
    longDescription: `Matte Lipfix goes on creamy, then sets to a soft matte that stays put through meals and long days. Jojoba oil, squalane and vitamin E help it feel light and flexible rather than tight.\n\n${note} The doe-foot applicator makes a crisp edge easy.`,
    howToUse:
      'Outline the lips with the tip of the applicator, then fill in. Let it set for 60 seconds before pressing lips together. Remove with an oil-based cleanser.',
    activeIngredients: [ING.jojoba, ING.squalane, ING.vitaminE],
    otherIngredients:
      'Isododecane, Dimethicone, Trimethylsiloxysilicate, Kaolin, Disteardimonium Hectorite, Propylene Carbonate, Tocopherol, Parfum, CI 15850, CI 77491, CI 77499, CI 77891',
    prices: prices(10500, 20, 16),
    ngDiscountPercent: null,
    related: ['precision-lip-liner-chestnut', 'shea-nourish-lip-balm'],
    attributes: { forWhom: ['women'], skinConcerns: [], benefits: [], skinType: [] },
    shade: { family: 'matte-lipfix', name: shade, swatch: color },
    look: { kind: 'gloss', color, accent: '#3b2418' },
    ...listing,
  };
}

export const MAKE_UP_EYES_AND_LIPS: SeedProduct[] = [
  ...EYES,
  ...LIPSTICK_SHADES.map(lipstick),
  ...GLOSS_SHADES.map(gloss),
  {
    slug: 'precision-lip-liner-chestnut',
    name: 'Precision Lip Liner – Chestnut',
    description: 'A creamy, long-wearing lip liner in a warm chestnut brown that defines and shapes lips.',
    longDescription:
      'Chestnut is the universal deep-skin lip liner: warm enough to pair with nudes and browns, deep enough to frame reds and berries.\n\nThe creamy lead glides without tugging, then stays in place so lipstick doesn’t travel.',
    howToUse:
      'Trace the natural lip line, then soften inwards. Wear alone, under lipstick, or with Glass Shine Lip Gloss for a classic ’90s lip.',
    activeIngredients: [],
    otherIngredients:
      'Hydrogenated Coco-Glycerides, Synthetic Wax, Mica, Caprylic/Capric Triglyceride, Ethylhexyl Palmitate, Tocopherol, CI 77491, CI 77499, CI 77891, CI 15850',
    categories: inCategories('lip-liner', 'latest'),
    prices: prices(6500, 12, 10),
    ngDiscountPercent: null,
    stock: stock(110, 90, 80),
    related: ['velvet-matte-lipstick-cocoa', 'glass-shine-lip-gloss-honey', 'matte-lipfix-mocha'],
    attributes: { forWhom: ['women'], skinConcerns: [], benefits: [], skinType: [] },
    homeLists: ['recommended'],
    shade: { family: 'precision-lip-liner', name: 'Chestnut', swatch: '#6a3a28' },
    look: { kind: 'liner', color: '#6a3a28', accent: '#c9a25a' },
    createdDaysAgo: 38,
    popularity: 560,
  },
  {
    slug: 'shea-nourish-lip-balm',
    name: 'Shea Nourish Lip Balm',
    description: 'A rich, softly scented lip balm with shea and cocoa butters that keeps dry lips smooth.',
    longDescription:
      'A little tin of comfort. Shea and cocoa butters melt on contact to soften dry, flaky lips, and vitamin E keeps them conditioned.\n\nWear it alone, under lipstick as a smooth base, or overnight as a lip mask. Loved by the whole family.',
    howToUse: 'Smooth over lips whenever they feel dry. Apply a thicker layer at night.',
    activeIngredients: [ING.shea, ING.cocoa, ING.vitaminE],
    otherIngredients:
      'Ricinus Communis Seed Oil, Cera Alba, Cocos Nucifera Oil, Caprylic/Capric Triglyceride, Vanilla Planifolia Fruit Extract, Tocopherol',
    categories: inCategories('lip-balm', 'sales'),
    prices: prices(6500, 12, 10),
    ngDiscountPercent: 5,
    stock: stock(200, 150, 130),
    related: ['velvet-matte-lipstick-cocoa', 'glass-shine-lip-gloss-honey'],
    attributes: { forWhom: ['women', 'men'], skinConcerns: ['dry'], benefits: ['moisturizing', 'nourishing'], skinType: [] },
    homeLists: ['makeup'],
    look: { kind: 'balm', color: '#e9cfa8', accent: '#8a5a2b' },
    createdDaysAgo: 760,
    popularity: 760,
  },
  ...LIPFIX_SHADES.map(lipfix),
];
