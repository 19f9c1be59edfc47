import { BRAND, darken, mix } from './color';
import { PRODUCTS } from '../catalog-data';
import { arrangement } from './arrangement';
import { frond, sparkle } from './decor';
import { SANS, SERIF, doc, fitText, linear, radial, rng, text } from './svg';

/** Home carousel campaign visuals, 16:6, composed on a 1600 × 600 canvas. */
const W = 1600;
const H = 600;

interface Palette {
  top: string;
  bottom: string;
  ink: string;
  /** Shapes behind the products. */
  shape: string;
  stone: string;
}

const PALETTES = {
  cream: { top: '#f6ece0', bottom: '#e7d2b9', ink: BRAND.espresso, shape: '#e3c6a3', stone: BRAND.ivory },
  terracotta: { top: '#cd7f57', bottom: '#a9573a', ink: '#fbf3ea', shape: '#dc9670', stone: '#f1ddca' },
  plum: { top: '#6a3154', bottom: '#3f1a31', ink: '#f6e7d8', shape: '#854a6d', stone: '#ead7cf' },
  cocoa: { top: '#6a412c', bottom: '#3b2418', ink: '#f3e3cc', shape: '#805238', stone: '#e9d6c0' },
  blush: { top: '#f0d2c4', bottom: '#d9a896', ink: BRAND.espresso, shape: '#e6b8a4', stone: BRAND.ivory },
  honey: { top: '#e9c47e', bottom: '#c9974a', ink: BRAND.espresso, shape: '#f0d59c', stone: BRAND.ivory },
  espresso: { top: '#3a251b', bottom: '#1d120c', ink: BRAND.goldLight, shape: '#4e3325', stone: '#d9c3a8' },
  sand: { top: '#ecdcc6', bottom: '#d4b994', ink: BRAND.cocoa, shape: '#dcc19e', stone: BRAND.ivory },
  rose: { top: '#c2837a', bottom: '#93564c', ink: '#fbefe6', shape: '#d29a90', stone: '#f3e1d8' },
  olive: { top: '#978659', bottom: '#6c5c3a', ink: '#f6ecd9', shape: '#a99a6c', stone: '#efe3cc' },
} satisfies Record<string, Palette>;

interface Banner {
  eyebrow: string;
  headline: string;
  sub: string;
  cta: string;
  palette: keyof typeof PALETTES;
  products: string[];
  /** Text on the right instead of the left. */
  flip?: boolean;
}

/** The deepest NG discount in the catalog, so the sale banner never overstates it. */
const MAX_NG_DISCOUNT = Math.max(...PRODUCTS.map((p) => p.ngDiscountPercent ?? 0));

