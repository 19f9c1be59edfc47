import { describe, expect, it } from 'vitest';
import { nexusFlag, previousMonth, rangeBounds } from './reports';

describe('nexusFlag', () => {
  const sales = { sales_minor: 10_000_000, orders: null };
  it('is near from 80 % of the sales threshold and over from 100 %', () => {
    expect(nexusFlag({ sales_minor: 7_999_999, orders: 0 }, sales)).toBe('below');
    expect(nexusFlag({ sales_minor: 7_900_000, orders: 0 }, sales)).toBe('below');
    expect(nexusFlag({ sales_minor: 8_000_000, orders: 0 }, sales)).toBe('near');
    expect(nexusFlag({ sales_minor: 9_999_999, orders: 0 }, sales)).toBe('near');
    expect(nexusFlag({ sales_minor: 10_000_000, orders: 0 }, sales)).toBe('over');
  });

  it('counts orders where the state has an order threshold, whichever comes first', () => {
    const both = { sales_minor: 10_000_000, orders: 200 };
    expect(nexusFlag({ sales_minor: 0, orders: 158 }, both)).toBe('below');
    expect(nexusFlag({ sales_minor: 0, orders: 160 }, both)).toBe('near');
    expect(nexusFlag({ sales_minor: 8_000_000, orders: 200 }, both)).toBe('over');
    expect(nexusFlag({ sales_minor: 0, orders: 5_000 }, sales)).toBe('below');
  });
});

describe('report ranges', () => {
  it('opens on the previous full month, January looking back to December', () => {
    expect(previousMonth(new Date('2026-12-06T08:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(previousMonth(new Date('2027-01-01T00:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonth(new Date('2028-03-31T23:59:59Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('runs from the start of its first UTC day to the start of the day after its last', () => {
    expect(rangeBounds({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      start: new Date('2026-02-01T00:00:00Z'),
      end: new Date('2026-03-01T00:00:00Z'),
    });
  });
});
