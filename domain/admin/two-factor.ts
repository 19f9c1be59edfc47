import { z } from 'zod';

/** RFC 6238 as authenticator apps use it: 6 digits, 30-second steps, HMAC-SHA1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  required: 'Two-factor verification required',
  wrongCode: 'That code is not right. Please try again.',
  codeFormat: 'Enter the 6-digit code from your app or a recovery code',
  alreadySetUp: 'Two-factor sign-in is already set up',
  notSetUp: 'Set up two-factor sign-in first',
  noSetup: 'Start the two-factor setup first',
  /** The stored secret was sealed under a key this server does not hold (a lost or changed SECRET_KEY). */
  keyMissing:
    'Two-factor sign-in is unavailable: this server cannot read the stored secrets. The owner must set SECRET_KEY to the key they were sealed with.',
} as const;

/** A 6-digit code (spaces allowed as apps show them) or a recovery code such as `K7F2-9QXD`. */
export const twoFactorCodeBody = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^(\d{6}|[A-Z0-9]{4}-?[A-Z0-9]{4})$/, { error: TWO_FACTOR_MESSAGES.codeFormat })),
});

export interface TwoFactorStatus {
  /** Two-factor is set up for this account. */
  enrolled: boolean;
  /** This session has given a code. */
  verified: boolean;
}

export interface TwoFactorSetup {
  /** Base32, to type into an app that cannot scan. */
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code, an SVG document. */
  qr_svg: string;
}

export interface TwoFactorConfirmed {
  /** Shown once: each signs in once when the phone is not at hand. */
  recovery_codes: string[];
}
