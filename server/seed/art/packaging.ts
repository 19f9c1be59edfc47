import type { LookKind } from '../types';
import { BRAND, darken, isDark, isGoldish, lighten, luminance, mix } from './color';
import { label } from './label';
import { cylinder, face, glass, glint, gold, mirror, pan, shadow } from './materials';
import { SANS, text } from './svg';

/**
 * Product silhouettes, drawn front-on with the origin at the middle of the base: the pack spans
 * x ∈ [-w/2, w/2] and y ∈ [-h, 0]. `labelled` is false for packs too slim to carry the name,
 * which scenes then pair with a labelled carton.
 */
export interface Pack {
  defs: string;
  svg: string;
  w: number;
  h: number;
  labelled: boolean;
}

interface PackLook {
  kind: LookKind;
  color: string;
  accent: string;
}

const SIZES: Partial<Record<LookKind, string>> = {
  serum: '30 ml · 1 fl oz',
  oil: '30 ml · 1 fl oz',
  cream: '50 ml · 1.7 fl oz',
  mask: '100 ml · 3.4 fl oz',
  cleanser: '150 ml · 5 fl oz',
  sunscreen: '50 ml · 1.7 fl oz',
  toner: '200 ml · 6.8 fl oz',
  'body-lotion': '400 ml · 13.5 fl oz',
  foundation: '30 ml · 1 fl oz',
  balm: '15 g · 0.5 oz',
};

/** Ink and paper for a label printed on a body of the given colour. */
function labelStyle(body: string, framedOnLight: boolean): { ink: string; paper?: string; rule: string } {
  // Gold printed straight onto the pack only reads on very deep colours.
  if (luminance(body) < 0.1) return { ink: BRAND.goldLight, rule: BRAND.gold };
  if (framedOnLight) return { ink: BRAND.espresso, paper: BRAND.ivory, rule: BRAND.gold };
  return { ink: BRAND.espresso, rule: darken(BRAND.gold, 0.15) };
}

/** Gold accents become brushed metal; other accents a shaded plastic. */
function capFill(id: string, accent: string, defs: string[]): string {
  if (isGoldish(accent)) {
    defs.push(gold(`${id}-cap`));
  } else {
    defs.push(cylinder(`${id}-cap`, accent));
  }
  return `url(#${id}-cap)`;
}

const highlight = (id: string, x: number, y: number, w: number, h: number, r = w / 2) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${id}-glint)"/>`;

function dropper(id: string, look: PackLook, name: string, round: boolean): Pack {
  const defs = [cylinder(`${id}-body`, look.color, 0.96), gold(`${id}-gold`), glint(`${id}-glint`)];
  const bulb = isGoldish(look.accent) ? BRAND.espresso : look.accent;
  defs.push(cylinder(`${id}-bulb`, bulb));
  const w = round ? 190 : 170;
  const half = w / 2;
  const body = round
    ? `<path d="M${-half},-14 Q${-half},0 ${-half + 14},0 L${half - 14},0 Q${half},0 ${half},-14 L${half},-205 Q${half},-262 40,-280 L40,-298 L-40,-298 L-40,-280 Q${-half},-262 ${-half},-205 Z" fill="url(#${id}-body)"/>`
    : `<rect x="${-half}" y="-262" width="${w}" height="262" rx="24" fill="url(#${id}-body)"/>` +
      `<path d="M-58,-258 Q-40,-290 -34,-296 L34,-296 Q40,-290 58,-258 Z" fill="url(#${id}-body)"/>`;
  const collarY = round ? -338 : -336;
  const svg = [
    body,
    `<rect x="-6" y="${collarY + 40}" width="12" height="${-collarY - 80}" rx="6" fill="#ffffff" opacity="0.22"/>`,
    highlight(id, -half + 14, round ? -232 : -248, 16, round ? 216 : 232),
    `<rect x="-47" y="${collarY}" width="94" height="46" rx="7" fill="url(#${id}-gold)"/>`,
    ...[0.3, 0.5, 0.7].map((t) => `<rect x="-47" y="${collarY + 46 * t}" width="94" height="1.6" fill="#5e4216" opacity="0.45"/>`),
    `<path d="M-30,${collarY} L-30,${collarY - 76} Q-30,${collarY - 124} 0,${collarY - 124} Q30,${collarY - 124} 30,${collarY - 76} L30,${collarY} Z" fill="url(#${id}-bulb)"/>`,
    `<rect x="-20" y="${collarY - 104}" width="8" height="70" rx="4" fill="#ffffff" opacity="0.18"/>`,
    label({
      x: -half + 16,
      y: round ? -210 : -222,
      w: w - 32,
      h: round ? 170 : 182,
      name,
      size: SIZES[look.kind],
      ...labelStyle(look.color, true),
    }),
  ].join('');
  return { defs: defs.join(''), svg, w, h: -collarY + 124, labelled: true };
}

