import { describe, expect, it } from 'vitest';
import { formatRate, isRateBp, orderTax, taxInPart, taxOf, type TaxRule } from './tax';
import { usStateCode } from './us-states';

const GB: TaxRule = { name: 'VAT', rateBp: 2000, included: true, registration: 'GB123456789' };
const NG: TaxRule = { name: 'VAT', rateBp: 750, included: true, registration: '' };
const NY: TaxRule = { name: 'Sales tax', rateBp: 888, included: false, registration: '' };

describe('tax', () => {
  it('takes VAT out of a price that includes it, rounding half a penny up', () => {
    expect(taxOf(1200, 2000, true)).toBe(200);
    expect(taxOf(999, 2000, true)).toBe(167); // 166.5 → 167
    expect(taxOf(998, 2000, true)).toBe(166); // 166.33
    expect(taxOf(1_075_000, 750, true)).toBe(75_000);
  });

  it('adds sales tax on a net price', () => {
    expect(taxOf(10_000, 888, false)).toBe(888);
    expect(taxOf(2499, 888, false)).toBe(222); // 221.91
    expect(taxOf(0, 888, false)).toBe(0);
  });

  it('reads rates as a shopper does and keeps them between 0 and 100 %', () => {
    expect([formatRate(2000), formatRate(750), formatRate(888), formatRate(0)]).toEqual(['20 %', '7.5 %', '8.88 %', '0 %']);
    expect([isRateBp(0), isRateBp(10_000), isRateBp(-1), isRateBp(10_001), isRateBp(7.5)]).toEqual([true, true, false, false, false]);
  });

  it('taxes each line after its share of the discount, and delivery like the goods', () => {
    const t = orderTax({
      rule: GB,
      lines: [
        { lineMinor: 2400, taxClass: 'standard' },
        { lineMinor: 1199, taxClass: 'standard' },
      ],
      discountMinor: 360,
      deliveryMinor: 499,
    });
    // Discount shares 240 and 120 (largest remainder over 3599): lines charged 2160 and 1079.
    expect(t.lines).toEqual([
      { rateBp: 2000, chargedMinor: 2160, taxMinor: 360 },
      { rateBp: 2000, chargedMinor: 1079, taxMinor: 180 }, // 179.83
    ]);
    expect(t.delivery).toEqual([{ rateBp: 2000, exempt: false, chargedMinor: 499, taxMinor: 83 }]); // 83.17
    expect(t.byRate).toEqual([{ rateBp: 2000, exempt: false, netMinor: 2160 + 1079 + 499 - 623, taxMinor: 623 }]);
    expect([t.taxMinor, t.addedMinor]).toEqual([623, 0]);
  });

  it('splits delivery over zero-rated and exempt goods by what they cost', () => {
    const t = orderTax({
      rule: GB,
      lines: [
        { lineMinor: 3000, taxClass: 'standard' },
        { lineMinor: 1000, taxClass: 'zero' },
        { lineMinor: 1000, taxClass: 'exempt' },
      ],
      discountMinor: 0,
      deliveryMinor: 500,
    });
    expect(t.delivery).toEqual([
      { rateBp: 2000, exempt: false, chargedMinor: 300, taxMinor: 50 },
      { rateBp: 0, exempt: false, chargedMinor: 100, taxMinor: 0 },
      { rateBp: 0, exempt: true, chargedMinor: 100, taxMinor: 0 },
    ]);
    expect(t.byRate).toEqual([
      { rateBp: 2000, exempt: false, netMinor: 2750, taxMinor: 550 },
      { rateBp: 0, exempt: false, netMinor: 1100, taxMinor: 0 },
      { rateBp: 0, exempt: true, netMinor: 1100, taxMinor: 0 },
    ]);
  });

  it('adds US sales tax on top, delivery included', () => {
    const t = orderTax({ rule: NY, lines: [{ lineMinor: 5000, taxClass: 'standard' }], discountMinor: 500, deliveryMinor: 1000 });
    expect(t.lines).toEqual([{ rateBp: 888, chargedMinor: 4500, taxMinor: 400 }]); // 399.6
    expect(t.delivery).toEqual([{ rateBp: 888, exempt: false, chargedMinor: 1000, taxMinor: 89 }]); // 88.8
    expect([t.taxMinor, t.addedMinor, t.included]).toEqual([489, 489, false]);
    expect(t.byRate).toEqual([{ rateBp: 888, exempt: false, netMinor: 5500, taxMinor: 489 }]);
  });

  it('charges nothing where the shop has no rule, and Nigeria 7.5 % inside the price', () => {
    expect(
      orderTax({ rule: null, lines: [{ lineMinor: 5000, taxClass: 'standard' }], discountMinor: 0, deliveryMinor: 700 }).taxMinor,
    ).toBe(0);
    const ng = orderTax({ rule: NG, lines: [{ lineMinor: 2_150_000, taxClass: 'standard' }], discountMinor: 0, deliveryMinor: 300_000 });
    expect(ng.byRate).toEqual([{ rateBp: 750, exempt: false, netMinor: 2_279_070, taxMinor: 170_930 }]);
  });

  it('gives back exactly a line’s tax however many parts it is refunded in', () => {
    const line = { chargedMinor: 1079, taxMinor: 180 };
    const parts = [taxInPart(line, 0, 359), taxInPart(line, 359, 360), taxInPart(line, 719, 360)];
    expect(parts).toEqual([60, 60, 60]);
    expect(parts.reduce((a, b) => a + b)).toBe(180);
  });

  it('knows a US state by its code or its name', () => {
    expect([usStateCode('ny'), usStateCode(' New  York '), usStateCode('california'), usStateCode('Lagos')]).toEqual([
      'NY',
      'NY',
      'CA',
      null,
    ]);
  });
});
