import { darken, lighten, mix } from './color';
import { linear, radial } from './svg';

/** Gradients that make flat shapes read as glass, metal or plastic. Each takes a unique id. */

/** Horizontal shading of a cylinder lit from the front-left. */
export function cylinder(id: string, color: string, opacity = 1): string {
  return linear(
    id,
    [
      [0, darken(color, 0.38), opacity],
      [0.1, darken(color, 0.14), opacity],
      [0.28, lighten(color, 0.2), opacity],
      [0.42, lighten(color, 0.06), opacity],
      [0.72, color, opacity],
      [0.9, darken(color, 0.2), opacity],
      [1, darken(color, 0.42), opacity],
    ],
    0,
    0,
    1,
    0,
  );
}

/** Brushed gold, for collars, caps and compacts. */
export function gold(id: string): string {
  return linear(
    id,
    [
      [0, '#6e4f1d'],
      [0.16, '#c9a25a'],
      [0.3, '#f3e1a6'],
      [0.46, '#b58a3c'],
      [0.7, '#e3c47c'],
      [0.88, '#9c7430'],
      [1, '#5e4216'],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A soft vertical glint, laid over bodies as a highlight strip. */
export function glint(id: string): string {
  return linear(
    id,
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A mirror: warm silver with a diagonal sheen. */
export function mirror(id: string): string {
  return linear(
    id,
    [
      [0, '#f4efe8'],
      [0.45, '#cfc6bb'],
      [0.55, '#fbf8f3'],
      [1, '#b9ad9f'],
    ],
    0,
    0,
    1,
    1,
  );
}

/** Pressed powder or cream seen from above: lighter in the middle. */
export function pan(id: string, color: string): string {
  return radial(
    id,
    [
      [0, lighten(color, 0.18)],
      [0.7, color],
      [1, darken(color, 0.2)],
    ],
    0.42,
    0.38,
    0.7,
  );
}

/** A soft contact shadow for under objects. */
export function shadow(id: string, color = '#1a0f0a', strength = 0.38): string {
  return radial(id, [
    [0, color, strength],
    [0.55, color, strength * 0.45],
    [1, color, 0],
  ]);
}

/** Vertical light-to-dark fill for flat faces (box fronts, podium sides). */
export function face(id: string, color: string, amount = 0.12): string {
  return linear(id, [
    [0, lighten(color, amount)],
    [1, darken(color, amount)],
  ]);
}

/** A translucent glass tint over whatever colour it holds. */
export function glass(id: string, tint: string): string {
  return linear(
    id,
    [
      [0, mix(tint, '#ffffff', 0.2), 0.75],
      [0.2, '#ffffff', 0.35],
      [0.5, mix(tint, '#ffffff', 0.5), 0.25],
      [0.85, mix(tint, '#000000', 0.1), 0.4],
      [1, mix(tint, '#000000', 0.3), 0.8],
    ],
    0,
    0,
    1,
    0,
  );
}
