import type { AddressService } from '../accounts/addresses';
import type { Db } from '../db/client';
import type { DiscountService } from '../discounts/service';
import type { ShopMetrics } from '../metrics/registry';
import type { PaymentProvider } from '../payments/provider';
import type { DeliveryService } from './delivery';

/** What the checkout needs from the rest of the shop. */
export interface CheckoutDeps {
  db: Db;
  delivery: DeliveryService;
  addresses: AddressService;
  discounts: DiscountService;
  publicUrl: string;
  /** Paystack (or test mode) for NG; Stripe (or test mode) for card payments elsewhere. */
  providers: { ng: PaymentProvider; card: PaymentProvider };
  /** Orders placed and payment verdicts are counted here. */
  metrics: Pick<ShopMetrics, 'orderPlaced' | 'payment'>;
  log: (err: unknown) => void;
}