/** Every claim here must be true of the shop (spec §9: free US delivery from $80; NG-only sale). */
export const BANNERS: Banner[] = [
  { eyebrow: 'ZARON BEAUTY', headline: 'Glow in every shade', sub: 'Skincare and make-up made for women of colour.', cta: 'SHOP NOW', palette: 'cream', products: ['ceramide-barrier-moisturiser', 'radiance-vitamin-c-serum', 'second-skin-foundation-espresso'] },
  { eyebrow: 'SKIN-CARE', headline: 'Made for melanin-rich skin', sub: 'Thoughtful formulas for deep skin tones, from cleanser to sunscreen.', cta: 'SHOP SKIN-CARE', palette: 'terracotta', products: ['balance-gentle-gel-cleanser', 'glycolic-glow-toner', 'invisible-shield-sunscreen-spf-50'], flip: true },
  { eyebrow: 'UNITED STATES', headline: 'Free US delivery over $80', sub: 'On every US order with a subtotal of $80 or more.', cta: 'START SHOPPING', palette: 'plum', products: ['velvet-matte-lipstick-plum', 'lagos-sunset-eyeshadow-palette', 'glass-shine-lip-gloss-berry-crush'] },
  { eyebrow: 'BEST SELLER', headline: 'Radiance, bottled', sub: 'Our Radiance Vitamin C Serum for a brighter-looking, even glow.', cta: 'DISCOVER', palette: 'honey', products: ['radiance-vitamin-c-serum'] },
  { eyebrow: 'MAKE UP', headline: 'Second Skin Foundation', sub: 'True shades for deep skin, from Caramel to Ebony.', cta: 'FIND YOUR SHADE', palette: 'cocoa', products: ['second-skin-foundation-caramel', 'second-skin-foundation-mahogany', 'second-skin-foundation-espresso', 'second-skin-foundation-ebony'], flip: true },
  { eyebrow: 'LIPS', headline: 'Velvet matte in one stroke', sub: 'Cocoa, Brick Red and Plum: rich colour that feels soft, never dry.', cta: 'SHOP LIPSTICK', palette: 'blush', products: ['velvet-matte-lipstick-brick-red', 'velvet-matte-lipstick-cocoa', 'velvet-matte-lipstick-plum'] },
  { eyebrow: 'BODY', headline: 'Shea butter, head to toe', sub: 'Whipped body care that keeps dry, ashy skin soft all day.', cta: 'SHOP BODY', palette: 'sand', products: ['cocoa-glow-body-oil', 'shea-butter-body-cream', 'even-tone-body-lotion'], flip: true },
  { eyebrow: 'MEN’S SKIN-CARE', headline: 'Skincare for him, too', sub: 'Face wash, daily SPF and beard oil for men of colour.', cta: 'SHOP MEN', palette: 'espresso', products: ['mens-oil-control-face-wash', 'mens-daily-moisturiser-spf-30', 'mens-beard-skin-oil'] },
  { eyebrow: 'OFFERS IN NIGERIA', headline: `Sale: up to ${MAX_NG_DISCOUNT}% off`, sub: 'Selected favourites on sale for shoppers in Nigeria.', cta: 'SHOP THE SALE', palette: 'rose', products: ['spot-fade-alpha-arbutin-serum', 'soft-blur-setting-powder-rich-honey', 'velvet-matte-lipstick-plum'], flip: true },
  { eyebrow: 'NEW IN', headline: 'Just landed', sub: 'New shades and fresh formulas, from night cream to Matte Lipfix.', cta: 'SHOP NEW IN', palette: 'plum', products: ['matte-lipfix-rosewood', 'bakuchiol-night-renewal-cream', 'bronze-goddess-eyeshadow-palette'] },
  { eyebrow: 'EYES', headline: 'Sunset on your lids', sub: 'Nine warm, richly pigmented shades inspired by Lagos evenings.', cta: 'SHOP EYES', palette: 'terracotta', products: ['lagos-sunset-eyeshadow-palette', 'ink-noir-volumising-mascara'] },
  { eyebrow: 'NIGERIA', headline: 'Pick up in Lagos', sub: 'Choose pickup at checkout and collect your order in Lagos.', cta: 'SHOP NOW', palette: 'honey', products: ['shea-nourish-lip-balm', 'shea-butter-body-cream', 'glass-shine-lip-gloss-honey'], flip: true },
  { eyebrow: 'AMBASSADORS', headline: 'Be the Face of Zaron 2025', sub: 'Apply online to join our ambassador programme.', cta: 'APPLY NOW', palette: 'espresso', products: ['velvet-matte-lipstick-cocoa', 'bronze-goddess-eyeshadow-palette', 'glass-shine-lip-gloss-honey'] },
  { eyebrow: 'PARTNER WITH US', headline: 'Stock Zaron in your store', sub: 'Wholesale for salons, spas and beauty retailers.', cta: 'BECOME A STOCKIST', palette: 'olive', products: ['even-tone-niacinamide-serum', 'shea-butter-body-cream', 'mens-cedar-shea-body-wash'], flip: true },
  { eyebrow: 'EXPERIENCES', headline: 'The Zaron Experience', sub: 'Book a hands-on skincare session for your team or community.', cta: 'BOOK A SESSION', palette: 'blush', products: ['rose-hibiscus-hydrating-mist', 'caffeine-bright-eye-cream'] },
  { eyebrow: 'SHIPPING', headline: 'From Lagos to London to LA', sub: 'We deliver to Nigeria, the UK and the US, priced in your currency.', cta: 'SHOP NOW', palette: 'cream', products: ['marula-radiance-facial-oil', 'kojic-clay-clarifying-mask', 'velvet-matte-lipstick-brick-red'], flip: true },
];