function jar(id: string, look: PackLook, name: string, wide: boolean): Pack {
  const w = wide ? 340 : 300;
  const bodyH = wide ? 140 : 170;
  const lidH = wide ? 66 : 82;
  const half = w / 2;
  const defs = [cylinder(`${id}-body`, look.color), glint(`${id}-glint`)];
  const lid = capFill(id, look.accent, defs);
  const lidTop = -bodyH - lidH + 6;
  const svg = [
    `<rect x="${-half}" y="${-bodyH}" width="${w}" height="${bodyH}" rx="22" fill="url(#${id}-body)"/>`,
    `<rect x="${-half + 6}" y="-8" width="${w - 12}" height="8" rx="4" fill="#000000" opacity="0.08"/>`,
    highlight(id, -half + 18, -bodyH + 16, 18, bodyH - 32),
    `<rect x="${-half - 8}" y="${lidTop}" width="${w + 16}" height="${lidH}" rx="14" fill="${lid}"/>`,
    `<rect x="${-half - 8}" y="${lidTop + lidH - 10}" width="${w + 16}" height="4" fill="#000000" opacity="0.12"/>`,
    `<ellipse cx="0" cy="${lidTop + 2}" rx="${half - 4}" ry="5" fill="#ffffff" opacity="0.25"/>`,
    label({ x: -half + 34, y: -bodyH + 16, w: w - 68, h: bodyH - 32, name, size: SIZES[look.kind], ...labelStyle(look.color, false) }),
  ].join('');
  return { defs: defs.join(''), svg, w: w + 16, h: -lidTop, labelled: true };
}

function tube(id: string, look: PackLook, name: string, banded: boolean): Pack {
  const defs = [cylinder(`${id}-body`, look.color), glint(`${id}-glint`)];
  const cap = capFill(id, look.accent, defs);
  const top = banded ? -380 : -410;
  const topW = banded ? 104 : 98;
  const svg = [
    `<path d="M-60,-72 C-70,-170 ${-topW},${top + 120} ${-topW},${top} L${topW},${top} C${topW},${top + 120} 70,-170 60,-72 Z" fill="url(#${id}-body)"/>`,
    `<rect x="${-topW - 2}" y="${top - 22}" width="${topW * 2 + 4}" height="26" rx="3" fill="${darken(look.color, 0.12)}"/>`,
    ...Array.from(
      { length: 14 },
      (_, i) =>
        `<rect x="${-topW + 8 + i * ((topW * 2 - 16) / 13)}" y="${top - 20}" width="1.5" height="22" fill="#000000" opacity="0.14"/>`,
    ),
    banded ? `<rect x="${-topW + 1}" y="${top}" width="${topW * 2 - 2}" height="30" fill="${look.accent}" opacity="0.9"/>` : '',
    highlight(id, -topW + 22, top + 36, 16, -top - 150),
    `<rect x="-64" y="-74" width="128" height="74" rx="16" fill="${cap}"/>`,
    `<rect x="-64" y="-64" width="128" height="3" fill="#000000" opacity="0.15"/>`,
    label({ x: -70, y: top + (banded ? 56 : 40), w: 140, h: 200, name, size: SIZES[look.kind], ...labelStyle(look.color, false) }),
  ].join('');
  return { defs: defs.join(''), svg, w: topW * 2 + 4, h: -top + 22, labelled: true };
}

function tallBottle(id: string, look: PackLook, name: string): Pack {
  const defs = [cylinder(`${id}-body`, look.color, 0.95), glint(`${id}-glint`)];
  const cap = capFill(id, look.accent, defs);
  const svg = [
    `<path d="M-78,-20 Q-78,0 -58,0 L58,0 Q78,0 78,-20 L78,-318 Q78,-350 40,-360 L-40,-360 Q-78,-350 -78,-318 Z" fill="url(#${id}-body)"/>`,
    highlight(id, -64, -330, 15, 300),
    `<rect x="-34" y="-372" width="68" height="16" fill="${darken(look.color, 0.25)}"/>`,
    `<rect x="-38" y="-456" width="76" height="88" rx="9" fill="${cap}"/>`,
    ...[0.2, 0.35, 0.5, 0.65, 0.8].map((t) => `<rect x="${-38 + 76 * t}" y="-452" width="1.4" height="80" fill="#000000" opacity="0.12"/>`),
    label({ x: -62, y: -292, w: 124, h: 206, name, size: SIZES[look.kind], ...labelStyle(look.color, true) }),
  ].join('');
  return { defs: defs.join(''), svg, w: 156, h: 456, labelled: true };
}

