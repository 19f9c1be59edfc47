import type { SeedProduct } from '../types';
import { BRAND, darken, isDark, lighten, luminance, mix } from './color';
import { blobPath, frond, groundShadow, leaf, pearl, pebble, podium, sparkle, type Piece } from './decor';
import { carton, drawPack, type Pack } from './packaging';
import { cylinder } from './materials';
import { doc, linear, radial, rng } from './svg';

/** Product artwork is composed on a 1000 × 1000 canvas and rendered square. */
const SIZE = 1000;

export function place(pack: Pack, x: number, y: number, scale: number, rotate = 0): string {
  return `<g transform="translate(${x},${y}) rotate(${rotate}) scale(${scale})">${pack.svg}</g>`;
}

/** Warm backdrops for packs too light to stand out on their own tint. */
const DEEP_BACKDROPS = ['#cf9f7f', '#b98a6c', '#c9876a', '#a98d78', '#b77f7a'];
/** Warm pale backdrops for dark packs, which would turn a tint of their own colour grey. */
const PALE_BACKDROPS = ['#ecd7bf', '#e6cbb3', '#efd9c6', '#e3cdb0'];

const pick = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)]!;

function backdrop(p: SeedProduct, rand: () => number): string {
  const color = p.look.color;
  // A shade's picture is tinted by its swatch, so Caramel and Ebony read apart at a glance.
  if (p.shade) return mix(pick(PALE_BACKDROPS, rand), p.shade.swatch, 0.24);
  if (luminance(color) > 0.45) return pick(DEEP_BACKDROPS, rand);
  if (isDark(color)) return mix(pick(PALE_BACKDROPS, rand), color, 0.1);
  return mix(color, BRAND.cream, 0.62);
}

const isSquare = (p: SeedProduct) => p.look.kind === 'powder' || p.look.kind === 'palette';

/** Packs that carry no name stand beside a labelled carton in the product's colour (or ivory). */
function cartonFor(p: SeedProduct): Pack {
  const color = isDark(p.look.color) ? p.look.color : BRAND.ivory;
  return isSquare(p) ? carton(`${p.slug}-box`, 220, 320, p.name, color) : carton(`${p.slug}-box`, 170, 330, p.name, color);
}

/** A leafy sprig growing from behind the plinth on one side (`side` 1 = right). */
function sprig(side: 1 | -1, baseY: number): string {
  const x = 500 + side * 215;
  const stem = `<path d="M${x},${baseY} C${x + side * 10},${baseY - 120} ${x + side * 60},${baseY - 220} ${x + side * 70},${baseY - 330}" stroke="#5f5a33" stroke-width="5" fill="none"/>`;
  const leaves = [0.25, 0.4, 0.55, 0.7, 0.85, 1].map((t, i) => {
    const lx = x + side * (10 * t + 60 * t * t);
    const ly = baseY - 330 * t;
    const turn = (i % 2 ? 1 : -1) * (42 - t * 20);
    const tone = mix('#6f6a3a', BRAND.cocoa, 0.2 + (i % 3) * 0.12);
    return leaf(lx, ly, 110 - t * 30, 40 - t * 8, turn + side * 8, tone);
  });
  return stem + leaves.join('');
}

/**
 * What stands behind the plinth, by kind of product, so a grid of the range does not repeat one
 * picture: skincare in an arch, face make-up before a round disc, lip and eye colour before a
 * tall panel with a colour-blocked corner.
 */
type Setting = 'arch' | 'disc' | 'panel';
const SETTINGS: Record<SeedProduct['look']['kind'], Setting> = {
  serum: 'arch',
  oil: 'arch',
  toner: 'arch',
  cream: 'arch',
  mask: 'arch',
  'body-lotion': 'arch',
  sunscreen: 'arch',
  cleanser: 'arch',
  foundation: 'disc',
  powder: 'disc',
  palette: 'panel',
  lipstick: 'panel',
  liner: 'panel',
  gloss: 'panel',
  balm: 'panel',
  mascara: 'panel',
};

