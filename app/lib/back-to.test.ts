import { describe, expect, it } from 'vitest';
import { backTo } from './back-to';

const posted = (referer?: string) =>
  new Request('http://shop.test/country', { method: 'POST', headers: referer === undefined ? {} : { referer } });

describe('backTo', () => {
  it('is the path and query of the shop page she posted from', () => {
    expect(backTo(posted('http://shop.test/category/lipstick?limit=24'))).toBe('/category/lipstick?limit=24');
    expect(backTo(posted('http://shop.test/'))).toBe('/');
  });

  it('is the home page without a Referer, or when it is another site or not an address', () => {
    expect(backTo(posted())).toBe('/');
    expect(backTo(posted('https://evil.test/category/lipstick'))).toBe('/');
    expect(backTo(posted('http://shop.test:8080/products'))).toBe('/');
    expect(backTo(posted('not a url'))).toBe('/');
  });

  it('never gives a path the browser would read as another host', () => {
    expect(backTo(posted('http://shop.test//evil.test/x'))).toBe('/');
  });
});
