import { z } from 'zod';
import { MAX_QUANTITY } from './cart';

/** Shared field schemas: the one place email, password, phone and slug rules live. */

const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
const EMAIL_TOO_LONG = 'Email must be at most 254 characters';

/** Emails are lower-cased; 'Email is required' / 'Please enter a valid email address'. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, { error: EMAIL_REQUIRED, abort: true })
  .max(254, { error: EMAIL_TOO_LONG, abort: true })
  .check(z.email({ error: EMAIL_INVALID }));

const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_INVALID = 'Password does not meet the requirements';
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

/** The password rule, in the order of its on-screen checklist; symbols are allowed but not required. */
const PASSWORD_RULES: readonly { label: string; test: (pw: string) => boolean }[] = [
  { label: `At least ${PASSWORD_MIN} characters`, test: (pw) => pw.length >= PASSWORD_MIN },
  { label: 'One uppercase letter', test: (pw) => /[A-Z]/.test(pw) },
  { label: 'One lowercase letter', test: (pw) => /[a-z]/.test(pw) },
  { label: 'One number', test: (pw) => /[0-9]/.test(pw) },
];

/** Live requirements checklist of the reset screen. */
export function passwordChecklist(pw: string): { label: string; ok: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ label: rule.label, ok: rule.test(pw) }));
}

/** Passwords are never trimmed: spaces are characters the user chose. */
export const passwordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, { error: PASSWORD_REQUIRED, abort: true })
  .refine((pw) => pw.length <= PASSWORD_MAX && PASSWORD_RULES.every((rule) => rule.test(pw)), {
    error: PASSWORD_INVALID,
  });

const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Please enter a valid phone number';

/**
 * 7–20 characters of digits, spaces, '+', '-' and parentheses ('+234 803 555 0142',
 * '(020) 7946 0958'), with at least 7 digits so '+++ ---' is refused.
 */
export const phoneSchema = z
  .string({ error: PHONE_REQUIRED })
  .trim()
  .min(1, { error: PHONE_REQUIRED, abort: true })
  .regex(/^[0-9 +()-]{7,20}$/, { error: PHONE_INVALID, abort: true })
  .refine((phone) => phone.replace(/\D/g, '').length >= 7, { error: PHONE_INVALID });

/** Product and category slugs: lower-case kebab case, 1–120 characters. */
export const slugSchema = z
  .string()
  .min(1, { error: 'Slug is required', abort: true })
  .max(120, { error: 'Slug must be at most 120 characters', abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Slug must be lower-case words joined by hyphens' });

/** Quantity of one cart line: a whole number from 1 to MAX_QUANTITY (domain/cart.ts, kept free of zod for the browser bundles). */
export const quantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(MAX_QUANTITY, { error: `Quantity cannot be more than ${MAX_QUANTITY}` });
