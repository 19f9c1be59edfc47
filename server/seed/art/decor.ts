import { BRAND, darken, lighten } from './color';
import { face, pan, shadow } from './materials';
import { radial } from './svg';

/** Props that dress a scene: podiums, leaves, pearls, organic blobs. */

export interface Piece {
  defs: string;
  svg: string;
}

/** A round plinth seen slightly from above: top ellipse at `topY`. */
export function podium(id: string, cx: number, topY: number, rx: number, height: number, color: string): Piece {
  const ry = rx * 0.16;
  return {
    defs:
      face(`${id}-side`, color, 0.1) +
      radial(
        `${id}-top`,
        [
          [0, lighten(color, 0.25)],
          [1, lighten(color, 0.05)],
        ],
        0.4,
        0.4,
        0.7,
      ),
    svg:
      `<path d="M${cx - rx},${topY} L${cx - rx},${topY + height} A${rx},${ry} 0 0 0 ${cx + rx},${topY + height} L${cx + rx},${topY} Z" fill="url(#${id}-side)"/>` +
      `<ellipse cx="${cx}" cy="${topY}" rx="${rx}" ry="${ry}" fill="url(#${id}-top)"/>`,
  };
}

/** A soft contact shadow under an object standing at (cx, y). */
export function groundShadow(id: string, cx: number, y: number, rx: number, ry: number, strength = 0.38): Piece {
  return { defs: shadow(id, BRAND.espresso, strength), svg: `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>` };
}

/** A single leaf with a midrib, its stem at (x, y), pointing up before rotation. */
export function leaf(x: number, y: number, len: number, width: number, rotate: number, color: string, opacity = 1): string {
  const w = width / 2;
  return (
    `<g transform="translate(${x},${y}) rotate(${rotate})" opacity="${opacity}">` +
    `<path d="M0,0 C${w * 1.5},${-len * 0.25} ${w * 1.1},${-len * 0.8} 0,${-len} C${-w * 1.1},${-len * 0.8} ${-w * 1.5},${-len * 0.25} 0,0 Z" fill="${color}"/>` +
    `<path d="M0,0 Q${w * 0.15},${-len * 0.5} 0,${-len * 0.96}" stroke="${darken(color, 0.25)}" stroke-width="${Math.max(1.2, width * 0.04)}" fill="none" opacity="0.6"/>` +
    '</g>'
  );
}

/** A palm frond: a curved stem with leaflets on both sides, used as a faint shadow on walls. */
export function frond(x: number, y: number, len: number, rotate: number, color: string, opacity: number): string {
  const parts = [`<path d="M0,0 Q${len * 0.08},${-len * 0.5} 0,${-len}" stroke="${color}" stroke-width="${len * 0.012}" fill="none"/>`];
  const count = 12;
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1);
    const ly = -len * t;
    const size = len * 0.34 * Math.sin(Math.PI * (0.2 + t * 0.7));
    for (const side of [-1, 1]) {
      parts.push(
        `<path d="M${len * 0.02},${ly} q${side * size * 0.5},${-size * 0.05} ${side * size},${size * 0.35} q${-side * size * 0.55},${-size * 0.12} ${-side * size},${-size * 0.27} Z" fill="${color}"/>`,
      );
    }
  }
  return `<g transform="translate(${x},${y}) rotate(${rotate})" opacity="${opacity}">${parts.join('')}</g>`;
}

/** A small glossy sphere (pearl, bead or droplet). */
export function pearl(id: string, cx: number, cy: number, r: number, color: string): Piece {
  return {
    defs: radial(
      id,
      [
        [0, lighten(color, 0.7)],
        [0.35, lighten(color, 0.15)],
        [1, darken(color, 0.3)],
      ],
      0.35,
      0.32,
      0.7,
    ),
    svg: `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`,
  };
}

/** A pebble seen from above. */
export function pebble(id: string, cx: number, cy: number, rx: number, ry: number, rotate: number, color: string): Piece {
  return {
    defs: pan(id, color),
    svg:
      `<ellipse cx="${cx + 4}" cy="${cy + 7}" rx="${rx}" ry="${ry}" transform="rotate(${rotate} ${cx} ${cy})" fill="${BRAND.espresso}" opacity="0.18"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rotate} ${cx} ${cy})" fill="url(#${id})"/>`,
  };
}

/** A smooth organic closed shape around (cx, cy), e.g. a dollop of cream. */
export function blobPath(cx: number, cy: number, r: number, rand: () => number, points = 9, wobble = 0.22): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const rr = r * (1 - wobble / 2 + rand() * wobble);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.86] as const;
  });
  const mid = (i: number) => {
    const a = pts[i % points]!;
    const b = pts[(i + 1) % points]!;
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  };
  const start = mid(0);
  let d = `M${start[0].toFixed(1)},${start[1].toFixed(1)}`;
  for (let i = 1; i <= points; i++) {
    const c = pts[i % points]!;
    const m = mid(i);
    d += ` Q${c[0].toFixed(1)},${c[1].toFixed(1)} ${m[0].toFixed(1)},${m[1].toFixed(1)}`;
  }
  return `${d} Z`;
}

/** Small four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, color: string, opacity = 0.9): string {
  const k = r * 0.22;
  return `<path d="M${x},${y - r} Q${x + k},${y - k} ${x + r},${y} Q${x + k},${y + k} ${x},${y + r} Q${x - k},${y + k} ${x - r},${y} Q${x - k},${y - k} ${x},${y - r} Z" fill="${color}" opacity="${opacity}"/>`;
}