function pumpBottle(id: string, look: PackLook, name: string): Pack {
  const defs = [cylinder(`${id}-body`, look.color), glint(`${id}-glint`)];
  const cap = capFill(id, look.accent, defs);
  const svg = [
    `<path d="M-90,-30 Q-90,0 -60,0 L60,0 Q90,0 90,-30 L90,-318 Q90,-350 52,-356 L-52,-356 Q-90,-350 -90,-318 Z" fill="url(#${id}-body)"/>`,
    highlight(id, -74, -330, 16, 296),
    `<rect x="-36" y="-386" width="72" height="34" rx="6" fill="${cap}"/>`,
    `<rect x="-9" y="-424" width="18" height="40" fill="${cap}"/>`,
    `<rect x="-30" y="-448" width="60" height="28" rx="8" fill="${cap}"/>`,
    `<path d="M26,-446 L92,-440 Q100,-439 100,-432 Q100,-426 92,-426 L26,-424 Z" fill="${cap}"/>`,
    label({ x: -72, y: -286, w: 144, h: 214, name, size: SIZES[look.kind], ...labelStyle(look.color, true) }),
  ].join('');
  return { defs: defs.join(''), svg, w: 200, h: 448, labelled: true };
}

function foundationBottle(id: string, look: PackLook, name: string): Pack {
  const defs = [cylinder(`${id}-liquid`, look.color), glass(`${id}-glass`, look.color), glint(`${id}-glint`), gold(`${id}-gold`)];
  const svg = [
    `<rect x="-88" y="-240" width="176" height="240" rx="18" fill="${lighten(look.color, 0.55)}" opacity="0.5"/>`,
    `<rect x="-88" y="-240" width="176" height="240" rx="18" fill="url(#${id}-glass)"/>`,
    // The foundation over the glass, so the bottle shows its shade rather than a grey tint.
    `<rect x="-74" y="-226" width="148" height="212" rx="10" fill="url(#${id}-liquid)" opacity="0.94"/>`,
    highlight(id, -80, -228, 12, 210),
    `<rect x="-40" y="-262" width="80" height="26" rx="4" fill="url(#${id}-gold)"/>`,
    `<rect x="-46" y="-356" width="92" height="98" rx="10" fill="${BRAND.espresso}"/>`,
    `<rect x="-40" y="-350" width="10" height="86" rx="5" fill="#ffffff" opacity="0.12"/>`,
    // A short label low on the bottle leaves the shade itself in sight above it.
    label({ x: -64, y: -128, w: 128, h: 100, name, ...labelStyle(BRAND.ivory, true) }),
  ].join('');
  return { defs: defs.join(''), svg, w: 176, h: 356, labelled: true };
}

function compact(id: string, look: PackLook): Pack {
  const defs = [gold(`${id}-gold`), mirror(`${id}-mirror`), pan(`${id}-pan`, look.color)];
  const svg = [
    `<ellipse cx="0" cy="-228" rx="150" ry="150" fill="url(#${id}-gold)"/>`,
    `<ellipse cx="0" cy="-228" rx="134" ry="134" fill="url(#${id}-mirror)"/>`,
    `<path d="M-80,-300 L-30,-350 M-60,-250 L20,-330" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.55"/>`,
    `<path d="M-162,-74 L-162,-38 A162,40 0 0 0 162,-38 L162,-74 Z" fill="url(#${id}-gold)"/>`,
    `<ellipse cx="0" cy="-74" rx="162" ry="46" fill="${darken(BRAND.gold, 0.1)}"/>`,
    `<ellipse cx="0" cy="-74" rx="142" ry="38" fill="url(#${id}-pan)"/>`,
    ...[0.75, 0.5, 0.25].map(
      (t) =>
        `<ellipse cx="0" cy="-74" rx="${142 * t}" ry="${38 * t}" fill="none" stroke="${lighten(look.color, 0.35)}" stroke-width="2" opacity="0.45"/>`,
    ),
    text('ZARON', { x: 0, y: -42, size: 14, fill: '#5e4216', family: SANS, spacing: 7, weight: 'bold', opacity: 0.8 }),
  ].join('');
  return { defs: defs.join(''), svg, w: 324, h: 378, labelled: false };
}