function settingShape(setting: Setting, topY: number, color: string, rand: () => number): string {
  switch (setting) {
    case 'arch':
      return `<path d="M285,${topY} L285,390 A215,215 0 0 1 715,390 L715,${topY} Z" fill="${color}"/>`;
    case 'disc': {
      const sun = mix(color, BRAND.gold, 0.35);
      return (
        `<circle cx="500" cy="${topY - 360}" r="310" fill="${sun}"/>` +
        `<circle cx="500" cy="${topY - 360}" r="250" fill="none" stroke="${lighten(sun, 0.4)}" stroke-width="4" opacity="0.7"/>`
      );
    }
    case 'panel': {
      const left = rand() > 0.5;
      const x = left ? 170 : 360;
      return (
        `<rect x="${x}" y="120" width="470" height="${topY - 110}" rx="24" fill="${color}"/>` +
        `<rect x="${left ? x + 300 : x - 110}" y="${topY - 330}" width="280" height="330" fill="${darken(color, 0.16)}"/>`
      );
    }
  }
}

/** A broad brush stroke of the shade across the wall, thick at the start and dry at the end, as shades are swatched. */
function shadeStroke(color: string): string {
  const body = 'M150,250 C330,170 560,190 850,225 C860,262 840,300 820,300 C560,285 330,300 170,360 C120,330 120,275 150,250 Z';
  const streaks = [262, 280, 296]
    .map(
      (y, i) =>
        `<path d="M790,${y} l${90 - i * 20},${-6 + i * 4}" stroke="${color}" stroke-width="${9 - i * 2}" stroke-linecap="round" opacity="0.8"/>`,
    )
    .join('');
  return (
    `<path d="${body}" transform="translate(6,10)" fill="${BRAND.espresso}" opacity="0.1"/>` +
    `<path d="${body}" fill="${color}"/>${streaks}` +
    `<path d="M190,262 C360,205 560,212 780,238" stroke="#ffffff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.22"/>`
  );
}

/** Image 1: the product on a plinth in front of its setting, with soft leaf shadows. */
export function heroScene(p: SeedProduct, width: number): string {
  const rand = rng(`${p.slug}-hero`);
  const base = backdrop(p, rand);
  const wall = lighten(base, 0.1);
  const arch = mix(base, BRAND.ivory, 0.42);
  const floor = darken(base, 0.1);
  const stone = mix(base, BRAND.ivory, 0.62);
  const pack = drawPack(`${p.slug}-h`, p.look, p.name);
  const box = pack.labelled ? null : cartonFor(p);
  const topY = 790;
  const baseY = topY + 8;
  const plinth = podium('plinth', 500, topY, box ? 300 : 250, 110, stone);
  const pieces: Piece[] = [plinth];
  const defs: string[] = [
    linear('wall', [
      [0, lighten(wall, 0.12)],
      [1, wall],
    ]),
    linear('floor', [
      [0, floor],
      [1, darken(floor, 0.12)],
    ]),
    radial(
      'light',
      [
        [0, '#ffffff', 0.45],
        [1, '#ffffff', 0],
      ],
      0.3,
      0.2,
      0.6,
    ),
    pack.defs,
  ];
  const body: string[] = [
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#wall)"/>`,
    settingShape(SETTINGS[p.look.kind], topY, arch, rand),
    `<circle cx="${rand() > 0.5 ? 760 : 240}" cy="230" r="86" fill="${BRAND.gold}" opacity="0.28"/>`,
    frond(930, -40, 620, 205 + rand() * 20, darken(base, 0.55), 0.1),
    frond(60, 40, 480, 140 + rand() * 20, darken(base, 0.55), 0.07),
    `<rect y="${topY - 10}" width="${SIZE}" height="${SIZE - topY + 10}" fill="url(#floor)"/>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#light)"/>`,
    // After the light, so the shade keeps its true colour.
    p.shade ? shadeStroke(p.shade.swatch) : '',
    sprig(rand() > 0.5 ? 1 : -1, topY),
    plinth.svg,
  ];

  const fit = (maxH: number, maxW: number) => Math.min(1.6, maxH / pack.h, maxW / pack.w);
  if (box) {
    const square = isSquare(p);
    const bx = square ? 640 : 425;
    const px = square ? 395 : 565;
    const s = square ? fit(400, 320) : fit(500, 150);
    const shB = groundShadow('sh-box', bx, baseY - 2, box.w * 0.62, 22, 0.3);
    const shP = groundShadow('sh-pack', px, baseY + 4, pack.w * s * 0.7, 18);
    defs.push(box.defs);
    pieces.push(shB, shP);
    body.push(shB.svg, place(box, bx, baseY - 4, 1), shP.svg, place(pack, px, baseY + (square ? 14 : 6), s));
  } else {
    const s = fit(580, 460);
    const sh = groundShadow('sh-pack', 500, baseY, pack.w * s * 0.66, 22);
    pieces.push(sh);
    body.push(sh.svg, place(pack, 500, baseY, s));
  }

  // Two pearls on the plinth, on whichever side is free.
  const pearlX = box && isSquare(p) ? 770 : box ? 250 : 300;
  const pearls = [
    pearl('pearl-a', pearlX, topY + 6, 17, lighten(stone, 0.3)),
    pearl('pearl-b', pearlX + 32, topY + 14, 10, BRAND.goldLight),
  ];
  pieces.push(...pearls);
  body.push(...pearls.map((x) => x.svg));
  return doc(width, width, SIZE, SIZE, defs.join('') + pieces.map((x) => x.defs).join(''), body.join(''));
}

