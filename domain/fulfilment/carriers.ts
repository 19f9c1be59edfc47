import { z } from 'zod';
import type { CountryCode } from '../country';

/** A carrier the shop hands parcels to; `track` builds its public tracking page for a number. */
export interface Carrier {
  id: CarrierId;
  name: string;
  track: ((number: string) => string) | null;
}

const at = (base: string) => (number: string) => `${base}${encodeURIComponent(number)}`;

export const CARRIER_IDS = ['gig', 'dhl', 'local-rider', 'royal-mail', 'dpd', 'usps', 'ups', 'fedex', 'other'] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

/** Every carrier, by id. `other` takes its name from staff; it and the local rider have no tracking page. */
export const CARRIERS: Record<CarrierId, Carrier> = {
  gig: { id: 'gig', name: 'GIG Logistics', track: at('https://giglogistics.com/track/?waybill=') },
  dhl: { id: 'dhl', name: 'DHL Express', track: at('https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=') },
  'local-rider': { id: 'local-rider', name: 'Local rider', track: null },
  'royal-mail': { id: 'royal-mail', name: 'Royal Mail', track: at('https://www.royalmail.com/track-your-item#/tracking-results/') },
  dpd: { id: 'dpd', name: 'DPD', track: at('https://track.dpd.co.uk/parcels/') },
  usps: { id: 'usps', name: 'USPS', track: at('https://tools.usps.com/go/TrackConfirmAction?tLabels=') },
  ups: { id: 'ups', name: 'UPS', track: at('https://www.ups.com/track?tracknum=') },
  fedex: { id: 'fedex', name: 'FedEx', track: at('https://www.fedex.com/fedextrack/?trknbr=') },
  other: { id: 'other', name: 'Other', track: null },
};

/** The carriers offered for an order's country, `other` last; countries without their own list get the international ones. */
const BY_COUNTRY: Partial<Record<CountryCode, CarrierId[]>> = {
  NG: ['gig', 'dhl', 'local-rider'],
  GB: ['royal-mail', 'dpd', 'dhl'],
  US: ['usps', 'ups', 'fedex'],
};
const INTERNATIONAL: CarrierId[] = ['dhl', 'ups', 'fedex'];
export const carriersFor = (country: CountryCode): Carrier[] =>
  [...(BY_COUNTRY[country] ?? INTERNATIONAL), 'other' as const].map((id) => CARRIERS[id]);

/** A carrier named as staff type it (CSV): its id or its name, in any case; DHL is DHL Express. */
export function carrierNamed(text: string, country: CountryCode): Carrier | null {
  const t = text.trim().toLowerCase();
  return carriersFor(country).find((c) => c.id !== 'other' && (c.id === t || c.name.toLowerCase() === t)) ?? null;
}

/** The tracking page of a parcel, or null when the carrier has none (the number is shown alone). */
export const trackingUrl = (carrier: string, number: string): string | null => CARRIERS[carrier as CarrierId]?.track?.(number) ?? null;

/** What the shopper reads as the carrier: its name, or the name staff gave an `other` one. */
export const carrierLabel = (carrier: string, otherName: string | null) =>
  carrier === 'other' ? (otherName ?? 'Other') : (CARRIERS[carrier as CarrierId]?.name ?? carrier);

export const TRACKING_MESSAGES = {
  number: 'Tracking number must be 1 to 40 letters, digits, spaces or dashes',
  unknownCarrier: 'Unknown carrier',
  chooseCarrier: 'Choose a carrier',
  carrierNotOffered: (carrier: string, country: string) => `${carrier} is not a carrier for orders to ${country}`,
  otherName: "Give the carrier's name (up to 60 characters)",
} as const;

/** A tracking number: trimmed, 1–40 letters, digits, spaces or dashes. */
export const trackingNumberSchema = z
  .string({ error: TRACKING_MESSAGES.number })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/, { error: TRACKING_MESSAGES.number });

/** Staff ship an order (or correct its tracking): a carrier of the order's country, its name when `other`, the number. */
export const shipOrderBody = z
  .object({
    carrier: z.enum(CARRIER_IDS, {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? TRACKING_MESSAGES.chooseCarrier : TRACKING_MESSAGES.unknownCarrier,
    }),
    carrier_name: z.string().trim().max(60, { error: TRACKING_MESSAGES.otherName }).optional(),
    tracking_number: trackingNumberSchema,
  })
  .strict()
  .refine((b) => b.carrier !== 'other' || !!b.carrier_name, { error: TRACKING_MESSAGES.otherName, path: ['carrier_name'] });
export type ShipOrderBody = z.infer<typeof shipOrderBody>;
