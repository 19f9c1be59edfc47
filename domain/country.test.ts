import { describe, it, expect } from 'vitest';
import {
  DEFAULT_COUNTRY,
  SELECTABLE_COUNTRIES,
  SHIPPING_COUNTRIES,
  canShipTo,
  contactFor,
  countryFromAcceptLanguage,
  flagEmoji,
  normalizeCountry,
  parseShippingCountry,
  resolveCountry,
  selectableCountry,
  type CountryCode,
} from './country';
import { checkoutBody, discountBody } from './checkout/requests';
import { currencyFor, currencySymbol, usesWholeNumbers } from './currency';
import { dataQuery } from './influencers/requests';

describe('normalizeCountry', () => {
  it.each([
    ['us', 'US'],
    ['Ng', 'NG'],
    [' gb ', 'GB'],
    ['UK', 'GB'],
    ['uk', 'GB'],
    ['GH', 'GH'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeCountry(input)).toBe(expected);
  });

  it.each([[''], ['U'], ['USA'], ['U1'], ['Nigeria'], [null], [undefined], [42], [{}]])('rejects %j', (input) => {
    expect(normalizeCountry(input)).toBeNull();
  });

  it('resolveCountry falls back to the default country US', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(resolveCountry(undefined)).toBe('US');
    expect(resolveCountry('nope')).toBe('US');
    expect(resolveCountry('uk')).toBe('GB');
  });
});

describe('shipping countries', () => {
  it('is the list of 33 shipping codes in order', () => {
    expect(SHIPPING_COUNTRIES).toEqual([
      'GB',
      'IE',
      'FR',
      'DE',
      'NL',
      'BE',
      'LU',
      'CH',
      'AT',
      'SE',
      'NO',
      'DK',
      'FI',
      'IS',
      'ES',
      'IT',
      'PT',
      'GR',
      'MT',
      'CY',
      'PL',
      'CZ',
      'SK',
      'HU',
      'SI',
      'HR',
      'RO',
      'BG',
      'EE',
      'LV',
      'LT',
      'US',
      'NG',
    ]);
  });

  it.each([
    ['NG', 'NG'],
    ['GB', 'GB'],
    ['UK', 'GB'],
    ['us', 'US'],
    ['FR', 'FR'],
    ['LT', 'LT'],
    ['IS', 'IS'],
  ])('can ship to %s, parsed as %s', (code, expected) => {
    expect(parseShippingCountry(code)).toBe(expected);
    expect(canShipTo(resolveCountry(code))).toBe(true);
  });

  it.each(['GH', 'CA', 'KE', 'AU', '', 'xx', null])('cannot ship to %j', (code) => {
    expect(parseShippingCountry(code)).toBeNull();
  });

  it.each(['GH', 'CA', 'KE', 'AU', 'XX'] as const)('canShipTo(%s) is false', (code) => {
    expect(canShipTo(code)).toBe(false);
  });
});

describe('selectableCountry', () => {
  it('takes a code the selector offers, in any case, and the legacy UK as GB', () => {
    expect(selectableCountry('NG')).toBe('NG');
    expect(selectableCountry(' gb ')).toBe('GB');
    expect(selectableCountry('UK')).toBe('GB');
    expect(selectableCountry('CA')).toBe('CA');
  });

  it('refuses a code the selector does not offer, and what is not a code', () => {
    expect(selectableCountry('JP')).toBeNull();
    expect(selectableCountry('Nigeria')).toBeNull();
    expect(selectableCountry('')).toBeNull();
    expect(selectableCountry(null)).toBeNull();
  });
});

describe('SELECTABLE_COUNTRIES', () => {
  const codes = SELECTABLE_COUNTRIES.map((c) => c.code);

  it('lists NG, GB, US first, then the other shipping countries, then GH and CA', () => {
    expect(codes.slice(0, 3)).toEqual(['NG', 'GB', 'US']);
    expect(codes.slice(3, -2)).toEqual(SHIPPING_COUNTRIES.filter((c) => !['NG', 'GB', 'US'].includes(c)));
    expect(codes.slice(-2)).toEqual(['GH', 'CA']);
    expect(codes).toHaveLength(35);
    expect(new Set(codes).size).toBe(35);
  });

  it('has names and emoji flags', () => {
    expect(SELECTABLE_COUNTRIES[0]).toEqual({ code: 'NG', name: 'Nigeria', flag: '🇳🇬' });
    expect(SELECTABLE_COUNTRIES[1]).toEqual({ code: 'GB', name: 'United Kingdom', flag: '🇬🇧' });
    expect(SELECTABLE_COUNTRIES[2]).toEqual({ code: 'US', name: 'United States', flag: '🇺🇸' });
    expect(SELECTABLE_COUNTRIES.at(-2)).toEqual({ code: 'GH', name: 'Ghana', flag: '🇬🇭' });
    expect(SELECTABLE_COUNTRIES.at(-1)).toEqual({ code: 'CA', name: 'Canada', flag: '🇨🇦' });
    for (const c of SELECTABLE_COUNTRIES) {
      expect(c.name).not.toBe(c.code);
      expect(c.flag).toBe(flagEmoji(c.code));
    }
  });

  it('shows GH and CA although they cannot be shipped to', () => {
    expect(canShipTo('GH')).toBe(false);
    expect(canShipTo('CA')).toBe(false);
  });

  it('flagEmoji builds regional indicators', () => {
    expect(flagEmoji('DE')).toBe('🇩🇪');
    expect([...flagEmoji('FR')].map((c) => c.codePointAt(0))).toEqual([0x1f1eb, 0x1f1f7]);
  });
});

