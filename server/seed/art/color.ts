/** Small colour helpers for composing artwork from a product's look colours. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: Rgb): string {
  const to = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

/** Blends `a` towards `b` by `t` (0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parse(a), parse(b)];
  return format([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#1a0f0a', t);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const lin = parse(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

export const isDark = (hex: string) => luminance(hex) < 0.22;

/** The brand's neutrals, used around every product. */
export const BRAND = {
  cream: '#f6eee3',
  ivory: '#fbf7f1',
  sand: '#e8d6c0',
  latte: '#cfae8d',
  terracotta: '#c1673f',
  clay: '#a4553a',
  cocoa: '#5a3523',
  espresso: '#2e1c14',
  plum: '#5e2a4a',
  gold: '#c9a25a',
  goldLight: '#ecd49a',
} as const;

/** Euclidean distance in RGB, 0 to ~441. */
function distance(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Accents near the brand gold are drawn as brushed metal rather than flat paint. */
export const isGoldish = (c: string) => distance(c, BRAND.gold) < 70 || distance(c, BRAND.goldLight) < 50;
