/**
 * Choice lists of the brand forms, shared by the storefront's selects and the server's checks so
 * both always agree. Pure data: safe to import from browser code.
 */

interface Option<V extends string = string> {
  value: V;
  label: string;
}

/**
 * The ambassador form offers a fixed list of 51 countries. Ours: where Zaron's community
 * lives — 25 African countries, 8 in the Americas and the Caribbean, 18 in Europe.
 * Values are ISO 3166-1 alpha-2 codes; the list is sorted by name for the select.
 */
export const AMBASSADOR_COUNTRIES = [
  { value: 'AO', label: 'Angola' },
  { value: 'AT', label: 'Austria' },
  { value: 'BS', label: 'Bahamas' },
  { value: 'BB', label: 'Barbados' },
  { value: 'BE', label: 'Belgium' },
  { value: 'BJ', label: 'Benin' },
  { value: 'BW', label: 'Botswana' },
  { value: 'BR', label: 'Brazil' },
  { value: 'CM', label: 'Cameroon' },
  { value: 'CA', label: 'Canada' },
  { value: 'CI', label: "Côte d'Ivoire" },
  { value: 'CD', label: 'Democratic Republic of the Congo' },
  { value: 'DK', label: 'Denmark' },
  { value: 'EG', label: 'Egypt' },
  { value: 'ET', label: 'Ethiopia' },
  { value: 'FI', label: 'Finland' },
  { value: 'FR', label: 'France' },
  { value: 'GM', label: 'Gambia' },
  { value: 'DE', label: 'Germany' },
  { value: 'GH', label: 'Ghana' },
  { value: 'GR', label: 'Greece' },
  { value: 'HT', label: 'Haiti' },
  { value: 'IE', label: 'Ireland' },
  { value: 'IT', label: 'Italy' },
  { value: 'JM', label: 'Jamaica' },
  { value: 'KE', label: 'Kenya' },
  { value: 'LR', label: 'Liberia' },
  { value: 'LU', label: 'Luxembourg' },
  { value: 'MW', label: 'Malawi' },
  { value: 'MA', label: 'Morocco' },
  { value: 'NA', label: 'Namibia' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'NG', label: 'Nigeria' },
  { value: 'NO', label: 'Norway' },
  { value: 'PL', label: 'Poland' },
  { value: 'PT', label: 'Portugal' },
  { value: 'RW', label: 'Rwanda' },
  { value: 'SN', label: 'Senegal' },
  { value: 'SL', label: 'Sierra Leone' },
  { value: 'ZA', label: 'South Africa' },
  { value: 'ES', label: 'Spain' },
  { value: 'SE', label: 'Sweden' },
  { value: 'CH', label: 'Switzerland' },
  { value: 'TZ', label: 'Tanzania' },
  { value: 'TG', label: 'Togo' },
  { value: 'TT', label: 'Trinidad and Tobago' },
  { value: 'UG', label: 'Uganda' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
  { value: 'ZM', label: 'Zambia' },
  { value: 'ZW', label: 'Zimbabwe' },
] as const satisfies readonly Option[];

/** Sex is Female or Male. */
export const SEXES = ['Female', 'Male'] as const;

export const BUSINESS_CATEGORIES = [
  { value: 'salon-spa', label: 'Salon / Spa' },
  { value: 'retail-store', label: 'Retail store' },
  { value: 'online-store', label: 'Online store' },
  { value: 'pharmacy', label: 'Pharmacy' },
  { value: 'distributor', label: 'Distributor' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

/** Estimated monthly order value, in US dollars so one list serves Nigeria, the UK and the US. */
export const MONTHLY_ORDER_VALUES = [
  { value: 'under-500', label: 'Under $500' },
  { value: '500-2000', label: '$500 – $2,000' },
  { value: '2000-5000', label: '$2,000 – $5,000' },
  { value: '5000-10000', label: '$5,000 – $10,000' },
  { value: 'over-10000', label: 'Over $10,000' },
] as const satisfies readonly Option[];

/** The label of a value in a list, or the value itself when unknown. */
export function optionLabel(list: readonly Option[], value: string): string {
  return list.find((o) => o.value === value)?.label ?? value;
}

/** Zod enums need a non-empty tuple of the values. */
export const valuesOf = <const L extends readonly [Option, ...Option[]]>(list: L) =>
  list.map((o) => o.value) as unknown as { [K in keyof L]: L[K]['value'] };

/** Ambassador photos: PNG, JPEG or WebP (checked by content on the server), at most 5 MB each. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'Each photo must be 5 MB or smaller';
export const PHOTO_WRONG_TYPE = 'Photos must be PNG, JPEG or WebP images';
export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';

/** Ambassador applicants must be 16 to 80 years old on the day they apply. */
export const AMBASSADOR_MIN_AGE = 16;
export const AMBASSADOR_MAX_AGE = 80;

/** Whole years between a 'YYYY-MM-DD' birth date and `today` (also 'YYYY-MM-DD'); null when not a real date. */
export function ageOn(dob: string, today: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!m || !t) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const [ty, tmo, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  return ty - y - (tmo < mo || (tmo === mo && td < d) ? 1 : 0);
}

/** Today as 'YYYY-MM-DD' (UTC), the form the date input and ageOn use. */
export const isoToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The alert of the ambassador form when the terms box is not ticked (the server answers the same). */
export const TERMS_REQUIRED = 'Please agree to the terms and conditions.';
