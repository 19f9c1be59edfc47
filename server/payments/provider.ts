import type { ProviderName } from '../../domain/checkout/payments';
/** What a provider is asked to collect. Amounts are minor units (kobo, cents, pence). */
export interface PaymentRequest {
  reference: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  email: string;
}

/** What the provider says about a payment; the server compares amount and currency itself. */
export interface Verification {
  status: 'succeeded' | 'failed' | 'pending';
  amountMinor: number;
  currency: string;
  /** The provider's own event or transaction id, to handle each confirmation once. */
  eventId: string;
}

/** A verified provider notification (webhook) about one of our payments. */
export interface PaymentNotice {
  reference: string;
  verification: Verification;
}

/** Money sent back for a paid order (the whole order; amounts in minor units). */
export interface RefundRequest {
  reference: string;
  providerPaymentId: string | null;
  amountMinor: number;
  currency: string;
  /**
   * The key of this one attempt (it names the attempt's own row and number): a repeat of the same
   * attempt is answered from the provider's record, a new attempt after a failure gets a new key.
   * Stripe also keeps it in the refund's metadata, so its refund events name the attempt.
   */
  idempotencyKey: string;
}

export type RefundState = 'succeeded' | 'pending' | 'failed';

/** Which refund attempt to look for: the payment it refunds and the attempt's own key. */
export type RefundLookup = Pick<RefundRequest, 'reference' | 'providerPaymentId' | 'idempotencyKey'>;

export interface RefundResult {
  status: RefundState;
  /** The provider's id for the refund. */
  refundId: string;
}

/** A provider's word on one refund: its event (Paystack `refund.*`, Stripe `refund.*`) or its record asked for by id. */
export interface RefundNotice {
  refund: {
    status: RefundState;
    /** Our payment reference, when the provider sends it (Paystack). */
    reference: string | null;
    /** The provider's payment id, when it sends that instead (Stripe's PaymentIntent). */
    providerPaymentId: string | null;
    /** The refund's id as the adapter's `refund()` answer names it: what the shop matches a refund by. */
    refundId: string | null;
    /** The idempotency key of the attempt that asked for it, when the provider keeps it (Stripe's metadata). */
    attemptKey: string | null;
    amountMinor: number;
    currency: string;
    eventId: string;
  };
}

/**
 * One interface for the three ways of paying: Paystack (NG redirect), Stripe (card form
 * elsewhere) and the built-in test mode. `start` begins a payment; `verify` asks the provider
 * how it went; `parseWebhook` authenticates a notification from the raw body and headers.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly flow: 'redirect' | 'card';
  /** Safe to show in the browser (Stripe's publishable key); never a secret. */
  readonly publishableKey?: string;
  start(
    req: PaymentRequest,
    options: { callbackUrl: string; idempotencyKey: string },
  ): Promise<{
    paymentUrl?: string;
    clientSecret?: string;
    providerPaymentId?: string;
  }>;
  verify(reference: string, providerPaymentId: string | null): Promise<Verification>;
  /**
   * Stops a payment that has not been made, so it can no longer be paid: 'cancelled'; 'succeeded'
   * when it was paid meanwhile; 'unsupported' when the provider cannot stop it (Paystack: the shop
   * then refuses the reference and refunds a late payment).
   */
  cancel(reference: string, providerPaymentId: string | null): Promise<'cancelled' | 'succeeded' | 'unsupported'>;
  /** Asks the provider to send a paid order's money back. */
  refund(req: RefundRequest): Promise<RefundResult>;
  /** The provider's record of one refund, by the id `refund()` answered (the reconciliation of a pending refund). */
  refundStatus(refundId: string): Promise<RefundNotice['refund']>;
  /**
   * The refund one attempt asked for, found by the attempt's key among the payment's refunds, when
   * `refund()` got no answer (the reconciliation of an unanswered refund); null when the provider
   * never made it.
   */
  findRefund(attempt: RefundLookup): Promise<RefundNotice['refund'] | null>;
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentNotice | RefundNotice | null;
}

export class WebhookSignatureError extends Error {}
