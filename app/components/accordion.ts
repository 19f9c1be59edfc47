import { useId, useState } from 'react';

/**
 * WAI-ARIA's accordion pattern, as props to spread: each section's button (inside a heading) shows
 * or hides its region, and says so with `aria-expanded`. With `single`, opening a section closes the
 * one open before (and the open one can still be closed); otherwise any number may be open. A hidden
 * region stays in the page (`hidden`), so opening it costs no render.
 */
export function useAccordion({ single = false, initial = [] }: { single?: boolean; initial?: readonly string[] } = {}) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = (value: string) =>
    setOpen((was) => (was.has(value) ? new Set([...was].filter((v) => v !== value)) : new Set(single ? [value] : [...was, value])));
  const ids = (value: string) => {
    const key = `${id}-${value.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
    return { button: `${key}-button`, region: key };
  };
  return {
    button: (value: string) => {
      const { button, region } = ids(value);
      return {
        type: 'button' as const,
        id: button,
        'aria-expanded': open.has(value),
        'aria-controls': region,
        onClick: () => toggle(value),
      };
    },
    region: (value: string) => {
      const { button, region } = ids(value);
      return { id: region, role: 'region', 'aria-labelledby': button, hidden: !open.has(value) };
    },
  };
}
