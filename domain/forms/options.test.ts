import { describe, expect, it } from 'vitest';
import { AMBASSADOR_COUNTRIES, ageOn, BUSINESS_CATEGORIES, MONTHLY_ORDER_VALUES } from './options';

describe('form choice lists', () => {
  it('offers a fixed list of 51 countries, unique and sorted by name', () => {
    expect(AMBASSADOR_COUNTRIES).toHaveLength(51);
    expect(new Set(AMBASSADOR_COUNTRIES.map((c) => c.value)).size).toBe(51);
    const names = AMBASSADOR_COUNTRIES.map((c) => c.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const codes = AMBASSADOR_COUNTRIES.map((c) => c.value as string);
    for (const code of ['NG', 'GB', 'US', 'GH', 'KE', 'ZA', 'CA', 'FR']) expect(codes).toContain(code);
  });

  it('has unique values in the wholesale selects', () => {
    for (const list of [BUSINESS_CATEGORIES, MONTHLY_ORDER_VALUES]) expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
    expect(BUSINESS_CATEGORIES.map((c) => c.label)).toEqual([
      'Salon / Spa',
      'Retail store',
      'Online store',
      'Pharmacy',
      'Distributor',
      'Other',
    ]);
  });
});

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2009-06-15', '2025-06-14')).toBe(15);
    expect(ageOn('2009-06-15', '2025-06-15')).toBe(16);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });

  it('is null for dates that do not exist or are not YYYY-MM-DD', () => {
    expect(ageOn('2001-02-29', '2025-01-01')).toBeNull();
    expect(ageOn('2001-13-01', '2025-01-01')).toBeNull();
    expect(ageOn('01/02/2001', '2025-01-01')).toBeNull();
    expect(ageOn('', '2025-01-01')).toBeNull();
  });
});
