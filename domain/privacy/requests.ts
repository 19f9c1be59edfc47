import { z } from 'zod';

/** Deleting her account: confirmed with her password. */
export const deleteAccountBody = z.object({ password: z.string().min(1, 'Password is required').max(128) }).strict();
export type DeleteAccountBody = z.output<typeof deleteAccountBody>;

/** Staff erasing an account for a request received by mail: a short note of the request (kept in the audit log). */
export const eraseCustomerBody = z.object({ reason: z.string().trim().min(1, 'is required').max(200) }).strict();

export const PRIVACY_MESSAGES = {
  deleted: 'Your account has been deleted. We are sorry to see you go.',
  erased: 'The account was erased.',
  wrongPassword: 'The password is incorrect. Your account was not deleted.',
  unpaidEarnings:
    'You still have commission waiting to be paid out. Please wait for your payout before deleting your account, or write to us to arrange it.',
  staffAccount: 'Staff accounts are closed by the shop owner in the back office.',
  alreadyErased: 'This account has already been erased.',
} as const;

/** The download's file name. */
export const MY_DATA_FILE = 'zaron-my-data.json';

/** What an erased account's email becomes: unique, and in `.invalid`, which no mail can reach (RFC 2606). */
export const erasedEmail = (userId: number, nonce: string) => `erased-${userId}-${nonce}@erased.invalid`;

/** The newsletter's confirmation link and one-click unsubscribe. */
export const newsletterConfirmBody = z.object({ token: z.string().min(1).max(200) }).strict();
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(600) }).strict();
/** RFC 8058's one-click body (`List-Unsubscribe=One-Click`, form-encoded); the shop's own page sends none. */
export const unsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).strict();