/** Nine eyeshadow shades around the product colour. */
function paletteShades(color: string): string[] {
  return [
    lighten(color, 0.55),
    mix(color, BRAND.goldLight, 0.55),
    mix(color, BRAND.terracotta, 0.4),
    lighten(color, 0.25),
    color,
    mix(color, BRAND.gold, 0.6),
    mix(color, BRAND.plum, 0.45),
    darken(color, 0.35),
    darken(color, 0.65),
  ];
}

function palette(id: string, look: PackLook): Pack {
  const shades = paletteShades(look.color);
  const defs = [gold(`${id}-gold`), face(`${id}-case`, BRAND.espresso, 0.1), ...shades.map((c, i) => pan(`${id}-p${i}`, c))];
  const pans = shades
    .map((_, i) => {
      const x = -150 + (i % 3) * 102;
      const y = -232 + Math.floor(i / 3) * 62;
      const shimmer = i === 1 || i === 5;
      return (
        `<rect x="${x}" y="${y}" width="96" height="54" rx="6" fill="url(#${id}-p${i})"/>` +
        (shimmer ? `<rect x="${x + 8}" y="${y + 6}" width="50" height="12" rx="6" fill="#ffffff" opacity="0.35"/>` : '')
      );
    })
    .join('');
  const svg = [
    `<rect x="-180" y="-262" width="360" height="262" rx="16" fill="url(#${id}-case)"/>`,
    `<rect x="-170" y="-252" width="340" height="242" rx="10" fill="none" stroke="url(#${id}-gold)" stroke-width="4"/>`,
    pans,
    text('ZARON', { x: 0, y: -26, size: 16, fill: BRAND.goldLight, family: SANS, spacing: 8, weight: 'bold' }),
  ].join('');
  return { defs: defs.join(''), svg, w: 360, h: 262, labelled: false };
}

function mascara(id: string, look: PackLook): Pack {
  const defs = [cylinder(`${id}-body`, look.color), gold(`${id}-gold`)];
  const svg = [
    `<rect x="-27" y="-210" width="54" height="210" rx="12" fill="url(#${id}-body)"/>`,
    `<rect x="-25" y="-226" width="50" height="18" fill="url(#${id}-gold)"/>`,
    `<rect x="-25" y="-440" width="50" height="216" rx="10" fill="url(#${id}-gold)"/>`,
    `<g transform="translate(6,-40) rotate(-90)">${text('ZARON', { x: 0, y: 0, size: 16, fill: BRAND.goldLight, family: SANS, spacing: 6, anchor: 'start', weight: 'bold' })}</g>`,
  ].join('');
  return { defs: defs.join(''), svg, w: 54, h: 440, labelled: false };
}

function pencil(id: string, look: PackLook): Pack {
  const defs = [cylinder(`${id}-body`, look.color), gold(`${id}-gold`), cylinder(`${id}-wood`, '#d8b48a')];
  const svg = [
    `<rect x="-16" y="-380" width="32" height="380" rx="4" fill="url(#${id}-body)"/>`,
    `<rect x="-16" y="-60" width="32" height="60" rx="4" fill="url(#${id}-gold)"/>`,
    `<path d="M-16,-380 L16,-380 L5,-432 L-5,-432 Z" fill="url(#${id}-wood)"/>`,
    `<path d="M-5,-430 L5,-430 L1.5,-450 L-1.5,-450 Z" fill="${darken(look.color, 0.1)}"/>`,
    `<g transform="translate(6,-90) rotate(-90)">${text('ZARON', { x: 0, y: 0, size: 15, fill: BRAND.goldLight, family: SANS, spacing: 6, anchor: 'start', weight: 'bold' })}</g>`,
  ].join('');
  return { defs: defs.join(''), svg, w: 32, h: 450, labelled: false };
}

function glossTube(id: string, look: PackLook): Pack {
  const defs = [cylinder(`${id}-liquid`, look.color), glass(`${id}-glass`, look.color), glint(`${id}-glint`), gold(`${id}-gold`)];
  const capColor = capFill(id, look.accent, defs);
  const svg = [
    `<rect x="-30" y="-240" width="60" height="240" rx="16" fill="${lighten(look.color, 0.6)}" opacity="0.6"/>`,
    `<rect x="-22" y="-230" width="44" height="222" rx="11" fill="url(#${id}-liquid)"/>`,
    `<rect x="-30" y="-240" width="60" height="240" rx="16" fill="url(#${id}-glass)"/>`,
    highlight(id, -24, -228, 9, 210),
    `<rect x="-26" y="-254" width="52" height="16" fill="url(#${id}-gold)"/>`,
    `<rect x="-26" y="-424" width="52" height="172" rx="10" fill="${capColor}"/>`,
    `<g transform="translate(6,-40) rotate(-90)">${text('ZARON', { x: 0, y: 0, size: 15, fill: BRAND.ivory, family: SANS, spacing: 6, anchor: 'start', weight: 'bold', opacity: 0.9 })}</g>`,
  ].join('');
  return { defs: defs.join(''), svg, w: 60, h: 424, labelled: false };
}

