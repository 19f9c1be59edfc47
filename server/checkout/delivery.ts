import { choosesDeliveryMethod } from '../../domain/checkout/delivery';
import { and, asc, eq } from 'drizzle-orm';
import { canShipTo, normalizeCountry, type CountryCode, type ShippingCountry } from '../../domain/country';
import { LAGOS } from '../../domain/nigeria';
import type { Db } from '../db/client';
import { deliveryMethods, ngDeliveryFees } from './schema';

/** Pickup station at an address in Lagos; fee 0. */
export const PICKUP_STATION = {
  name: 'Zaron Pickup Station',
  address: '14 Admiralty Way, Lekki Phase 1',
  city: 'Lekki Phase 1',
  state: 'Lagos',
  country: 'NG',
};

/** Which method list a country uses: its own (GB, US) or the European one. */
function methodRegion(country: CountryCode): string | null {
  if (!choosesDeliveryMethod(country) || !canShipTo(country)) return null;
  return country === 'GB' || country === 'US' ? country : 'EU';
}

export function createDeliveryService(db: Db) {
  /** Nigerian fee for a state, or for a Lagos area; null when we do not deliver there. */
  async function ngFee(state: string, city: string) {
    const area = state === LAGOS ? city : '';
    const rows = await db
      .select()
      .from(ngDeliveryFees)
      .where(and(eq(ngDeliveryFees.state, state), eq(ngDeliveryFees.area, area)))
      .limit(1);
    const fallback =
      rows[0] ??
      (area
        ? (
            await db
              .select()
              .from(ngDeliveryFees)
              .where(and(eq(ngDeliveryFees.state, state), eq(ngDeliveryFees.area, '')))
              .limit(1)
          )[0]
        : undefined);
    return fallback ? { feeMinor: fallback.feeMinor, duration: fallback.duration, state, city } : null;
  }

  async function methodsIn(country: CountryCode) {
    const region = methodRegion(country);
    if (!region) return [];
    return db.select().from(deliveryMethods).where(eq(deliveryMethods.country, region)).orderBy(asc(deliveryMethods.position));
  }

  /** The methods for a country as a client names it (any case, legacy 'UK'): parsed here, once. */
  async function methodsFor(countryInput: string) {
    const country = normalizeCountry(countryInput);
    return country ? methodsIn(country) : [];
  }

  async function method(country: ShippingCountry, name: string) {
    return (await methodsIn(country)).find((m) => m.name === name) ?? null;
  }

  return { ngFee, methodsFor, method };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
