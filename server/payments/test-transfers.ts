import { isNuban, TEST_BANKS } from './nuban';
import type { BankTransfers, ConnectTransfers } from './transfers';

/** The name test mode gives every account that passes the NUBAN check. */
export const TEST_ACCOUNT_NAME = 'ZARON TEST ACCOUNT';

/**
 * Test mode (no Paystack key): a fixed list of real banks; an account resolves (to a test name)
 * only when its check digit is right for the bank; every transfer is paid at once. No money moves.
 */
export function createTestBankTransfers(): BankTransfers {
  return {
    name: 'test',
    banks: async () => TEST_BANKS,
    resolve: async (accountNumber, bankCode) =>
      TEST_BANKS.some((b) => b.code === bankCode) && isNuban(bankCode, accountNumber) ? TEST_ACCOUNT_NAME : null,
    balanceMinor: async () => null,
    createRecipient: async ({ bankCode, accountNumber }) => `RCP_test_${bankCode}${accountNumber.slice(-4)}`,
    send: async ({ reference }) => ({ state: 'paid', transferId: `TRF_test_${reference}` }),
    finalize: async (transferId) => ({ state: 'paid', transferId }),
    verify: async (reference) => ({ state: 'paid', transferId: `TRF_test_${reference}` }),
    parseWebhook: () => null,
  };
}

/** Test mode (no Stripe key): her connected account is ready at once; every transfer is paid at once. */
export function createTestConnectTransfers(): ConnectTransfers {
  return {
    name: 'test',
    openAccount: async ({ influencerId }) => `acct_test_${influencerId}`,
    onboardingLink: async () => null,
    status: async () => ({ ready: true, needs: [] }),
    balanceMinor: async () => null,
    send: async ({ reference }) => ({ state: 'paid', transferId: `tr_test_${reference}` }),
    verify: async (reference) => ({ state: 'paid', transferId: `tr_test_${reference}` }),
    parseWebhook: () => null,
  };
}
