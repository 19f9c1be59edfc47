import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps): IconProps => ({
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const ChevronLeft = (p: IconProps) => <svg {...base(p)}><path d="m15 18-6-6 6-6" /></svg>;
export const ChevronRight = (p: IconProps) => <svg {...base(p)}><path d="m9 18 6-6-6-6" /></svg>;
export const ChevronDown = (p: IconProps) => <svg {...base(p)}><path d="m6 9 6 6 6-6" /></svg>;
export const Minus = (p: IconProps) => <svg {...base(p)}><path d="M5 12h14" /></svg>;
export const Plus = (p: IconProps) => <svg {...base(p)}><path d="M12 5v14M5 12h14" /></svg>;
export const Pause = (p: IconProps) => <svg {...base(p)}><path d="M9 6v12M15 6v12" /></svg>;
export const Play = (p: IconProps) => <svg {...base(p)}><path d="M8 5.5v13l10.5-6.5z" /></svg>;
export const Trash = (p: IconProps) => (
  <svg {...base(p)}><path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" /></svg>
);
export const Bag = (p: IconProps) => (
  <svg {...base(p)}><path d="M5 8h14l-1 12H6L5 8Z" /><path d="M9 8V6a3 3 0 0 1 6 0v2" /></svg>
);

/** Brand value icons: drawn simply, in the line style of the rest of the shop. */
export const Drop = (p: IconProps) => <svg {...base(p)}><path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" /></svg>;
export const Leaf = (p: IconProps) => (
  <svg {...base(p)}><path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Z" /><path d="M5 19 13 11" /></svg>
);
export const Shield = (p: IconProps) => (
  <svg {...base(p)}><path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3Z" /><path d="m9 12 2 2 4-4" /></svg>
);
export const Heart = (p: IconProps) => (
  <svg {...base(p)}><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" /></svg>
);
