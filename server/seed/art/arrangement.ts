import { PRODUCTS } from '../catalog-data';
import type { SeedProduct } from '../types';
import { BRAND } from './color';
import { groundShadow, podium, type Piece } from './decor';
import { drawPack } from './packaging';
import { place } from './product-scenes';

/** Looks up a catalog product for campaign artwork; a typo fails loudly at generation time. */
function product(slug: string): SeedProduct {
  const p = PRODUCTS.find((x) => x.slug === slug);
  if (!p) throw new Error(`Artwork refers to unknown product ${slug}`);
  return p;
}

interface ArrangementOptions {
  /** Prefix for gradient ids, unique within the document. */
  id: string;
  cx: number;
  /** Where the podiums meet the floor. */
  floorY: number;
  /** Tallest pack height in user units. */
  maxH: number;
  /** Distance between neighbouring packs' centres. */
  spread: number;
  stone?: string;
}

/**
 * Up to four catalog products on plinths: one alone, two side by side, three stepped with the
 * middle one raised, four in a row on one long plinth.
 */
export function arrangement(slugs: string[], o: ArrangementOptions): Piece {
  const stone = o.stone ?? BRAND.ivory;
  const n = slugs.length;
  const defs: string[] = [];
  const svg: string[] = [];
  const slots = slugs.map((slug, i) => {
    const offset = (i - (n - 1) / 2) * o.spread;
    const raised = n === 3 && i === 1;
    const height = n === 4 ? 40 : raised ? 110 : n === 3 ? 46 : 70 - i * 26;
    return { slug, x: o.cx + offset, height, scale: raised || n !== 3 ? 1 : 0.8 };
  });
  const order = n === 3 ? [0, 2, 1] : slots.map((_, i) => i);
  if (n === 4) {
    const long = podium(`${o.id}-plinth`, o.cx, o.floorY - 40, o.spread * 2.3, 40, stone);
    defs.push(long.defs);
    svg.push(long.svg);
  }
  for (const i of order) {
    const slot = slots[i]!;
    const p = product(slot.slug);
    const pack = drawPack(`${o.id}-${i}`, p.look, p.name);
    const topY = o.floorY - slot.height;
    const s = Math.min((o.maxH * slot.scale) / pack.h, (o.spread * 0.9) / pack.w, 1.2 * (o.maxH / 440));
    defs.push(pack.defs);
    if (n !== 4) {
      const plinth = podium(`${o.id}-pod${i}`, slot.x, topY, Math.max(pack.w * s * 0.5 + 30, o.spread * 0.42), slot.height, stone);
      defs.push(plinth.defs);
      svg.push(plinth.svg);
    }
    const sh = groundShadow(`${o.id}-sh${i}`, slot.x, topY + 4, pack.w * s * 0.62, 10 + pack.w * s * 0.04);
    defs.push(sh.defs);
    svg.push(sh.svg, place(pack, slot.x, topY + 6, s));
  }
  return { defs: defs.join(''), svg: svg.join('') };
}
