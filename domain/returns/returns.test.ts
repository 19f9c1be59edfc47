import { describe, expect, it } from 'vitest';
import { discountShares, returnDeadline, returnRefundMinor, withinReturnWindow } from './returns';

describe('return refunds', () => {
  it('shares a discount by the largest remainder, adding up to it exactly', () => {
    // 1000 off 3 × 3333 + 1: exact shares 333.3, 333.3, 333.3, 0.03 → the first line takes the leftover unit.
    expect(discountShares([3333, 3333, 3333, 1], 1000)).toEqual([334, 333, 333, 0]);
    expect(discountShares([700, 300], 0)).toEqual([0, 0]);
    // 259.54, 139.70, 99.76: floors 259 + 139 + 99, the two units left to the largest remainders (.76, .70).
    expect(discountShares([2599, 1399, 999], 499)).toEqual([259, 140, 100]);
    expect(discountShares([2599, 1399, 999], 499).reduce((a, b) => a + b)).toBe(499);
  });

  it('refunds returned units of a line by cumulative shares, so returning all refunds exactly subtotal − discount', () => {
    const order = { lineTotals: [3 * 1001, 999], quantities: [3, 1], discountMinor: 400, deliveryMinor: 599 };
    const shares = discountShares(order.lineTotals, order.discountMinor);
    expect(shares).toEqual([300, 100]);
    // Line one paid 2703 for three units: 901 each.
    const one = returnRefundMinor({ ...order, returnedBefore: [0, 0], returnedNow: [1, 0], withDelivery: false });
    expect(one).toEqual({ linesMinor: 901, deliveryMinor: 0, totalMinor: 901 });
    const rest = returnRefundMinor({ ...order, returnedBefore: [1, 0], returnedNow: [2, 1], withDelivery: true });
    expect(rest).toEqual({ linesMinor: 1802 + 899, deliveryMinor: 599, totalMinor: 3300 });
    expect(one.totalMinor + rest.totalMinor).toBe(3 * 1001 + 999 - 400 + 599);
  });

  it('rounds uneven unit shares half up on the running total, the last unit taking what is left', () => {
    const order = { lineTotals: [1000], quantities: [3], discountMinor: 0, deliveryMinor: 0, withDelivery: false };
    const parts = [0, 1, 2].map((before) => returnRefundMinor({ ...order, returnedBefore: [before], returnedNow: [1] }).linesMinor);
    expect(parts).toEqual([333, 334, 333]);
  });

  it('takes returns up to 30 days after delivery', () => {
    const delivered = new Date('2026-11-01T10:00:00Z');
    expect(returnDeadline(delivered).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(withinReturnWindow(delivered, new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(withinReturnWindow(delivered, new Date('2026-12-01T10:00:01Z'))).toBe(false);
  });
});