type Texture = 'liquid' | 'cream' | 'smear' | 'powder' | 'strokes' | 'gloss' | 'lashes' | 'shades';

const TEXTURE: Record<SeedProduct['look']['kind'], Texture> = {
  serum: 'liquid',
  oil: 'liquid',
  toner: 'liquid',
  cream: 'cream',
  mask: 'cream',
  'body-lotion': 'cream',
  sunscreen: 'cream',
  cleanser: 'cream',
  balm: 'cream',
  foundation: 'smear',
  powder: 'powder',
  palette: 'shades',
  lipstick: 'strokes',
  liner: 'strokes',
  gloss: 'gloss',
  mascara: 'lashes',
};

/**
 * The colour of what is inside the pack: dark jars and tubes hold pale creams, while clays,
 * powders and colour cosmetics look like their pack colour.
 */
function textureColor(p: SeedProduct): string {
  const c = p.look.color;
  const tex = TEXTURE[p.look.kind];
  if (tex !== 'cream' || p.look.kind === 'mask') return tex === 'cream' ? lighten(c, 0.18) : c;
  if (isDark(c) || luminance(c) < 0.2) return mix(BRAND.ivory, c, 0.12);
  return luminance(c) > 0.5 ? mix(c, '#ffffff', 0.3) : lighten(c, 0.18);
}

