import { and, eq } from 'drizzle-orm';
import {
  PAYOUT_DETAIL_MESSAGES,
  type Bank,
  type BankDetailsView,
  type PayoutDetails,
  type StripeCountry,
  type StripeDetailsView,
} from '../../domain/influencers/payouts';
import type { Db } from '../db/client';
import { conflict, invalid, invalidField } from '../domain-error';
import type { TransferRails } from '../payments/transfer-rails';
import type { Sealer } from '../security/sealed';
import { influencerPayoutAccounts } from './schema';

type AccountRow = typeof influencerPayoutAccounts.$inferSelect;

/** "Guaranty Trust Bank •••• 1234": how a bank account is shown anywhere. */
export const maskedAccount = (row: Pick<AccountRow, 'bankName' | 'accountLast4'>) => `${row.bankName} •••• ${row.accountLast4}`;

const BANK_LIST_TTL_MS = 60 * 60_000;

/**
 * Where an influencer is paid. Naira: a bank from Paystack's list and a 10-digit account whose
 * name the bank gives and she confirms (resolved again when she saves, so the name kept is the
 * bank's, never the browser's); the number is sealed at rest. Pounds and dollars: her Stripe
 * connected account, opened once and completed on Stripe's onboarding pages.
 */
export function createPayoutDetails({ db, rails, sealer, publicUrl }: { db: Db; rails: TransferRails; sealer: Sealer; publicUrl: string }) {
  let bankList: { at: number; banks: Bank[] } | null = null;

  async function banks() {
    if (!bankList || Date.now() - bankList.at > BANK_LIST_TTL_MS) bankList = { at: Date.now(), banks: await rails.bank.banks() };
    return bankList.banks;
  }

  async function accountOf(influencerId: number, rail: 'bank' | 'stripe') {
    const [row] = await db
      .select()
      .from(influencerPayoutAccounts)
      .where(and(eq(influencerPayoutAccounts.influencerId, influencerId), eq(influencerPayoutAccounts.rail, rail)))
      .limit(1);
    return row ?? null;
  }

  const bankView = (row: AccountRow): BankDetailsView => ({
    bank_name: row.bankName!,
    bank_code: row.bankCode!,
    account_name: row.accountName!,
    account_number_masked: `•••• ${row.accountLast4}`,
  });

  /** What Stripe says of her connected account; Stripe out of reach is said in words, never an error. */
  const stripeStatus = (accountId: string) =>
    rails.connect.status(accountId).catch(() => ({ ready: false, needs: ['Stripe could not be reached: try again later'] }));

  async function stripeView(row: AccountRow): Promise<StripeDetailsView> {
    return { country: row.country as StripeCountry, ...(await stripeStatus(row.stripeAccountId!)) };
  }

  async function details(influencerId: number): Promise<PayoutDetails> {
    const [bank, stripe] = await Promise.all([accountOf(influencerId, 'bank'), accountOf(influencerId, 'stripe')]);
    return {
      bank: bank && bankView(bank),
      stripe: stripe && (await stripeView(stripe)),
      test_mode: { bank: rails.bank.name === 'test', stripe: rails.connect.name === 'test' },
    };
  }

  /** The account's name as her bank gives it, for her to confirm; a refusal in the provider's words. */
  async function resolve(bankCode: string, accountNumber: string) {
    const bank = (await banks()).find((b) => b.code === bankCode);
    if (!bank) throw invalidField('bank_code', PAYOUT_DETAIL_MESSAGES.unknownBank);
    const name = await rails.bank.resolve(accountNumber, bankCode);
    if (!name) throw invalid(PAYOUT_DETAIL_MESSAGES.unresolved, { account_number: PAYOUT_DETAIL_MESSAGES.unresolved });
    return { bank, accountName: name };
  }

  /** Saves the account she confirmed; new details get a new Paystack recipient at the next payout. */
  async function saveBank(influencerId: number, input: { bank_code: string; account_number: string; account_name: string }) {
    const { bank, accountName } = await resolve(input.bank_code, input.account_number);
    if (accountName !== input.account_name) throw conflict(PAYOUT_DETAIL_MESSAGES.nameChanged, { account_name: accountName });
    const values = {
      bankCode: bank.code,
      bankName: bank.name,
      accountNumberSealed: sealer.seal(input.account_number),
      accountLast4: input.account_number.slice(-4),
      accountName,
      recipientCode: null,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(influencerPayoutAccounts)
      .values({ influencerId, rail: 'bank', ...values })
      .onConflictDoUpdate({ target: [influencerPayoutAccounts.influencerId, influencerPayoutAccounts.rail], set: values })
      .returning();
    return bankView(row!);
  }

  /**
   * Opens her Stripe account once (per country) and answers where she completes it; test mode's
   * account is complete at once (no link).
   */
  async function startStripe(influencerId: number, email: string, country: StripeCountry) {
    const existing = await accountOf(influencerId, 'stripe');
    let accountId = existing?.country === country ? existing.stripeAccountId : null;
    if (!accountId) {
      accountId = await rails.connect.openAccount({ influencerId, email, country });
      const values = { stripeAccountId: accountId, country, updatedAt: new Date() };
      await db
        .insert(influencerPayoutAccounts)
        .values({ influencerId, rail: 'stripe', ...values })
        .onConflictDoUpdate({ target: [influencerPayoutAccounts.influencerId, influencerPayoutAccounts.rail], set: values });
    }
    const back = `${publicUrl}/influencer-dashboard#payout-details`;
    const url = await rails.connect.onboardingLink(accountId, { refresh: back, return: back });
    return { url, stripe: await stripeView((await accountOf(influencerId, 'stripe'))!) };
  }

  /** The account number in clear, only to hand it to the provider. */
  const accountNumberOf = (row: AccountRow) => sealer.open(row.accountNumberSealed!);

  return { banks, details, resolve, saveBank, startStripe, accountOf, accountNumberOf, stripeStatus };
}

export type PayoutDetailsService = ReturnType<typeof createPayoutDetails>;
