import type { IncomingHttpHeaders } from 'node:http';
import { countryFromAcceptLanguage, DEFAULT_COUNTRY, normalizeCountry, type CountryCode } from '../../domain/country';

const COUNTRY_COOKIE = 'countryCode';

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The visitor's country for server rendering: the stored choice (cookie mirror of
 * localStorage countryCode), else a trusted CDN header when configured, else the
 * browser's language region, else US. The request's one parse of its country:
 * pages, loaders and the domain's price helpers take the CountryCode it returns as it is.
 */
export function resolveCountry(headers: IncomingHttpHeaders, countryHeader?: string): CountryCode {
  const fromCookie = normalizeCountry(readCookie(headers.cookie, COUNTRY_COOKIE));
  if (fromCookie) return fromCookie;
  if (countryHeader) {
    const cdn = normalizeCountry(headers[countryHeader]);
    if (cdn) return cdn;
  }
  return countryFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_COUNTRY;
}
