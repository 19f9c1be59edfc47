import { describe, expect, it } from 'vitest';
import { AMBASSADOR_EMPTY, completion } from './ambassador-values';
import { GALLERY_FILTERS, GALLERY_ITEMS, itemsFor, wrapIndex } from './gallery-items';

const file = {} as File;

describe('ambassador progress', () => {
  it('is the percent of the 11 fields filled, rounded', () => {
    const none = { portraitPhoto: null, fullBodyPhoto: null };
    expect(completion(AMBASSADOR_EMPTY, none, false)).toBe(0);
    expect(completion({ ...AMBASSADOR_EMPTY, name: 'Ada' }, none, false)).toBe(9);
    expect(
      completion({ ...AMBASSADOR_EMPTY, name: 'Ada', sex: 'Female', dob: '1999-01-01', country: 'NG', address: 'Lekki' }, none, false),
    ).toBe(45);
    expect(completion({ ...AMBASSADOR_EMPTY, name: '   ' }, none, false)).toBe(0);
    const full = {
      name: 'Ada',
      sex: 'Female',
      address: 'Lekki',
      country: 'NG',
      dob: '1999-01-01',
      phoneNumber: '1',
      email: 'a@b.co',
      socialMediaHandle: '@a',
    };
    expect(completion(full, { portraitPhoto: file, fullBodyPhoto: file }, false)).toBe(91);
    expect(completion(full, { portraitPhoto: file, fullBodyPhoto: file }, true)).toBe(100);
  });
});

describe('experience gallery', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(3, 8)).toBe(3);
  });

  it('has the five gallery filters, each category holding at least one experience', () => {
    expect(GALLERY_FILTERS).toEqual(['All Experiences', 'Corporate', 'Community', 'Events', 'Educational']);
    expect(itemsFor('All Experiences')).toHaveLength(GALLERY_ITEMS.length);
    for (const f of GALLERY_FILTERS.slice(1)) expect(itemsFor(f).length).toBeGreaterThan(0);
  });
});
