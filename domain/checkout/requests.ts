import { z } from 'zod';
import { normalizeCountry, parseShippingCountry } from '../country';
import { quantitySchema } from '../validation';

/** A row id: PostgreSQL `serial` is a 32-bit integer, so a larger number cannot name a row (and must not reach a query). */
const rowId = z.number().int().positive().max(2_147_483_647);

/**
 * The checkout payload: order data plus cartItems, delivery method name, country and code.
 * Only ids and quantities of the lines are read; prices, fees and totals a client sends are
 * ignored (stripped), because the server computes every amount.
 */
const cartLine = z.object({
  id: rowId,
  quantity: quantitySchema,
});

export const checkoutBody = z.object({
  /** Parsed here, once: the order's country, or null when the shop does not ship there (pricing refuses it with SHIPPING_NOT_AVAILABLE). */
  country: z.string().trim().min(2).max(2).transform(parseShippingCountry),
  cartItems: z.array(cartLine).min(1, 'Your basket is empty').max(50),
  isPickup: z.boolean().default(false),
  address: z.object({ id: rowId }).nullish(),
  delivery_method: z.union([z.string().max(80), z.object({ name: z.string().max(80) })]).nullish(),
  discountCode: z.string().trim().max(40).nullish(),
  /** One per checkout attempt, so a double click or a retry makes one order. */
  idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid idempotency key'),
});

export type CheckoutInput = z.output<typeof checkoutBody>;

/** POST /api/order/quote: the checkout payload, whose attempt key is optional (a quote starts nothing). */
export const quoteBody = checkoutBody.extend({ idempotency_key: z.string().max(64).optional() });

export const discountBody = z
  .object({
    code: z.string().trim().min(1, 'Please enter a discount code').max(40),
    /** The visitor's country, for codes that apply in some countries only (checked again at checkout); null when unreadable. */
    country: z
      .string()
      .trim()
      .max(2)
      .optional()
      .transform((c) => (c ? normalizeCountry(c) : null)),
  })
  .strict();

const place = z.string().trim().min(1).max(80);
/** GET /api/order/location-fee/:country/:state/:city. */
export const feeParams = z.object({ country: z.string().length(2), state: place, city: place });
/** GET /api/order/get-international-delivery-methods/:countryCode. */
export const countryParams = z.object({ countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'Invalid country code') });

/** A checkout attempt's payment reference: `zr_` and upper-case letters or digits (sixteen as the shop issues them). */
const paymentReference = z.string().regex(/^zr_[A-Z0-9]{10,30}$/, 'Invalid payment reference');
/** POST /api/payments/confirm. */
export const confirmBody = z.object({ reference: paymentReference }).strict();
/** Test mode's payment page and its two buttons: /api/test-payments/:reference(/:outcome). */
export const testPaymentParams = z.object({ reference: paymentReference, outcome: z.enum(['pay', 'decline']).optional() });

export const methodName = (m: CheckoutInput['delivery_method']) => (typeof m === 'string' ? m : m?.name) ?? '';
