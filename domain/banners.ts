/**
 * The 16 home banners: their words, where their call to action leads, their palette
 * and which side the words sit on. The storefront sets the words as real text over pictures that
 * server/seed/art/banners.ts draws in this order (products and decor only, no lettering), so a
 * phone shows every word at its own size. Every claim must be true of the shop (free US
 * delivery from $80; the sale is for Nigeria only).
 */
export const BANNER_PALETTES = ['cream', 'terracotta', 'plum', 'cocoa', 'blush', 'honey', 'espresso', 'sand', 'rose', 'olive'] as const;
export type BannerPalette = (typeof BANNER_PALETTES)[number];

/** Wide pictures (16:6) for screens from 768 px; square phone pictures below that. */
export type BannerShape = 'wide' | 'phone';
export const BANNER_WIDTHS: Record<BannerShape, readonly number[]> = { wide: [960, 1600], phone: [480, 800] };

export interface BannerSlide {
  eyebrow: string;
  headline: string;
  sub: string;
  cta: string;
  href: string;
  palette: BannerPalette;
  /** Words on the right of wide pictures instead of the left. */
  flip?: boolean;
}

/** Colour of the words (and of the button) on each palette, and of the button's label. */
export const BANNER_INK: Record<BannerPalette, { ink: string; onInk: string; top: string; bottom: string }> = {
  cream: { ink: '#2e1c14', onInk: '#fbf3ea', top: '#f6ece0', bottom: '#e7d2b9' },
  terracotta: { ink: '#fbf3ea', onInk: '#2e1c14', top: '#cd7f57', bottom: '#a9573a' },
  plum: { ink: '#f6e7d8', onInk: '#2e1c14', top: '#6a3154', bottom: '#3f1a31' },
  cocoa: { ink: '#f3e3cc', onInk: '#2e1c14', top: '#6a412c', bottom: '#3b2418' },
  blush: { ink: '#2e1c14', onInk: '#fbf3ea', top: '#f0d2c4', bottom: '#d9a896' },
  honey: { ink: '#2e1c14', onInk: '#fbf3ea', top: '#e9c47e', bottom: '#c9974a' },
  espresso: { ink: '#ecd49a', onInk: '#1d120c', top: '#3a251b', bottom: '#1d120c' },
  sand: { ink: '#5a3523', onInk: '#fbf3ea', top: '#ecdcc6', bottom: '#d4b994' },
  rose: { ink: '#fbefe6', onInk: '#2e1c14', top: '#c2837a', bottom: '#93564c' },
  olive: { ink: '#f6ecd9', onInk: '#2e1c14', top: '#978659', bottom: '#6c5c3a' },
};

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    eyebrow: 'Zaron Beauty',
    headline: 'Glow in every shade',
    sub: 'Skincare and make-up made for women of colour.',
    cta: 'Shop now',
    href: '/products',
    palette: 'cream',
  },
  {
    eyebrow: 'Skin-care',
    headline: 'Made for melanin-rich skin',
    sub: 'Thoughtful formulas for deep skin tones, from cleanser to sunscreen.',
    cta: 'Shop skin-care',
    href: '/skin-care',
    palette: 'terracotta',
    flip: true,
  },
  {
    eyebrow: 'United States',
    headline: 'Free US delivery over $80',
    sub: 'On every US order with a subtotal of $80 or more.',
    cta: 'Start shopping',
    href: '/products',
    palette: 'plum',
  },
  {
    eyebrow: 'Best seller',
    headline: 'Radiance, bottled',
    sub: 'Our Radiance Vitamin C Serum for a brighter-looking, even glow.',
    cta: 'Discover',
    href: '/product/radiance-vitamin-c-serum',
    palette: 'honey',
  },
  {
    eyebrow: 'Make up',
    headline: 'Second Skin Foundation',
    sub: 'True shades for deep skin, from Caramel to Ebony.',
    cta: 'Find your shade',
    href: '/category/foundation',
    palette: 'cocoa',
    flip: true,
  },
  {
    eyebrow: 'Lips',
    headline: 'Velvet matte in one stroke',
    sub: 'Cocoa, Brick Red and Plum: rich colour that feels soft, never dry.',
    cta: 'Shop lipstick',
    href: '/category/lipstick',
    palette: 'blush',
  },
  {
    eyebrow: 'Body',
    headline: 'Shea butter, head to toe',
    sub: 'Whipped body care that keeps dry, ashy skin soft all day.',
    cta: 'Shop body',
    href: '/category/women-body',
    palette: 'sand',
    flip: true,
  },
  {
    eyebrow: 'Men’s skin-care',
    headline: 'Skincare for him, too',
    sub: 'Face wash, daily SPF and beard oil for men of colour.',
    cta: 'Shop men',
    href: '/category/skin-care-men',
    palette: 'espresso',
  },
  {
    eyebrow: 'Offers in Nigeria',
    headline: 'Sale on selected favourites',
    sub: 'Selected favourites on sale for shoppers in Nigeria.',
    cta: 'Shop the sale',
    href: '/category/sales',
    palette: 'rose',
    flip: true,
  },
  {
    eyebrow: 'New in',
    headline: 'Just landed',
    sub: 'New shades and fresh formulas, from night cream to Matte Lipfix.',
    cta: 'Shop new in',
    href: '/new-in',
    palette: 'plum',
  },
  {
    eyebrow: 'Eyes',
    headline: 'Sunset on your lids',
    sub: 'Nine warm, richly pigmented shades inspired by Lagos evenings.',
    cta: 'Shop eyes',
    href: '/category/eyes',
    palette: 'terracotta',
  },
  {
    eyebrow: 'Nigeria',
    headline: 'Pick up in Lagos',
    sub: 'Choose pickup at checkout and collect your order in Lagos.',
    cta: 'Shop now',
    href: '/products',
    palette: 'honey',
    flip: true,
  },
  {
    eyebrow: 'Ambassadors',
    headline: 'Be the Face of Zaron 2025',
    sub: 'Apply online to join our ambassador programme.',
    cta: 'Apply now',
    href: '/face-of-zaron-2025',
    palette: 'espresso',
  },
  {
    eyebrow: 'Partner with us',
    headline: 'Stock Zaron in your store',
    sub: 'Wholesale for salons, spas and beauty retailers.',
    cta: 'Become a stockist',
    href: '/partner-with-us',
    palette: 'olive',
    flip: true,
  },
  {
    eyebrow: 'Experiences',
    headline: 'The Zaron Experience',
    sub: 'Book a hands-on skincare session for your team or community.',
    cta: 'Book a session',
    href: '/experience',
    palette: 'blush',
  },
  {
    eyebrow: 'Shipping',
    headline: 'From Lagos to London to LA',
    sub: 'We deliver to Nigeria, the UK and the US, priced in your currency.',
    cta: 'Shop now',
    href: '/products',
    palette: 'cream',
    flip: true,
  },
];
