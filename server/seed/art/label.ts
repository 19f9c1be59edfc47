import { BRAND } from './color';
import { SANS, SERIF, fitText, text } from './svg';

/** Splits 'Velvet Matte Lipstick – Cocoa' into the line name and the shade. */
function splitName(name: string): { main: string; shade?: string } {
  const [main = name, shade] = name.split(' – ');
  return { main, shade };
}

interface LabelOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  name: string;
  /** e.g. '30 ml · 1 fl oz'; omitted when empty. */
  size?: string;
  /** Ink colour; the paper is drawn only when `paper` is set. */
  ink: string;
  paper?: string;
  rule?: string;
}

/**
 * The brand label: 'ZARON' in spaced capitals, a fine rule, the product name in serif (shade in
 * italic) and the pack size, stacked and centred in the given box.
 */
export function label(o: LabelOptions): string {
  const { main, shade } = splitName(o.name);
  const inner = o.w * 0.84;
  const brandSize = Math.min(o.w * 0.085, o.h * 0.11);
  const fit = fitText(main, inner, Math.min(o.w * 0.14, o.h * 0.16), Math.max(7, o.w * 0.06), shade ? 2 : 3);
  const shadeSize = fit.size * 0.9;
  const sizeText = o.size ? Math.max(6, brandSize * 0.72) : 0;
  const gap = brandSize * 0.9;
  const nameH = fit.lines.length * fit.size * 1.15;
  const total = brandSize + gap * 1.6 + nameH + (shade ? shadeSize * 1.25 : 0) + (o.size ? gap + sizeText : 0);
  let y = o.y + (o.h - total) / 2 + brandSize * 0.85;
  const cx = o.x + o.w / 2;
  const parts: string[] = [];
  if (o.paper) {
    const inset = Math.min(o.w, o.h) * 0.05;
    parts.push(
      `<rect x="${o.x}" y="${o.y}" width="${o.w}" height="${o.h}" rx="${inset * 0.6}" fill="${o.paper}"/>`,
      `<rect x="${o.x + inset}" y="${o.y + inset}" width="${o.w - 2 * inset}" height="${o.h - 2 * inset}" rx="${inset * 0.3}" fill="none" stroke="${o.rule ?? BRAND.gold}" stroke-width="${Math.max(0.8, o.w * 0.006)}" opacity="0.8"/>`,
    );
  }
  parts.push(text('ZARON', { x: cx, y, size: brandSize, fill: o.ink, family: SANS, spacing: brandSize * 0.5, weight: 'bold' }));
  y += gap * 0.7;
  parts.push(
    `<rect x="${cx - o.w * 0.12}" y="${y}" width="${o.w * 0.24}" height="${Math.max(0.8, o.h * 0.006)}" fill="${o.rule ?? BRAND.gold}"/>`,
  );
  y += gap * 0.9 + fit.size * 0.85;
  parts.push(text(fit.lines, { x: cx, y, size: fit.size, fill: o.ink, family: SERIF, lineHeight: fit.size * 1.15 }));
  y += (fit.lines.length - 1) * fit.size * 1.15;
  if (shade) {
    y += shadeSize * 1.25;
    parts.push(text(shade, { x: cx, y, size: shadeSize, fill: o.ink, family: SERIF, italic: true }));
  }
  if (o.size) {
    y += gap + sizeText;
    parts.push(text(o.size, { x: cx, y, size: sizeText, fill: o.ink, family: SANS, spacing: sizeText * 0.15, opacity: 0.75 }));
  }
  return parts.join('');
}
