import { describe, expect, it } from 'vitest';
import { pageUrl, withSetCookies } from './handler';

const PUBLIC = 'https://zaron.test';

describe('pageUrl', () => {
  it('keeps the request host and path', () => {
    expect(pageUrl({ url: '/product/serum?x=1', headers: { host: 'shop.example:8080' } }, PUBLIC).href).toBe(
      'https://shop.example:8080/product/serum?x=1',
    );
    expect(pageUrl({ url: '/', headers: {} }, PUBLIC).href).toBe('https://zaron.test/');
  });

  it('falls back to the public address for a Host header that is not a host, instead of a 500', () => {
    for (const host of ['a b%%', 'evil.test/x', 'evil.test?', 'evil.test#', 'user@evil.test', 'zaron.test:99999', '']) {
      expect(pageUrl({ url: '/about', headers: { host } }, PUBLIC).href).toBe('https://zaron.test/about');
    }
    expect(pageUrl({ url: '/about', headers: { host: '[::1]:3000' } }, PUBLIC).href).toBe('https://[::1]:3000/about');
  });

  it('never lets a path that starts with // name another host', () => {
    const url = pageUrl({ url: '//evil.test/login', headers: { host: 'zaron.test' } }, PUBLIC);
    expect(url.host).toBe('zaron.test');
    expect(url.pathname).toBe('//evil.test/login');
    expect(pageUrl({ url: 'http://evil.test/login', headers: { host: 'zaron.test' } }, PUBLIC).host).toBe('zaron.test');
  });
});

describe('withSetCookies', () => {
  it('sends on the cookies an earlier call of the same page request set, and drops the ones it expired', () => {
    expect(withSetCookies('countryCode=GB; zaron_session=old', ['zaron_bag=abc; Path=/; HttpOnly; SameSite=Lax'])).toBe(
      'countryCode=GB; zaron_session=old; zaron_bag=abc',
    );
    expect(withSetCookies('zaron_bag=abc; countryCode=NG', ['zaron_bag=; Path=/; Max-Age=0', 'zaron_session=new; Path=/'])).toBe(
      'countryCode=NG; zaron_session=new',
    );
    expect(withSetCookies(undefined, [])).toBe('');
  });
});
