import { BRAND, darken } from './color';
import { arrangement } from './arrangement';
import { frond, sparkle } from './decor';
import { SANS, SERIF, doc, linear, radial, rng, text } from './svg';

/** Home page featured tiles, 4:5, composed on an 800 × 1000 canvas. */
const W = 800;
const H = 1000;

interface Tile {
  top: string;
  bottom: string;
  arch: string;
  stone: string;
  products: string[];
}

const FEATURED = {
  'best-sellers': {
    top: '#f5e9da',
    bottom: '#e3c9a8',
    arch: '#d9b48a',
    stone: BRAND.ivory,
    products: ['shea-butter-body-cream', 'radiance-vitamin-c-serum', 'velvet-matte-lipstick-cocoa'],
  },
  'make-up': {
    top: '#e9c3b6',
    bottom: '#c98f80',
    arch: '#b9726a',
    stone: '#f6e6dc',
    products: ['glass-shine-lip-gloss-honey', 'second-skin-foundation-espresso', 'velvet-matte-lipstick-brick-red'],
  },
  'skin-care': {
    top: '#e8cdb2',
    bottom: '#c9875f',
    arch: '#d99b72',
    stone: '#f7ece0',
    products: ['even-tone-niacinamide-serum', 'even-tone-body-lotion', 'glycolic-glow-toner'],
  },
  'new-in': {
    top: '#7a3f62',
    bottom: '#42203a',
    arch: '#8f5679',
    stone: '#ecdcd2',
    products: ['matte-lipfix-rosewood', 'bakuchiol-night-renewal-cream', 'glass-shine-lip-gloss-berry-crush'],
  },
  offers: {
    top: '#cf7c52',
    bottom: '#9a4c32',
    arch: '#de9a74',
    stone: '#f4e2d2',
    products: ['spot-fade-alpha-arbutin-serum', 'velvet-matte-lipstick-plum'],
  },
} satisfies Record<string, Tile>;

type TileSlug = keyof typeof FEATURED;
export const TILES = Object.keys(FEATURED) as TileSlug[];

/**
 * Featured tiles carry no words (the page sets the title beside them); the offers tile is an
 * advert of its own, so it carries its message.
 */
export function tileSvg(slug: TileSlug, width: number): string {
  const t: Tile = FEATURED[slug];
  const rand = rng(`tile-${slug}`);
  const offers = slug === 'offers';
  const floorY = offers ? 930 : 880;
  const art = arrangement(t.products, { id: 't', cx: 400, floorY, maxH: offers ? 380 : 420, spread: offers ? 260 : 230, stone: t.stone });
  const defs = [
    linear('bg', [
      [0, t.top],
      [1, t.bottom],
    ]),
    radial(
      'glow',
      [
        [0, '#ffffff', 0.4],
        [1, '#ffffff', 0],
      ],
      0.5,
      0.4,
      0.5,
    ),
    art.defs,
  ].join('');
  const archTop = offers ? 470 : 300;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<path d="M150,${floorY} L150,${archTop + 250} A250,250 0 0 1 650,${archTop + 250} L650,${floorY} Z" fill="${t.arch}" opacity="0.8"/>`,
    `<path d="M130,${floorY} L130,${archTop + 250} A270,270 0 0 1 670,${archTop + 250} L670,${floorY}" fill="none" stroke="${BRAND.gold}" stroke-width="2.5" opacity="0.6"/>`,
    `<ellipse cx="400" cy="${archTop + 200}" rx="380" ry="300" fill="url(#glow)"/>`,
    frond(W + 20, -20, 560, 215, darken(t.bottom, 0.4), 0.13),
    frond(-30, 120, 420, 130, darken(t.bottom, 0.4), 0.1),
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${darken(t.bottom, 0.1)}"/>`,
    art.svg,
    // Sparkles stay in the margins, clear of the products and the offer text.
    ...Array.from({ length: 4 }, (_, i) =>
      sparkle((i % 2 ? 600 : 60) + rand() * 140, (offers ? 180 : 120) + rand() * 280, 7 + rand() * 9, BRAND.goldLight, 0.75),
    ),
  ];
  if (offers) {
    body.push(
      text('ZARON', { x: 400, y: 110, size: 20, fill: '#fbf3ea', family: SANS, spacing: 10, weight: 'bold', opacity: 0.85 }),
      `<rect x="368" y="134" width="64" height="2" fill="${BRAND.goldLight}"/>`,
      text('Offers', { x: 400, y: 250, size: 104, fill: '#fbf3ea', family: SERIF }),
      text(['Selected favourites', 'on sale now'], {
        x: 400,
        y: 318,
        size: 32,
        fill: '#fbf3ea',
        family: SERIF,
        italic: true,
        lineHeight: 42,
      }),
      `<rect x="270" y="392" width="260" height="54" rx="27" fill="#fbf3ea"/>`,
      text('SHOP THE SALE', { x: 400, y: 426, size: 17, fill: '#7a3a24', family: SANS, spacing: 3, weight: 'bold' }),
    );
  }
  return doc(width, Math.round((width * H) / W), W, H, defs, body.join(''));
}
