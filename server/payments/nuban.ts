import type { Bank } from '../../domain/influencers/payouts';

/**
 * The CBN's NUBAN check: over the 3-digit bank code and the first nine digits of the account,
 * weights 3,7,3 repeated; the tenth digit is 10 minus the sum's last digit (10 counts as 0).
 */
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode}${serial}`.split('').map(Number);
  const sum = digits.reduce((total, d, i) => total + d * WEIGHTS[i]!, 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether a 10-digit account number carries the right check digit for a 3-digit bank code. */
export function isNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** Test mode's bank list: real Nigerian banks with their 3-digit CBN codes (NUBAN applies as is). */
export const TEST_BANKS: Bank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
];
