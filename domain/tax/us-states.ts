/** The US states and DC by postal code, as a delivery address may name them. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));

/** The state's code from what an address says (`NY`, `ny`, `New York`); null when it names no state. */
export function usStateCode(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const upper = t.toUpperCase();
  if (upper in US_STATES) return upper;
  return BY_NAME.get(t.toLowerCase()) ?? null;
}

/** States with no state-wide sales tax: nothing to track against a threshold. */
export const NO_SALES_TAX = ['DE', 'MT', 'NH', 'OR'] as const;

/**
 * Default economic-nexus thresholds for a calendar year: $100,000 of sales or 200 orders, and
 * $500,000 of sales alone in California, New York and Texas. The owner edits them in the back office.
 */
export function defaultNexus(state: string): { salesMinor: number; orders: number | null } {
  return ['CA', 'NY', 'TX'].includes(state) ? { salesMinor: 50_000_000, orders: null } : { salesMinor: 10_000_000, orders: 200 };
}
