/** The letters of a string as a union type: Chars<'AB'> = 'A' | 'B'. */
type Chars<S extends string> = S extends `${infer First}${infer Rest}` ? First | Chars<Rest> : never;
type Letter = Chars<'ABCDEFGHIJKLMNOPQRSTUVWXYZ'>;

/**
 * A country as the shop uses it: an ISO 3166-1 alpha-2 code, two upper-case letters, 'GB' and
 * never the legacy 'UK'. A literal in the code ('NG') is one; text from outside (a cookie, a
 * header, a request body, local storage) is `string`, which this type refuses, so it becomes one
 * only through `normalizeCountry`/`resolveCountry` or a domain schema built on them, once, where
 * it enters. The helpers that take a CountryCode never normalise it again.
 */
export type CountryCode = Exclude<`${Letter}${Letter}`, 'UK'>;

/** A visitor with no stored countryCode is treated as US. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

const isCountryCode = (code: string): code is CountryCode => /^[A-Z]{2}$/.test(code) && code !== 'UK';

/** Parses a country as sent: any case and spaces, the legacy 'UK' as 'GB'; anything that is not two letters is null. */
export function normalizeCountry(input: unknown): CountryCode | null {
  if (typeof input !== 'string') return null;
  const code = input.trim().toUpperCase();
  if (code === 'UK') return 'GB';
  return isCountryCode(code) ? code : null;
}

/** Like normalizeCountry, but unreadable input falls back to DEFAULT_COUNTRY. */
export function resolveCountry(input: unknown): CountryCode {
  return normalizeCountry(input) ?? DEFAULT_COUNTRY;
}

/** The countries the shop ships to, in their fixed order. */
export const SHIPPING_COUNTRIES = [
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
] as const;

/** A country the shop ships to: only `parseShippingCountry`, the `canShipTo` guard or a literal of the list give this type. */
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

const SHIPPING = new Set<string>(SHIPPING_COUNTRIES);

/** Whether the shop ships to a (parsed) country. */
export const canShipTo = (country: CountryCode): country is ShippingCountry => SHIPPING.has(country);

/** Parses a country as sent (any case, legacy 'UK') once, at the edge: the shipping country, or null when the shop does not ship there. */
export function parseShippingCountry(input: unknown): ShippingCountry | null {
  const country = normalizeCountry(input);
  return country !== null && canShipTo(country) ? country : null;
}

/** Regional-indicator emoji for an ISO-2 code: 'GB' → '🇬🇧'. */
export function flagEmoji(code: CountryCode): string {
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

interface SelectableCountry {
  code: CountryCode;
  name: string;
  flag: string;
}

const COUNTRY_NAMES: Readonly<Partial<Record<CountryCode, string>>> = {
  NG: 'Nigeria',
  GB: 'United Kingdom',
  US: 'United States',
  IE: 'Ireland',
  FR: 'France',
  DE: 'Germany',
  NL: 'Netherlands',
  BE: 'Belgium',
  LU: 'Luxembourg',
  CH: 'Switzerland',
  AT: 'Austria',
  SE: 'Sweden',
  NO: 'Norway',
  DK: 'Denmark',
  FI: 'Finland',
  IS: 'Iceland',
  ES: 'Spain',
  IT: 'Italy',
  PT: 'Portugal',
  GR: 'Greece',
  MT: 'Malta',
  CY: 'Cyprus',
  PL: 'Poland',
  CZ: 'Czechia',
  SK: 'Slovakia',
  HU: 'Hungary',
  SI: 'Slovenia',
  HR: 'Croatia',
  RO: 'Romania',
  BG: 'Bulgaria',
  EE: 'Estonia',
  LV: 'Latvia',
  LT: 'Lithuania',
  GH: 'Ghana',
  CA: 'Canada',
};

/**
 * Header flag selector: the three markets first, then the other shipping countries, then
 * GH and CA, which we show but cannot ship to (they get the "Shipping Not Available" box).
 */
const SELECTABLE_CODES: readonly CountryCode[] = [
  'NG',
  'GB',
  'US',
  ...SHIPPING_COUNTRIES.filter((c) => !['NG', 'GB', 'US'].includes(c)),
  'GH',
  'CA',
];
export const SELECTABLE_COUNTRIES: readonly SelectableCountry[] = SELECTABLE_CODES.map((code) => ({
  code,
  name: COUNTRY_NAMES[code] ?? code,
  flag: flagEmoji(code),
}));

/** Why a country sent by a form was refused: it is not one the selector offers. */
export const COUNTRY_NOT_OFFERED = 'Please choose a country from the list.';

/** A country as a form sent it, when the header's selector offers it; else null. */
export function selectableCountry(input: unknown): CountryCode | null {
  const code = normalizeCountry(input);
  return code && SELECTABLE_COUNTRIES.some((c) => c.code === code) ? code : null;
}

interface Contact {
  phone: string;
  chat: string;
}

// Numbers differ for GB versus other countries; these are
// placeholders in the right national formats.
const UK_CONTACT: Contact = { phone: '+44 20 7946 0958', chat: '+44 7700 900461' };
const NG_CONTACT: Contact = { phone: '+234 1 270 4400', chat: '+234 803 555 0142' };

export function contactFor(country: CountryCode): Contact {
  return country === 'GB' ? { ...UK_CONTACT } : { ...NG_CONTACT };
}

/**
 * Region of the first language tag (in header order) that carries one:
 * 'en-GB,en;q=0.9' → 'GB', 'zh-Hant-TW' → 'TW', 'en' → null. Tags with q=0 are refused
 * by the browser, so they are skipped; numeric regions such as 'es-419' are not countries.
 */
export function countryFromAcceptLanguage(header: string | null | undefined): CountryCode | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.split(';').map((s) => s.trim());
    if (params.some((p) => /^q=0(\.0*)?$/i.test(p))) continue;
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((sub) => /^[A-Za-z]{2}$/.test(sub));
    const country = normalizeCountry(region);
    if (country) return country;
  }
  return null;
}

/**
 * A local example phone number for a form's placeholder: Nigerian shoppers see a
 * Nigerian mobile, UK shoppers an Ofcom drama number, US shoppers a 555-01xx fictional number.
 */
export function examplePhone(country: CountryCode): string {
  if (country === 'NG') return '+234 803 555 0142';
  if (country === 'GB') return '+44 7700 900123';
  if (country === 'US') return '+1 202 555 0143';
  return '+44 7700 900123';
}
