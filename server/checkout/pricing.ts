import { and, inArray, isNull } from 'drizzle-orm';
import { cartSubtotalMinor, deliveryFeeMinor, orderTotals } from '../../domain/cart';
import type { CountryCode, ShippingCountry } from '../../domain/country';
import { currencyFor } from '../../domain/currency';
import { priceFor, stockKey } from '../../domain/pricing';
import type { AddressService, AddressView } from '../accounts/addresses';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { conflict, invalid, notFound } from '../domain-error';
import type { AppliedShopCode, DiscountService } from '../discounts/service';
import { CODE_MESSAGES, findInfluencerCode, type AppliedCode } from '../influencers/codes';
import { PICKUP_STATION, type DeliveryService } from './delivery';
import { choosesDeliveryMethod, offersPickup, PICKUP_ONLY_IN_NIGERIA } from '../../domain/checkout/delivery';
import { methodName, type CheckoutInput } from '../../domain/checkout/requests';
import { orderTax, type OrderTax, type TaxClass } from '../../domain/tax/tax';
import { lineTaxColumns } from '../tax/columns';
import { taxRuleFor } from '../tax/rules';

const SHIPPING_NOT_AVAILABLE =
  "We currently don't support shipping to your country. Please check back later as we're expanding our delivery network.";

export interface PricedOrder {
  country: ShippingCountry;
  currency: string;
  lines: {
    productId: number;
    name: string;
    image: string;
    unitMinor: number;
    originalMinor: number;
    quantity: number;
    taxClass: TaxClass;
    taxRateBp: number;
    chargedMinor: number;
    taxMinor: number;
  }[];
  stockKey: 'NG' | 'US' | 'GB';
  isPickup: boolean;
  deliveryMethod: string;
  address: Record<string, string>;
  /** An influencer's code (commission) or one of the shop's own codes, never both. */
  code: AppliedCode | null;
  shopCode: AppliedShopCode | null;
  subtotalMinor: number;
  deliveryMinor: number;
  discountMinor: number;
  /** Inside the total when included; added to subtotal + delivery − discount otherwise. */
  tax: OrderTax;
  totalMinor: number;
}

interface PricingDeps {
  db: Db;
  delivery: DeliveryService;
  addresses: AddressService;
  discounts: DiscountService;
}

/** The code a customer typed: an influencer's, else the shop's own (its dates, country and limits checked). */
export async function resolveCode(
  deps: Pick<PricingDeps, 'db' | 'discounts'>,
  rawCode: string,
  userId: number,
  country: CountryCode | null,
) {
  const code = await findInfluencerCode(deps.db, rawCode, userId);
  if (code) return { code, shopCode: null, percent: code.percent };
  const shopCode = await deps.discounts.resolve(rawCode, userId, country);
  if (!shopCode) throw invalid(CODE_MESSAGES.invalid);
  return { code: null, shopCode, percent: shopCode.percent };
}

/** The order's country, parsed by the checkout body's schema: refused with SHIPPING_NOT_AVAILABLE when the shop does not ship there. */
export function orderCountry(input: Pick<CheckoutInput, 'country'>): ShippingCountry {
  if (!input.country) throw invalid(SHIPPING_NOT_AVAILABLE);
  return input.country;
}

/**
 * Reprices a checkout from the catalogue for the order's country: unit prices (NG discount
 * included), stock, delivery fee, discount code and totals. Nothing the client priced is used.
 */