function lipstick(id: string, look: PackLook): Pack {
  const defs = [cylinder(`${id}-bullet`, look.color), gold(`${id}-gold`)];
  const svg = [
    `<path d="M-34,-222 L-34,-300 Q-34,-310 -24,-314 L26,-344 Q34,-348 34,-338 L34,-222 Z" fill="url(#${id}-bullet)"/>`,
    `<path d="M-26,-300 L-26,-226" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.25"/>`,
    `<rect x="-42" y="-228" width="84" height="60" rx="4" fill="url(#${id}-gold)"/>`,
    `<rect x="-50" y="-174" width="100" height="174" rx="8" fill="url(#${id}-gold)"/>`,
    `<rect x="-50" y="-174" width="100" height="6" fill="#5e4216" opacity="0.35"/>`,
    `<g transform="translate(6,-30) rotate(-90)">${text('ZARON', { x: 0, y: 0, size: 16, fill: '#5e4216', family: SANS, spacing: 7, anchor: 'start', weight: 'bold', opacity: 0.8 })}</g>`,
  ].join('');
  return { defs: defs.join(''), svg, w: 100, h: 348, labelled: false };
}

function tin(id: string, look: PackLook, name: string): Pack {
  const defs = [cylinder(`${id}-lid`, look.color), gold(`${id}-gold`)];
  const svg = [
    `<rect x="-128" y="-74" width="256" height="74" rx="12" fill="url(#${id}-gold)"/>`,
    `<rect x="-136" y="-160" width="272" height="92" rx="16" fill="url(#${id}-lid)"/>`,
    `<rect x="-136" y="-76" width="272" height="6" fill="#000000" opacity="0.15"/>`,
    `<ellipse cx="0" cy="-158" rx="128" ry="5" fill="#ffffff" opacity="0.35"/>`,
    label({ x: -110, y: -156, w: 220, h: 84, name, ...labelStyle(look.color, false) }),
  ].join('');
  return { defs: defs.join(''), svg, w: 272, h: 160, labelled: true };
}

export function drawPack(id: string, look: PackLook, name: string): Pack {
  switch (look.kind) {
    case 'serum':
      return dropper(id, look, name, false);
    case 'oil':
      return dropper(id, look, name, true);
    case 'cream':
      return jar(id, look, name, false);
    case 'mask':
      return jar(id, look, name, true);
    case 'cleanser':
      return tube(id, look, name, false);
    case 'sunscreen':
      return tube(id, look, name, true);
    case 'toner':
      return tallBottle(id, look, name);
    case 'body-lotion':
      return pumpBottle(id, look, name);
    case 'foundation':
      return foundationBottle(id, look, name);
    case 'powder':
      return compact(id, look);
    case 'palette':
      return palette(id, look);
    case 'mascara':
      return mascara(id, look);
    case 'liner':
      return pencil(id, look);
    case 'gloss':
      return glossTube(id, look);
    case 'lipstick':
      return lipstick(id, look);
    case 'balm':
      return tin(id, look, name);
  }
}

/**
 * A carton printed with the label, standing behind packs that cannot carry the name themselves.
 * Origin at the middle of its base, like packs.
 */
export function carton(id: string, w: number, h: number, name: string, color: string): Pack {
  const depth = w * 0.18;
  const ink = luminance(color) < 0.1 ? BRAND.goldLight : isDark(color) ? BRAND.ivory : BRAND.espresso;
  const defs = [face(`${id}-front`, color, 0.06), shadow(`${id}-sh`)];
  const svg = [
    `<path d="M${w / 2},${-h} L${w / 2 + depth},${-h - depth * 0.45} L${w / 2 + depth},${-depth * 0.45} L${w / 2},0 Z" fill="${darken(color, 0.22)}"/>`,
    `<path d="M${-w / 2},${-h} L${-w / 2 + depth},${-h - depth * 0.45} L${w / 2 + depth},${-h - depth * 0.45} L${w / 2},${-h} Z" fill="${lighten(color, 0.12)}"/>`,
    `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="url(#${id}-front)"/>`,
    label({ x: -w / 2 + w * 0.08, y: -h + h * 0.06, w: w * 0.84, h: h * 0.88, name, ink, rule: BRAND.gold }),
  ].join('');
  return { defs: defs.join(''), svg, w: w + depth, h: h + depth * 0.45, labelled: true };
}
