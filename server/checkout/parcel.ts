import { carrierLabel, trackingUrl } from '../../domain/fulfilment/carriers';
import type { OrderRow } from './orders';

/** The parcel as the shopper is told of it: carrier name, number and tracking page (null when none). */
export interface Parcel {
  carrierId: string;
  carrier: string;
  number: string;
  url: string | null;
}

/** The parcel of a shipped order, or null before it ships. */
export function parcelOf(o: Pick<OrderRow, 'carrier' | 'carrierName' | 'trackingNumber'>): Parcel | null {
  if (!o.carrier || !o.trackingNumber) return null;
  return {
    carrierId: o.carrier,
    carrier: carrierLabel(o.carrier, o.carrierName),
    number: o.trackingNumber,
    url: trackingUrl(o.carrier, o.trackingNumber),
  };
}