export async function priceCheckout(
  deps: PricingDeps,
  userId: number,
  input: CheckoutInput,
  /** Units of each product the customer's open attempt holds, which this checkout may take over. */
  held: ReadonlyMap<number, number> = new Map(),
): Promise<PricedOrder> {
  // Parsed once by checkoutBody; everything below works with the ShippingCountry as it is.
  const country = orderCountry(input);

  const quantities = new Map<number, number>();
  for (const line of input.cartItems) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  if ([...quantities.values()].some((q) => q > 99)) throw invalid('cartItems: quantity must be at most 99');

  const rows = await deps.db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...quantities.keys()]), isNull(products.archivedAt)));
  if (rows.length !== quantities.size) throw invalid('A product in your basket is no longer available');
  const key = stockKey(country);
  const lines = rows.map((p) => {
    const price = priceFor(
      {
        ngn: p.priceNgn,
        usd: p.priceUsd,
        gbp: p.priceGbp,
        isDiscounted: p.ngDiscountPercent !== null,
        discountPercentage: p.ngDiscountPercent,
      },
      country,
    );
    const quantity = quantities.get(p.id)!;
    const inStock = { NG: p.stockNg, US: p.stockUs, GB: p.stockGb }[key] + (held.get(p.id) ?? 0);
    if (inStock < quantity) throw conflict(inStock === 0 ? `${p.name} is out of stock` : `Only ${inStock} of ${p.name} left in stock`);
    return {
      productId: p.id,
      name: p.name,
      image: p.image,
      unitMinor: price.unitMinor,
      originalMinor: price.originalMinor,
      quantity,
      taxClass: p.taxClass,
    };
  });
  const subtotalMinor = cartSubtotalMinor(lines);

  const { address, methodFeeMinor, deliveryMethod } = await deliveryFor(deps, userId, country, input);
  const deliveryMinor = deliveryFeeMinor({ country, subtotalMinor, isPickup: input.isPickup, methodFeeMinor });
  const applied = input.discountCode ? await resolveCode(deps, input.discountCode, userId, country) : null;
  const totals = orderTotals({ country, subtotalMinor, deliveryMinor, discountPercent: applied?.percent ?? 0 });
  const tax = orderTax({
    rule: await taxRuleFor(deps.db, country, address.state),
    lines: lines.map((l) => ({ lineMinor: l.unitMinor * l.quantity, taxClass: l.taxClass })),
    discountMinor: totals.discountMinor,
    deliveryMinor,
  });
  return {
    country,
    currency: currencyFor(country),
    lines: lines.map((l, i) => ({ ...l, ...lineTaxColumns(tax.lines[i]!) })),
    stockKey: key,
    isPickup: input.isPickup,
    deliveryMethod,
    address,
    code: applied?.code ?? null,
    shopCode: applied?.shopCode ?? null,
    ...totals,
    tax,
    totalMinor: totals.totalMinor + tax.addedMinor,
  };
}

async function deliveryFor(
  deps: { delivery: DeliveryService; addresses: AddressService },
  userId: number,
  country: ShippingCountry,
  input: CheckoutInput,
): Promise<{ address: Record<string, string>; methodFeeMinor: number; deliveryMethod: string }> {
  if (input.isPickup) {
    if (!offersPickup(country)) throw invalid(PICKUP_ONLY_IN_NIGERIA);
    return { address: { ...PICKUP_STATION }, methodFeeMinor: 0, deliveryMethod: 'Pickup' };
  }
  if (!input.address?.id) throw invalid('Please choose a delivery address');
  const address = await deps.addresses.get(userId, input.address.id);
  if (!address) throw notFound('Address not found');
  if (address.country !== country) throw invalid('The delivery address is not in your country');
  const plain = addressRecord(address);
  if (!choosesDeliveryMethod(country)) {
    const fee = await deps.delivery.ngFee(address.state, address.city);
    if (!fee) throw invalid('We do not deliver to this address yet');
    return { address: plain, methodFeeMinor: fee.feeMinor, deliveryMethod: 'Home delivery' };
  }
  const method = await deps.delivery.method(country, methodName(input.delivery_method));
  if (!method) throw invalid('Please choose a delivery method');
  return { address: plain, methodFeeMinor: method.priceMinor, deliveryMethod: method.name };
}

const addressRecord = (a: AddressView): Record<string, string> => ({
  country: a.country,
  state: a.state,
  city: a.city,
  address: a.address,
  landmark: a.landmark,
  phone: a.phone,
  zip_code: a.zip_code,
});
