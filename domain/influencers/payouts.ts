import type { Currency } from '../currency';

/**
 * Where an influencer is paid and how each payout went: shapes and messages shared by her
 * dashboard, the back office and the server (amounts in major units).
 */

/** Naira goes to a Nigerian bank account through Paystack; pounds and dollars to a Stripe account. */
export type PayoutRail = 'bank' | 'stripe';
export const railOf = (currency: Currency): PayoutRail => (currency === 'NGN' ? 'bank' : 'stripe');

/**
 * A payout's life: approved and sent (`pending`), waiting for the shop's OTP, then paid, failed or
 * reversed; `partly_reversed` when the provider sent part of a paid transfer back (Stripe).
 */
export const PAYOUT_STATES = ['pending', 'otp', 'paid', 'partly_reversed', 'failed', 'reversed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
/**
 * States whose amount (less what was reversed of it) has left what she can be paid; a failed or
 * reversed payout gives it all back.
 */
export const HOLDING_STATES = ['pending', 'otp', 'paid', 'partly_reversed'] as const satisfies readonly PayoutState[];

export const PAYOUT_STATE_WORDS: Record<PayoutState, string> = {
  pending: 'On its way',
  otp: 'Waiting for approval',
  paid: 'Paid',
  partly_reversed: 'Partly reversed, part back in your balance',
  failed: 'Failed, back in your balance',
  reversed: 'Reversed, back in your balance',
};

export const STRIPE_COUNTRIES = ['GB', 'US'] as const;
export type StripeCountry = (typeof STRIPE_COUNTRIES)[number];

export interface Bank {
  name: string;
  code: string;
}

/** Her bank account as she sees it: the number masked to its last four digits. */
export interface BankDetailsView {
  bank_name: string;
  bank_code: string;
  account_name: string;
  account_number_masked: string;
}

export interface StripeDetailsView {
  country: StripeCountry;
  ready: boolean;
  /** What Stripe still needs from her, in words (empty when ready). */
  needs: string[];
}

export interface PayoutDetails {
  bank: BankDetailsView | null;
  stripe: StripeDetailsView | null;
  /** No provider keys: nothing real is opened or paid. */
  test_mode: { bank: boolean; stripe: boolean };
}

export interface PayoutView {
  id: number;
  created_at: string;
  amount: number;
  currency: string;
  reference: string;
  /** `manual`: recorded by staff after paying outside the shop. */
  method: 'manual' | 'paystack' | 'stripe' | 'test';
  state: PayoutState;
  /** What came back of it to her balance (a partial or whole reversal), in major units. */
  reversed_amount: number;
  destination: string | null;
}

export const PAYOUT_DETAIL_MESSAGES = {
  unresolved: 'Could not resolve account name. Check parameters or try again.',
  unknownBank: 'Choose a bank from the list',
  nameChanged: 'The bank now gives another name for this account: check it and confirm again',
  bankSaved: 'Your bank details have been saved.',
  testOnboarded: 'Test mode: your Stripe account is ready at once; no real account was opened.',
  notFound: 'Payout not found',
} as const;

/** A currency as its payouts are named in messages. */
const CURRENCY_WORDS: Record<Currency, string> = { NGN: 'naira', GBP: 'pound', USD: 'dollar' };

export const BATCH_MESSAGES = {
  noDetails: (name: string, currency: Currency) =>
    currency === 'NGN'
      ? `${name} has not added bank details for naira payouts yet`
      : `${name} has no Stripe account ready for ${currency} payouts yet`,
  notReady: (name: string, needs: string[]) => `${name}'s Stripe account cannot receive payouts yet (still needs: ${needs.join(', ')})`,
  noEarnings: (name: string, currency: Currency) => `${name} has no earnings in ${currency}`,
  /** Before sending: the provider's balance in that currency (Paystack for naira, Stripe for pounds and dollars). */
  lowBalance: (currency: Currency, have: string, need: string) =>
    `The ${currency === 'NGN' ? 'Paystack' : 'Stripe'} balance (${have}) is too low for these ${CURRENCY_WORDS[currency]} payouts (${need}). Top it up and approve again.`,
  approved: (n: number) => (n === 1 ? 'Payout approved' : `${n} payouts approved`),
  again: 'This batch was already approved; nothing was paid twice.',
  testMode: 'Test mode: paid out at once; no money moved.',
  notOtp: 'This payout is not waiting for an OTP',
  otpRefused: (why: string) => `Paystack refused the OTP: ${why}`,
  duplicateLine: 'Each influencer and currency may appear once in a batch',
} as const;

/** One line of the back office's payout batch: what an influencer can be paid in one currency. */
export interface PayableLine {
  influencer_id: number;
  name: string;
  code: string | null;
  currency: Currency;
  available: number;
  destination: string | null;
  ready: boolean;
}

export interface StaffPayoutView extends PayoutView {
  influencer_id: number;
  name: string;
}

export interface PayoutBatchView {
  lines: PayableLine[];
  payouts: StaffPayoutView[];
  test_mode: { bank: boolean; stripe: boolean };
}
