import { choosesDeliveryMethod, offersPickup } from '../../../domain/checkout/delivery';
import type { CartItem } from '../../lib/cart';
import type { OrderData } from '../../lib/order-data';
import type { CountryCode } from '../../../domain/country';

/**
 * The checkout payload. Only ids and quantities of the lines are sent: the server reprices
 * everything from the catalogue, so nothing priced in the browser is sent as truth.
 */
export interface CheckoutPayload {
  country: CountryCode;
  cartItems: { id: number; quantity: number }[];
  isPickup: boolean;
  address: OrderData['address'];
  delivery_method: { name: string } | null;
  discountCode?: string;
}

export function buildPayload(
  items: readonly CartItem[],
  orderData: OrderData,
  country: CountryCode,
  discountCode?: string,
): CheckoutPayload {
  const isPickup = offersPickup(country) && orderData.isPickup;
  return {
    country,
    cartItems: items.map((i) => ({ id: i.id, quantity: i.quantity })),
    isPickup,
    address: isPickup ? null : orderData.address,
    // Methods are chosen outside NG only; NG delivery is priced by the address.
    delivery_method: choosesDeliveryMethod(country) ? orderData.delivery_method : null,
    ...(discountCode ? { discountCode } : {}),
  };
}

/** What makes two checkouts the same attempt: the same lines, place, method and code. */
export function fingerprint(p: CheckoutPayload): string {
  const lines = [...p.cartItems]
    .sort((a, b) => a.id - b.id)
    .map((l) => `${l.id}x${l.quantity}`)
    .join(',');
  return [p.country, lines, p.isPickup ? 'pickup' : `a${p.address?.id ?? ''}`, p.delivery_method?.name ?? '', p.discountCode ?? ''].join(
    '|',
  );
}

/** Checkout needs a method (outside NG), an address in address mode, and a filled cart. */
export function canProceed(p: CheckoutPayload): boolean {
  if (p.cartItems.length === 0) return false;
  if (!p.isPickup && !p.address) return false;
  if (choosesDeliveryMethod(p.country) && !p.delivery_method) return false;
  return true;
}