/** The swatch of product texture on the plate, centred at (cx, cy). */
function swatch(p: SeedProduct, cx: number, cy: number, rand: () => number): Piece {
  const c = p.look.color;
  const tex = TEXTURE[p.look.kind];
  const id = 'swatch';
  switch (tex) {
    case 'liquid': {
      const pool = blobPath(cx, cy, 165, rand, 10, 0.35);
      const drops = Array.from({ length: 9 }, (_, i) => {
        const a = (i / 9) * Math.PI * 2 + rand() * 0.5;
        const d = 195 + rand() * 60;
        return pearl(`${id}-d${i}`, cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.8, 8 + rand() * 16, c);
      });
      return {
        defs:
          radial(
            `${id}-pool`,
            [
              [0, lighten(c, 0.35), 0.85],
              [0.8, c, 0.9],
              [1, darken(c, 0.25), 0.95],
            ],
            0.4,
            0.35,
            0.7,
          ) + drops.map((d) => d.defs).join(''),
        svg:
          `<path d="${pool}" fill="${darken(c, 0.4)}" opacity="0.18" transform="translate(8,12)"/>` +
          `<path d="${pool}" fill="url(#${id}-pool)"/>` +
          `<ellipse cx="${cx - 55}" cy="${cy - 60}" rx="52" ry="15" transform="rotate(-25 ${cx - 55} ${cy - 60})" fill="#ffffff" opacity="0.55"/>` +
          `<circle cx="${cx + 60}" cy="${cy + 40}" r="9" fill="#ffffff" opacity="0.45"/>` +
          drops.map((d) => d.svg).join(''),
      };
    }
    case 'cream':
    case 'powder': {
      const texColor = textureColor(p);
      const dollop = blobPath(cx, cy, 175, rand, 9, 0.3);
      const swirls =
        tex === 'cream'
          ? [0.8, 0.55, 0.3]
              .map(
                (t, i) =>
                  `<path d="M${cx - 150 * t},${cy + 10 * i} A${150 * t},${110 * t} 0 1 1 ${cx + 120 * t},${cy + 40 * t}" fill="none" stroke="${i % 2 ? darken(texColor, 0.12) : lighten(texColor, 0.55)}" stroke-width="${12 - i * 3}" stroke-linecap="round" opacity="0.7"/>`,
              )
              .join('')
          : Array.from({ length: 70 }, () => {
              const a = rand() * Math.PI * 2;
              const d = 60 + rand() * 160;
              return `<circle cx="${(cx + Math.cos(a) * d).toFixed(1)}" cy="${(cy + Math.sin(a) * d * 0.8).toFixed(1)}" r="${(1.5 + rand() * 4).toFixed(1)}" fill="${rand() > 0.5 ? lighten(c, 0.2) : darken(c, 0.15)}" opacity="0.85"/>`;
            }).join('');
      return {
        defs: radial(
          `${id}-cream`,
          [
            [0, lighten(texColor, 0.35)],
            [0.75, texColor],
            [1, darken(texColor, 0.12)],
          ],
          0.4,
          0.35,
          0.7,
        ),
        svg:
          `<path d="${dollop}" fill="${darken(texColor, 0.5)}" opacity="0.28" transform="translate(10,16)"/>` +
          `<path d="${dollop}" fill="url(#${id}-cream)" stroke="${darken(texColor, 0.2)}" stroke-width="3" stroke-opacity="0.5"/>` +
          swirls,
      };
    }
    case 'lashes': {
      const lashes = [0, 1]
        .map((row) => {
          const y = cy - 60 + row * 130;
          const baseLine = `M${cx - 170},${y} Q${cx},${y + 70} ${cx + 170},${y}`;
          const hairs = Array.from({ length: 22 }, (_, i) => {
            const t = i / 21;
            const x0 = cx - 170 + 340 * t;
            const y0 = y + 70 * 2 * t * (1 - t) * 1.0;
            const len = 40 + Math.sin(Math.PI * t) * 55;
            const lean = (t - 0.5) * 50;
            return `<path d="M${x0.toFixed(1)},${y0.toFixed(1)} q${(lean * 0.3).toFixed(1)},${(-len * 0.6).toFixed(1)} ${lean.toFixed(1)},${(-len).toFixed(1)}" stroke="${c}" stroke-width="${(4 + rand() * 2).toFixed(1)}" stroke-linecap="round" fill="none"/>`;
          }).join('');
          return `<path d="${baseLine}" stroke="${c}" stroke-width="12" stroke-linecap="round" fill="none"/>${hairs}`;
        })
        .join('');
      return { defs: '', svg: lashes };
    }
    case 'smear':
    case 'strokes':
    case 'gloss':
    case 'shades': {
      const colors =
        tex === 'shades'
          ? [lighten(c, 0.5), mix(c, BRAND.gold, 0.6), c, darken(c, 0.35), mix(c, BRAND.plum, 0.45)]
          : tex === 'smear'
            ? [c, lighten(c, 0.12)]
            : [c, darken(c, 0.08), lighten(c, 0.08)];
      const width = tex === 'smear' ? 80 : tex === 'shades' ? 46 : 56;
      const step = tex === 'shades' ? 58 : tex === 'smear' ? 110 : 84;
      const svg = colors
        .map((col, i) => {
          const y = cy - ((colors.length - 1) * step) / 2 + i * step;
          const w = width * (1 - i * 0.08);
          const len = 250 + rand() * 80;
          const x0 = cx - 165 + rand() * 40;
          const lift = 30 + rand() * 25;
          const d = `M${x0.toFixed(1)},${(y + 22).toFixed(1)} q${len / 2},-${lift + 10} ${len},-${lift}`;
          // Dry-brush tail: thin streaks running on past the end of the stroke.
          const tail = [-0.3, 0, 0.3]
            .map((k) => {
              const ex = x0 + len;
              const ey = y + 22 - lift + k * w;
              return `<path d="M${(ex - 20).toFixed(1)},${ey.toFixed(1)} l${30 + rand() * 40},${(-4 - rand() * 6).toFixed(1)}" stroke="${col}" stroke-width="${(w * 0.2).toFixed(1)}" stroke-linecap="round" opacity="0.75"/>`;
            })
            .join('');
          const shine =
            tex === 'gloss' || tex === 'smear'
              ? `<path d="${d}" transform="translate(0,-${w * 0.22})" stroke="#ffffff" stroke-width="${w * 0.16}" stroke-linecap="round" fill="none" opacity="0.45"/>`
              : '';
          return (
            `<path d="${d}" transform="translate(5,8)" stroke="${BRAND.espresso}" stroke-width="${w}" stroke-linecap="round" fill="none" opacity="0.12"/>` +
            `<path d="${d}" stroke="${col}" stroke-width="${w}" stroke-linecap="round" fill="none" opacity="${tex === 'gloss' ? 0.88 : 1}"/>` +
            tail +
            shine
          );
        })
        .join('');
      return { defs: '', svg };
    }
  }
}

