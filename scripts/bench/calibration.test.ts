import { describe, expect, it } from 'vitest';
import { midTierMultiplier } from './calibration';

describe("the mid-tier phone's CPU slowdown from the host's benchmark index", () => {
  it("follows Lighthouse's calibration in each of its three ranges", () => {
    expect(midTierMultiplier(1300)).toBe(3);
    expect(midTierMultiplier(1999)).toBeCloseTo(6, 10);
    expect(midTierMultiplier(1101)).toBeCloseTo(2.602, 10);
    expect(midTierMultiplier(800)).toBe(2);
    expect(midTierMultiplier(475)).toBe(1.5);
  });

  it('never speeds a very slow host up', () => {
    expect(midTierMultiplier(150)).toBe(1);
    expect(midTierMultiplier(40)).toBe(1);
  });
});