/** Banner `index` (0-based) as SVG at the given pixel width. */
export function bannerSvg(index: number, width: number): string {
  const b = BANNERS[index];
  if (!b) throw new Error(`No banner ${index}`);
  const pal: Palette = PALETTES[b.palette];
  const rand = rng(`banner-${index}`);
  const textX = b.flip ? 900 : 120;
  const artX = b.flip ? 440 : 1160;

  // A short headline reads best on one line; longer ones wrap to two at a larger size.
  const oneLine = fitText(b.headline, 700, 74, 60, 1);
  const head = oneLine.lines.length === 1 && oneLine.size > 60 ? oneLine : fitText(b.headline, 660, 76, 48, 2);
  const subOneLine = fitText(b.sub, 680, 26, 22, 1);
  const sub = subOneLine.lines.length === 1 && subOneLine.size > 22 ? subOneLine : fitText(b.sub, 600, 26, 20, 2);
  const blockH = 22 + 34 + head.lines.length * head.size * 1.08 + 26 + sub.lines.length * sub.size * 1.35 + 40 + 60;
  let y = (H - blockH) / 2 + 18;
  const textParts = [text(b.eyebrow, { x: textX, y, size: 18, fill: pal.ink, family: SANS, anchor: 'start', spacing: 6, weight: 'bold', opacity: 0.8 })];
  y += 22;
  textParts.push(`<rect x="${textX}" y="${y}" width="64" height="2" fill="${BRAND.gold}"/>`);
  y += 34 + head.size * 0.8;
  textParts.push(text(head.lines, { x: textX, y, size: head.size, fill: pal.ink, family: SERIF, anchor: 'start', lineHeight: head.size * 1.08 }));
  y += (head.lines.length - 1) * head.size * 1.08 + 26 + sub.size;
  textParts.push(text(sub.lines, { x: textX, y, size: sub.size, fill: pal.ink, family: SANS, anchor: 'start', lineHeight: sub.size * 1.35, opacity: 0.88 }));
  y += (sub.lines.length - 1) * sub.size * 1.35 + 40;
  const ctaW = b.cta.length * 14 + 72;
  textParts.push(
    `<rect x="${textX}" y="${y}" width="${ctaW}" height="56" rx="28" fill="${pal.ink}"/>`,
    text(b.cta, { x: textX + ctaW / 2, y: y + 35, size: 16, fill: mix(pal.bottom, BRAND.espresso, 0.2), family: SANS, spacing: 3, weight: 'bold' }),
  );

  const floorY = 560;
  const art = arrangement(b.products, {
    id: 'b', cx: artX, floorY, maxH: b.products.length === 1 ? 400 : 330, spread: b.products.length === 4 ? 150 : 210, stone: pal.stone,
  });
  const defs = [
    linear('bg', [[0, pal.top], [1, pal.bottom]], 0, 0, 0.4, 1),
    radial('glow', [[0, '#ffffff', 0.35], [1, '#ffffff', 0]], 0.5, 0.5, 0.5),
    art.defs,
  ].join('');
  // Sparkles sit around the circle's rim, clear of the products.
  const sparkles = Array.from({ length: 5 }, (_, i) => {
    const a = Math.PI * (1.05 + (i / 4) * 0.9) + rand() * 0.15;
    return sparkle(artX + Math.cos(a) * 300, 300 + Math.sin(a) * 290, 6 + rand() * 9, BRAND.goldLight, 0.75);
  }).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="${artX}" cy="${300}" r="270" fill="${pal.shape}" opacity="0.75"/>`,
    `<circle cx="${artX}" cy="300" r="300" fill="none" stroke="${BRAND.gold}" stroke-width="2" opacity="0.5"/>`,
    `<ellipse cx="${artX - 40}" cy="200" rx="360" ry="240" fill="url(#glow)"/>`,
    frond(b.flip ? 60 : W - 60, H + 40, 520, b.flip ? 30 : -30, darken(pal.bottom, 0.35), 0.16),
    frond(b.flip ? 140 : W - 150, H + 60, 420, b.flip ? 58 : -58, darken(pal.bottom, 0.35), 0.12),
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${darken(pal.bottom, 0.08)}" opacity="0.55"/>`,
    art.svg,
    sparkles,
    textParts.join(''),
  ].join('');
  return doc(width, Math.round((width * H) / W), W, H, defs, body);
}
