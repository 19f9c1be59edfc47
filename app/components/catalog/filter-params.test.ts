import { describe, expect, it } from 'vitest';
import { hasFilters, listingSearch, PAGE_SIZE, readFilters, readLimit, toggleFilter } from './filter-params';

const params = (query: string) => new URLSearchParams(query);

describe('catalogue filter parameters', () => {
  it('reads comma lists and repeated parameters alike, dropping unknown groups, unknown options and repeats', () => {
    expect(readFilters(params('skin-concerns=dry,oily&skin-concerns=dry&for-whom=men,aliens&colour=red'))).toEqual({
      'skin-concerns': ['dry', 'oily'],
      'for-whom': ['men'],
    });
    expect(readFilters(params('skin-concerns=%3Cscript%3E'))).toEqual({});
  });

  it("writes the search in the filter groups' order with readable commas, and the limit only past one page", () => {
    expect(listingSearch({ 'skin-concerns': ['dry', 'oily'], 'for-whom': ['men'] })).toBe('?for-whom=men&skin-concerns=dry,oily');
    expect(listingSearch({}, 24)).toBe('?limit=24');
    expect(listingSearch({ benefits: [] })).toBe('');
  });

  it('round-trips: what listingSearch writes, readFilters and readLimit read back', () => {
    const filters = { 'for-whom': ['women'], 'skin-type': ['dry'] };
    const search = params(listingSearch(filters, 36).slice(1));
    expect(readFilters(search)).toEqual(filters);
    expect(readLimit(search)).toBe(36);
  });

  it('rounds the limit up to whole pages between 12 and 200, and falls back to one page for nonsense', () => {
    expect([readLimit(params('')), readLimit(params('limit=abc')), readLimit(params('limit=-5'))]).toEqual([
      PAGE_SIZE,
      PAGE_SIZE,
      PAGE_SIZE,
    ]);
    expect(readLimit(params('limit=13'))).toBe(24);
    expect(readLimit(params('limit=10000'))).toBe(200);
  });

  it('switches one option on and off without repeating it, and knows when nothing is selected', () => {
    const on = toggleFilter({}, 'benefits', 'hydrating', true);
    expect(toggleFilter(on, 'benefits', 'hydrating', true)).toEqual({ benefits: ['hydrating'] });
    const off = toggleFilter(on, 'benefits', 'hydrating', false);
    expect(off).toEqual({ benefits: [] });
    expect([hasFilters(on), hasFilters(off)]).toEqual([true, false]);
  });
});
