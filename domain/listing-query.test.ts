import { describe, expect, it } from 'vitest';
import { catalogueAddress, hasFilters, listingSearch, PAGE_SIZE, readFilters, readLimit, toggleFilter } from './listing-query';

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

  it('names a catalogue page by its path and the query it reads, in one spelling, whatever a shared link adds', () => {
    expect(catalogueAddress('/product/radiance-vitamin-c-serum?fbclid=IwAR0abc&utm_source=instagram')).toBe(
      '/product/radiance-vitamin-c-serum',
    );
    expect(catalogueAddress('/?igsh=MTc4&utm_medium=social')).toBe('/');
    expect(catalogueAddress('/product/radiance-vitamin-c-serum')).toBe('/product/radiance-vitamin-c-serum');
    expect(catalogueAddress('/category/best-sellers?utm_source=tiktok&skin-concerns=oily&for-whom=men&skin-concerns=dry&limit=13')).toBe(
      '/category/best-sellers?for-whom=men&skin-concerns=oily,dry&limit=24',
    );
    expect(catalogueAddress('/skin-care?for-whom=aliens&limit=12')).toBe('/skin-care');
    expect(catalogueAddress('/products?benefits=hydrating&gclid=x')).toBe('/products?benefits=hydrating');
    // A data request keeps the routes it asks for, and a listing's own query.
    expect(catalogueAddress('/category/new-in.data?fbclid=1&_routes=routes%2Fcategory&for-whom=women')).toBe(
      '/category/new-in.data?for-whom=women&_routes=routes%2Fcategory',
    );
    expect(catalogueAddress('/product/x.data?_routes=root&fbclid=2')).toBe('/product/x.data?_routes=root');
  });
});
