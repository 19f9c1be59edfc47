import { and, asc, desc, eq } from 'drizzle-orm';
import { asksZipCode, FILL_ALL_FIELDS, REQUIRED_ADDRESS_FIELDS, type AddressView } from '../../domain/accounts/addresses';
import type { AddAddressInput } from '../../domain/accounts/requests';
import { parseShippingCountry } from '../../domain/country';
import { isNigerianState, LAGOS } from '../../domain/nigeria';
import { PHONE_INVALID, phoneSchema } from '../../domain/validation';
import type { Db } from '../db/client';
import { lagosAreas } from '../delivery/schema';
import { invalid } from '../domain-error';
import { addresses, users } from './schema';

const serialize = (a: typeof addresses.$inferSelect): AddressView => ({
  id: a.id,
  country: a.country,
  state: a.state,
  city: a.city,
  address: a.address,
  landmark: a.landmark,
  phone: a.phone,
  zip_code: a.zipCode,
  is_default: a.isDefault,
});

export type { AddressView };

export function createAddressService(db: Db) {
  async function validate(input: AddAddressInput) {
    if (REQUIRED_ADDRESS_FIELDS.some((field) => !input[field])) throw invalid(FILL_ALL_FIELDS);
    // The body's country is parsed here, once, after the one 'fill all fields' message.
    const country = parseShippingCountry(input.country);
    if (!country) throw invalid('We do not deliver to this country yet');
    if (!phoneSchema.safeParse(input.phone).success) throw invalid(PHONE_INVALID);
    if (country === 'NG') {
      if (!isNigerianState(input.state)) throw invalid('Please choose a state from the list');
      if (input.state === LAGOS) {
        const [area] = await db.select().from(lagosAreas).where(eq(lagosAreas.name, input.city)).limit(1);
        if (!area) throw invalid('Please choose an area from the list');
      }
    }
    return { ...input, country, zipCode: asksZipCode(country) ? input.zip_code : '' };
  }

  async function add(userId: number, input: AddAddressInput) {
    const v = await validate(input);
    const row = await db.transaction(async (tx) => {
      // One address change per customer at a time, so two simultaneous adds cannot both become the default.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
      const isDefault = existing.length === 0 || input.is_default === true;
      if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
      const [created] = await tx
        .insert(addresses)
        .values({
          userId,
          country: v.country,
          state: v.state,
          city: v.city,
          address: v.address,
          landmark: v.landmark,
          phone: v.phone,
          zipCode: v.zipCode,
          isDefault,
        })
        .returning();
      return created!;
    });
    return serialize(row);
  }

  async function list(userId: number) {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return rows.map(serialize);
  }

  async function getDefault(userId: number) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
      .limit(1);
    return row ? serialize(row) : null;
  }

  /** One of the user's own addresses; another customer's is simply not found. */
  async function get(userId: number, id: number) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .limit(1);
    return row ? serialize(row) : null;
  }

  const listLagosAreas = () => db.select().from(lagosAreas).orderBy(asc(lagosAreas.name));

  return { add, list, getDefault, get, listLagosAreas };
}

export type AddressService = ReturnType<typeof createAddressService>;