/** Image 2: a top-down flat lay with a texture swatch on a stone plate and the pack lying beside it. */
export function flatLayScene(p: SeedProduct, width: number): string {
  const rand = rng(`${p.slug}-flat`);
  const light = luminance(p.look.color) > 0.45;
  const base = light
    ? mix(BRAND.terracotta, BRAND.sand, 0.35 + rand() * 0.2)
    : isDark(p.look.color)
      ? mix(pick(['#c7a07e', '#b98f6e', '#c49a83'], rand), p.look.color, 0.18)
      : mix(p.look.color, BRAND.sand, 0.5);
  const block = darken(base, 0.16);
  // Pale textures need a darker stone to read against.
  const paleTexture = luminance(textureColor(p)) > 0.5 && TEXTURE[p.look.kind] !== 'liquid';
  const plate = paleTexture ? mix(BRAND.latte, base, 0.35) : mix(BRAND.ivory, base, 0.12);
  const pack = drawPack(`${p.slug}-f`, p.look, p.name);
  // Half the flat lays are mirrored (positions only, never the printed packs) for variety.
  const flip = rand() > 0.5;
  const X = (x: number) => (flip ? SIZE - x : x);
  const R = (deg: number) => (flip ? -deg : deg);
  const plateX = X(585);
  const plateY = 410;
  const sw = swatch(p, plateX, plateY, rand);
  const defs: string[] = [
    linear(
      'bg',
      [
        [0, lighten(base, 0.08)],
        [1, darken(base, 0.05)],
      ],
      0,
      0,
      1,
      1,
    ),
    radial(
      'plate',
      [
        [0, lighten(plate, 0.4)],
        [0.85, plate],
        [1, darken(plate, 0.1)],
      ],
      0.42,
      0.38,
      0.65,
    ),
    radial(
      'light',
      [
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ],
      0.2,
      0.15,
      0.7,
    ),
    cylinder('ring', BRAND.gold),
    pack.defs,
    sw.defs,
  ];
  const pebbles = [
    pebble('pb-a', X(865), 800, 46, 34, R(20), BRAND.sand),
    pebble('pb-b', X(925), 870, 30, 24, R(-15), lighten(BRAND.latte, 0.1)),
    pebble('pb-c', X(150), 180, 36, 28, R(35), mix(BRAND.cocoa, BRAND.latte, 0.5)),
  ];
  defs.push(...pebbles.map((x) => x.defs));
  const s = Math.min(1, 520 / pack.h, 420 / pack.w);
  const px = X(pack.w > 250 ? 330 : 320);
  const py = pack.w > 250 ? 900 : 870;
  const rot = R(pack.w > 250 ? -12 : -28);
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<path d="M${X(SIZE)},${520 + rand() * 120} L${X(SIZE)},${SIZE} L${X(260 + rand() * 120)},${SIZE} Z" fill="${block}"/>`,
    `<circle cx="${plateX + 12}" cy="${plateY + 20}" r="300" fill="${BRAND.espresso}" opacity="0.16"/>`,
    `<circle cx="${plateX}" cy="${plateY}" r="300" fill="url(#plate)"/>`,
    `<circle cx="${plateX}" cy="${plateY}" r="300" fill="none" stroke="url(#ring)" stroke-width="6" opacity="0.8"/>`,
    sw.svg,
    leaf(X(120), 560, 260, 90, R(-35), mix('#6f6a3a', BRAND.cocoa, 0.35)),
    leaf(X(150), 600, 210, 72, R(10), mix('#8a7a42', BRAND.cocoa, 0.3)),
    leaf(X(900), 170, 220, 76, R(200), mix('#6f6a3a', BRAND.cocoa, 0.45), 0.95),
    ...pebbles.map((x) => x.svg),
    sparkle(X(880), 520, 16, BRAND.goldLight),
    sparkle(X(260), 300, 11, BRAND.goldLight, 0.8),
    `<g transform="translate(16,20)">${place({ ...pack, svg: `<rect x="${-pack.w / 2 + 4}" y="${-pack.h + 4}" width="${pack.w - 8}" height="${pack.h - 4}" rx="24" fill="${BRAND.espresso}" opacity="0.2"/>` }, px, py, s, rot)}</g>`,
    place(pack, px, py, s, rot),
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#light)"/>`,
  ];
  return doc(width, width, SIZE, SIZE, defs.join(''), body.join(''));
}
