import type { Currency } from '../../domain/currency';
import type { Bank } from '../../domain/influencers/payouts';

/**
 * Money the shop sends out (influencer payouts), as opposed to money it collects (provider.ts).
 * Amounts are minor units; `reference` is the shop's own, the same at every attempt, so a retry
 * never pays twice.
 */

/**
 * What a provider says about one transfer. `otp`: Paystack waits for the OTP sent to the shop;
 * `partly_reversed`: part of a paid transfer was sent back (Stripe).
 */
export type TransferState = 'pending' | 'otp' | 'paid' | 'partly_reversed' | 'failed' | 'reversed';

export interface TransferAnswer {
  state: TransferState;
  /** The provider's id for it (Paystack's transfer code, Stripe's tr_…). */
  transferId: string | null;
}

/** A verified provider notification about a transfer (webhook). */
export interface TransferNotice {
  reference: string | null;
  transferId: string | null;
  state: TransferState;
  amountMinor: number;
  currency: string;
  /** What has been sent back of the transfer so far (all its reversals), in minor units; 0 when none. */
  reversedMinor: number;
  eventId: string;
}

/** Refused by the provider for a reason the shop can show (a 4xx: bad details, wrong OTP…). */
export class TransferRefused extends Error {}

/** Naira to a Nigerian bank account (Paystack Transfers, or test mode). */
export interface BankTransfers {
  readonly name: 'paystack' | 'test';
  banks(): Promise<Bank[]>;
  /** The account's name as the bank holds it; null when it does not resolve. */
  resolve(accountNumber: string, bankCode: string): Promise<string | null>;
  /** The shop's naira balance at the provider, or null when it has none to check (test mode). */
  balanceMinor(): Promise<number | null>;
  createRecipient(details: { name: string; accountNumber: string; bankCode: string }): Promise<string>;
  send(transfer: { reference: string; recipient: string; amountMinor: number; reason: string }): Promise<TransferAnswer>;
  finalize(transferId: string, otp: string): Promise<TransferAnswer>;
  /** The transfer of this reference; null when the provider never received it. */
  verify(reference: string): Promise<TransferAnswer | null>;
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): TransferNotice | null;
}

/** What a connected account still needs before it can be paid. */
export interface ConnectedAccountStatus {
  ready: boolean;
  needs: string[];
}

/** Pounds and dollars to her Stripe connected account (Stripe Connect, or test mode). */
export interface ConnectTransfers {
  readonly name: 'stripe' | 'test';
  openAccount(input: { influencerId: number; email: string; country: string }): Promise<string>;
  /** Where she completes Stripe's onboarding; null in test mode (done at once). */
  onboardingLink(accountId: string, urls: { refresh: string; return: string }): Promise<string | null>;
  status(accountId: string): Promise<ConnectedAccountStatus>;
  /** What the shop's Stripe balance has available in `currency`, or null when it has none to check (test mode). */
  balanceMinor(currency: Currency): Promise<number | null>;
  send(transfer: { reference: string; destination: string; amountMinor: number; currency: string }): Promise<TransferAnswer>;
  /** The transfer as the provider holds it now; null when its id never came back (send again: same key). */
  verify(reference: string, transferId: string | null): Promise<TransferAnswer | null>;
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): TransferNotice | null;
}
