// The phones `npm run bench:lighthouse` emulates, whatever the host: Lighthouse slows the host's CPU
// by a multiplier chosen from the host's own speed (its `benchmarkIndex`), so a fast and a slow
// machine both emulate the same phone.

/**
 * The CPU slowdown that makes a host of this `benchmarkIndex` run as a mid-tier phone, as Lighthouse
 * calibrates it: 3 + (index − 1300) / 233 at or above 1300, 2 + (index − 800) / 500 from 800,
 * 1 + (index − 150) / 650 below that, and never under 1.
 */
export function midTierMultiplier(index: number): number {
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  return Math.max(1, 1 + (index - 150) / 650);
}

/** A low-end phone: this many times slower than the mid-tier one. */
export const LOW_END_FACTOR = 2.5;
