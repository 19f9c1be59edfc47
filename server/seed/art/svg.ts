/** String helpers for building SVG documents that librsvg (via sharp) renders. */

export const SERIF = "Georgia, 'DejaVu Serif', serif";
export const SANS = "'DejaVu Sans', Arial, sans-serif";

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Approximate advance width of a DejaVu/Georgia glyph, in em; good enough for line breaking. */
const EM_PER_CHAR = 0.56;

/** Greedy word wrap to a width in user units, for text at `fontSize`. */
function wrap(text: string, maxWidth: number, fontSize: number): string[] {
  const maxChars = Math.max(4, Math.floor(maxWidth / (fontSize * EM_PER_CHAR)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest font size (stepping down from `max`) at which `text` fits in `maxLines` lines. */
export function fitText(text: string, maxWidth: number, max: number, min: number, maxLines: number) {
  for (let size = max; size > min; size -= 1) {
    const lines = wrap(text, maxWidth, size);
    if (lines.length <= maxLines && lines.every((l) => l.length * size * EM_PER_CHAR <= maxWidth)) {
      return { size, lines };
    }
  }
  return { size: min, lines: wrap(text, maxWidth, min) };
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  family?: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number | 'bold' | 'normal';
  spacing?: number;
  italic?: boolean;
  opacity?: number;
  lineHeight?: number;
}

/** One or more lines of text; `y` is the baseline of the first line. */
export function text(lines: string | string[], o: TextOptions): string {
  const all = Array.isArray(lines) ? lines : [lines];
  const lh = o.lineHeight ?? o.size * 1.18;
  const attrs = [
    `x="${o.x}"`,
    `y="${o.y}"`,
    `font-family="${o.family ?? SERIF}"`,
    `font-size="${o.size}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    o.weight ? `font-weight="${o.weight}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
    o.italic ? 'font-style="italic"' : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const spans = all.map((l, i) => `<tspan x="${o.x}" dy="${i === 0 ? 0 : lh}">${esc(l)}</tspan>`).join('');
  return `<text ${attrs}>${spans}</text>`;
}

type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) =>
  list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');

export function linear(id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

export function radial(id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

export function doc(width: number, height: number, viewW: number, viewH: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** Deterministic pseudo-random numbers from a string seed, so artwork is stable between runs. */
export function rng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}
