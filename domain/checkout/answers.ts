import { z } from 'zod';
import { dataAnswer, shapeOf } from '../answers';
import { SHIPPING_COUNTRIES } from '../country';
import { orderDetailSchema, orderStatusSchema } from '../orders';
import type { DeliveryMethod, Quote } from './delivery';
import type { IntentResponse, PaymentsConfig, ProviderName } from './payments';

// Answers of checkout, My Orders and payments, checked against the types the pages use.

const providerName = z.enum(['paystack', 'stripe', 'test'] satisfies ProviderName[]);

/** GET /api/order/location-fee/:country/:state/:city: the area and its fee in major units. */
export const locationFeeAnswer = dataAnswer(
  z.object({ deliveryData: z.object({ state: z.string(), city: z.string(), duration: z.string() }), fee: z.number() }),
);
export type LocationFeeAnswer = z.output<typeof locationFeeAnswer>;

const deliveryMethod = shapeOf<DeliveryMethod>()(
  z.object({ id: z.number().int(), name: z.string(), price: z.number(), duration: z.string() }),
);
export const deliveryMethodsAnswer = dataAnswer(z.array(deliveryMethod));

/** POST /api/order/add-discount-code: the customer's percent, a bare number. */
export const discountPercentAnswer = z.number();

export const quoteAnswer = dataAnswer(
  shapeOf<Quote>()(
    z.object({
      currency: z.string(),
      subtotal: z.number(),
      delivery_fee: z.number(),
      discount: z.number(),
      total: z.number(),
      subtotal_minor: z.number().int(),
      delivery_fee_minor: z.number().int(),
      discount_minor: z.number().int(),
      total_minor: z.number().int(),
      tax_name: z.string(),
      tax_included: z.boolean(),
      tax: z.number(),
      tax_minor: z.number().int(),
    }),
  ),
);

/** POST /api/order/initiate-order: the provider's payment page to go to. */
export const initiateAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  payment_url: z.string().nullable(),
  reference: z.string(),
  order_number: z.string(),
});
export type InitiateAnswer = z.output<typeof initiateAnswer>;

export const intentAnswer = shapeOf<IntentResponse>()(
  z.object({
    client_secret: z.string().nullable(),
    reference: z.string(),
    order_number: z.string(),
    provider: providerName,
    publishable_key: z.string().nullable(),
  }),
);

/** GET /api/order/my-orders: the customer's paid orders, amounts in major units. */
export const myOrder = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  currency: z.string(),
  country: z.enum(SHIPPING_COUNTRIES),
  subtotal: z.number(),
  delivery_fee: z.number(),
  discount: z.number(),
  total: z.number(),
  /** Refunded so far. */
  refunded: z.number(),
  is_pickup: z.boolean(),
  delivery_method: z.string(),
  products: z.array(z.object({ name: z.string(), image: z.string(), price: z.number(), quantity: z.number().int() })),
  tracking: orderDetailSchema.shape.tracking,
});
export type MyOrder = z.output<typeof myOrder>;
export const myOrdersAnswer = dataAnswer(z.array(myOrder));
export const orderDetailAnswer = dataAnswer(orderDetailSchema);

export const paymentsConfigAnswer = shapeOf<PaymentsConfig>()(
  z.object({ card: providerName, publishable_key: z.string().nullable(), ng: providerName }),
);

/** POST /api/payments/confirm: where the order stands, and a word for the shopper when it was not taken. */
export const confirmAnswer = z.object({ status: orderStatusSchema, order_number: z.string(), message: z.string().optional() });
export type ConfirmAnswer = z.output<typeof confirmAnswer>;

/** GET /api/test-payments/:reference: test mode's payment page. */
export const testPaymentAnswer = z.object({
  reference: z.string(),
  amount: z.number(),
  amount_minor: z.number().int(),
  currency: z.string(),
  country: z.enum(SHIPPING_COUNTRIES),
  status: orderStatusSchema,
  order_number: z.string(),
});
export type TestPaymentAnswer = z.output<typeof testPaymentAnswer>;
/** POST /api/test-payments/:reference/:outcome: the test payment's new status. */
export const testOutcomeAnswer = z.object({ status: z.string() });

/** A provider's webhook, acknowledged: what applying it did (absent for an event that needs nothing). */
export const webhookAnswer = z.object({ received: z.literal(true), outcome: z.string().optional() });
