import { BANNER_SLIDES, type BannerPalette, type BannerShape } from '../../../domain/banners';
import { BRAND, darken } from './color';
import { arrangement } from './arrangement';
import { frond, sparkle } from './decor';
import { doc, linear, radial, rng } from './svg';

/**
 * Home carousel campaign visuals without lettering: the storefront sets each banner's words
 * (domain/banners.ts) as real text over them. Two compositions: wide (16:6, a 1600 x 600 canvas,
 * products on the side away from the words) and phone (1:1, an 800 x 800 canvas, products below
 * the words).
 */
const CANVAS: Record<BannerShape, { w: number; h: number }> = { wide: { w: 1600, h: 600 }, phone: { w: 800, h: 800 } };

interface Palette {
  top: string;
  bottom: string;
  /** Shapes behind the products. */
  shape: string;
  stone: string;
}

const PALETTES: Record<BannerPalette, Palette> = {
  cream: { top: '#f6ece0', bottom: '#e7d2b9', shape: '#e3c6a3', stone: BRAND.ivory },
  terracotta: { top: '#cd7f57', bottom: '#a9573a', shape: '#dc9670', stone: '#f1ddca' },
  plum: { top: '#6a3154', bottom: '#3f1a31', shape: '#854a6d', stone: '#ead7cf' },
  cocoa: { top: '#6a412c', bottom: '#3b2418', shape: '#805238', stone: '#e9d6c0' },
  blush: { top: '#f0d2c4', bottom: '#d9a896', shape: '#e6b8a4', stone: BRAND.ivory },
  honey: { top: '#e9c47e', bottom: '#c9974a', shape: '#f0d59c', stone: BRAND.ivory },
  espresso: { top: '#3a251b', bottom: '#1d120c', shape: '#4e3325', stone: '#d9c3a8' },
  sand: { top: '#ecdcc6', bottom: '#d4b994', shape: '#dcc19e', stone: BRAND.ivory },
  rose: { top: '#c2837a', bottom: '#93564c', shape: '#d29a90', stone: '#f3e1d8' },
  olive: { top: '#978659', bottom: '#6c5c3a', shape: '#a99a6c', stone: '#efe3cc' },
};

/** The catalog products shown on each banner, in the order of BANNER_SLIDES. */
export const BANNER_PRODUCTS: string[][] = [
  ['ceramide-barrier-moisturiser', 'radiance-vitamin-c-serum', 'second-skin-foundation-espresso'],
  ['balance-gentle-gel-cleanser', 'glycolic-glow-toner', 'invisible-shield-sunscreen-spf-50'],
  ['velvet-matte-lipstick-plum', 'lagos-sunset-eyeshadow-palette', 'glass-shine-lip-gloss-berry-crush'],
  ['radiance-vitamin-c-serum'],
  ['second-skin-foundation-caramel', 'second-skin-foundation-mahogany', 'second-skin-foundation-espresso', 'second-skin-foundation-ebony'],
  ['velvet-matte-lipstick-brick-red', 'velvet-matte-lipstick-cocoa', 'velvet-matte-lipstick-plum'],
  ['cocoa-glow-body-oil', 'shea-butter-body-cream', 'even-tone-body-lotion'],
  ['mens-oil-control-face-wash', 'mens-daily-moisturiser-spf-30', 'mens-beard-skin-oil'],
  ['spot-fade-alpha-arbutin-serum', 'soft-blur-setting-powder-rich-honey', 'velvet-matte-lipstick-plum'],
  ['matte-lipfix-rosewood', 'bakuchiol-night-renewal-cream', 'bronze-goddess-eyeshadow-palette'],
  ['lagos-sunset-eyeshadow-palette', 'ink-noir-volumising-mascara'],
  ['shea-nourish-lip-balm', 'shea-butter-body-cream', 'glass-shine-lip-gloss-honey'],
  ['velvet-matte-lipstick-cocoa', 'bronze-goddess-eyeshadow-palette', 'glass-shine-lip-gloss-honey'],
  ['even-tone-niacinamide-serum', 'shea-butter-body-cream', 'mens-cedar-shea-body-wash'],
  ['rose-hibiscus-hydrating-mist', 'caffeine-bright-eye-cream'],
  ['marula-radiance-facial-oil', 'kojic-clay-clarifying-mask', 'velvet-matte-lipstick-brick-red'],
];

/** Banner `index` (0-based) as SVG at the given pixel width, in the wide or the phone composition. */
export function bannerSvg(index: number, width: number, shape: BannerShape = 'wide'): string {
  const slide = BANNER_SLIDES[index];
  const products = BANNER_PRODUCTS[index];
  if (!slide || !products) throw new Error(`No banner ${index}`);
  const pal = PALETTES[slide.palette];
  const { w: W, h: H } = CANVAS[shape];
  const rand = rng(`banner-${index}`);
  const wide = shape === 'wide';
  const flip = Boolean(slide.flip);
  // Wide: the products on the side away from the words. Phone: centred under the words.
  const artX = wide ? (flip ? 440 : 1160) : 400;
  const circleY = wide ? 300 : 590;
  const circleR = wide ? 270 : 200;
  const floorY = wide ? 560 : 770;
  const art = arrangement(products, {
    id: 'b',
    cx: artX,
    floorY,
    maxH: wide ? (products.length === 1 ? 400 : 330) : products.length === 1 ? 330 : 270,
    spread: wide ? (products.length === 4 ? 150 : 210) : products.length === 4 ? 140 : 190,
    stone: pal.stone,
  });
  const defs = [
    linear(
      'bg',
      [
        [0, pal.top],
        [1, pal.bottom],
      ],
      0,
      0,
      0.4,
      1,
    ),
    radial(
      'glow',
      [
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ],
      0.5,
      0.5,
      0.5,
    ),
    art.defs,
  ].join('');
  // Sparkles sit around the circle's rim, clear of the products.
  const sparkles = Array.from({ length: 5 }, (_, i) => {
    const a = Math.PI * (1.05 + (i / 4) * 0.9) + rand() * 0.15;
    return sparkle(artX + Math.cos(a) * (circleR + 30), circleY + Math.sin(a) * (circleR + 20), 6 + rand() * 9, BRAND.goldLight, 0.75);
  }).join('');
  const frondSide = wide ? flip : index % 2 === 1;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="${artX}" cy="${circleY}" r="${circleR}" fill="${pal.shape}" opacity="0.75"/>`,
    `<circle cx="${artX}" cy="${circleY}" r="${circleR + 30}" fill="none" stroke="${BRAND.gold}" stroke-width="2" opacity="0.5"/>`,
    `<ellipse cx="${artX - 40}" cy="${circleY - 100}" rx="${circleR * 1.3}" ry="${circleR * 0.9}" fill="url(#glow)"/>`,
    frond(frondSide ? 60 : W - 60, H + 40, wide ? 520 : 420, frondSide ? 30 : -30, darken(pal.bottom, 0.35), 0.16),
    frond(frondSide ? 140 : W - 150, H + 60, wide ? 420 : 340, frondSide ? 58 : -58, darken(pal.bottom, 0.35), 0.12),
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${darken(pal.bottom, 0.08)}" opacity="0.55"/>`,
    art.svg,
    sparkles,
  ].join('');
  return doc(width, Math.round((width * H) / W), W, H, defs, body);
}