describe('currencyFor and currencySymbol', () => {
  it.each([
    ['US', 'USD', '$'],
    ['GB', 'GBP', '£'],
    ['UK', 'GBP', '£'],
    ['gb', 'GBP', '£'],
    ['NG', 'NGN', '₦'],
    ['FR', 'USD', '$'],
    ['CA', 'USD', '$'],
    ['KE', 'USD', '$'],
    [undefined, 'USD', '$'],
    ['garbage', 'USD', '$'],
  ])('%j (as parsed) → %s %s', (code, currency, symbol) => {
    expect(currencyFor(resolveCountry(code))).toBe(currency);
    expect(currencySymbol(resolveCountry(code))).toBe(symbol);
  });

  it('GH is priced from US_price, so it shows $ (not ₦, which would mislabel it)', () => {
    expect(currencyFor('GH')).toBe('USD');
    expect(currencySymbol('GH')).toBe('$');
  });
});

describe('usesWholeNumbers', () => {
  const list: CountryCode[] = [
    'NG',
    'GH',
    'KE',
    'ZA',
    'TZ',
    'UG',
    'ZM',
    'ZW',
    'RW',
    'MW',
    'LS',
    'LR',
    'SL',
    'BW',
    'SZ',
    'NA',
    'GM',
    'GQ',
    'SC',
    'ST',
    'SH',
    'SO',
    'SD',
    'SS',
    'TG',
    'TN',
    'TD',
  ];

  it.each(list)('%s uses whole numbers', (code) => {
    expect(usesWholeNumbers(code)).toBe(true);
  });

  it('accepts lower case, once parsed', () => {
    expect(usesWholeNumbers(resolveCountry('ng'))).toBe(true);
  });

  it.each(['US', 'GB', 'UK', 'FR', 'CA', 'EG', '', null])('%j (as parsed) keeps decimals', (code) => {
    expect(usesWholeNumbers(resolveCountry(code))).toBe(false);
  });
});

describe('contactFor', () => {
  it('gives GB (and UK) the London numbers', () => {
    expect(contactFor('GB')).toEqual({ phone: '+44 20 7946 0958', chat: '+44 7700 900461' });
    expect(contactFor(resolveCountry('uk'))).toEqual(contactFor('GB'));
  });

  it.each(['NG', 'US', 'FR', 'GH', undefined])('gives %j (as parsed) the Nigerian numbers', (code) => {
    expect(contactFor(resolveCountry(code))).toEqual({ phone: '+234 1 270 4400', chat: '+234 803 555 0142' });
  });

  it('returns a copy callers cannot use to change the shared numbers', () => {
    contactFor('GB').phone = 'x';
    expect(contactFor('GB').phone).toBe('+44 20 7946 0958');
  });
});

describe('countryFromAcceptLanguage', () => {
  it.each([
    ['en-GB,en;q=0.9', 'GB'],
    ['yo-NG', 'NG'],
    ['en-us', 'US'],
    ['en,en-GB;q=0.8', 'GB'],
    ['fr_FR', 'FR'],
    ['zh-Hant-TW,zh;q=0.9', 'TW'],
    ['es-419,es-ES;q=0.8', 'ES'],
    ['en-UK', 'GB'],
    ['en-US;q=0,en-GB;q=0.5', 'GB'],
    ['  de-DE ; q=1 ', 'DE'],
  ])('%j → %s', (header, expected) => {
    expect(countryFromAcceptLanguage(header)).toBe(expected);
  });

  it.each([['en'], ['en,fr;q=0.5'], ['*'], [''], [null], [undefined], ['en-US;q=0.0']])('%j → null', (header) => {
    expect(countryFromAcceptLanguage(header)).toBeNull();
  });
});

describe('request schemas parse the country once', () => {
  const order = { cartItems: [{ id: 1, quantity: 1 }], idempotency_key: 'k'.repeat(16) };

  it.each([
    ['NG', 'NG'],
    ['uk', 'GB'],
    [' us ', 'US'],
    ['GH', null],
    ['12', null],
  ])('checkoutBody reads %j as the order country %j', (country, expected) => {
    expect(checkoutBody.parse({ ...order, country }).country).toBe(expected);
  });

  it('checkoutBody still refuses a country that is not two characters', () => {
    expect(checkoutBody.safeParse({ ...order, country: 'USA' }).success).toBe(false);
  });

  it.each([
    ['gb', 'GB'],
    ['UK', 'GB'],
    ['', null],
    ['1', null],
    [undefined, null],
  ])('discountBody reads %j as %j', (country, expected) => {
    expect(discountBody.parse({ code: 'AMAKA', country }).country).toBe(expected);
  });

  it.each([
    ['ng', 'NG'],
    ['uk', 'GB'],
    ['x', 'US'],
    [undefined, 'US'],
  ])('the influencer dashboard query reads %j as %s', (country, expected) => {
    expect(dataQuery.parse({ country }).country).toBe(expected);
  });
});
