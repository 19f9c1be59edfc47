import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema } from '../validation';

/** Request bodies of the account endpoints (sign-up, sign-in, profile, addresses), shared by the server and the forms. */

const name = z.string().trim().min(1, 'is required').max(60);

export const registerBody = z
  .object({
    first_name: name,
    last_name: name,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    referral: z.string().trim().max(40).optional(),
  })
  .strict();

export const loginBody = z
  .object({
    email: emailSchema,
    password: z.string().min(1, 'Password is required').max(128),
    remember: z.boolean().optional(),
  })
  .strict();

export const forgotBody = z.object({ email: emailSchema }).strict();

export const resetBody = z
  .object({
    token: z.string().min(20, 'Invalid reset token').max(200),
    password: passwordSchema,
  })
  .strict();

export const profileBody = z.object({ first_name: name, last_name: name, phone: phoneSchema }).strict();

export const changePasswordBody = z
  .object({
    current_password: z.string().min(1, 'Current password is required').max(128),
    password: passwordSchema,
  })
  .strict();

export const preferencesBody = z
  .object({
    newsletter: z.boolean(),
    offers: z.boolean(),
    orderUpdates: z.boolean(),
    /** Left out by older forms: the stored choice stays. */
    reviewInvites: z.boolean().optional(),
    bagReminders: z.boolean().optional(),
  })
  .strict();

export type RegisterInput = z.output<typeof registerBody>;
export type LoginBody = z.output<typeof loginBody>;

const text = (max: number) => z.string().trim().max(max);

/**
 * Add address: country, state, city/area, address and phone required; landmark and zip optional.
 * Missing fields default to '' so the service answers one FILL_ALL_FIELDS message for all of them.
 */
export const addAddressBody = z
  .object({
    country: text(2).default(''),
    state: text(80).default(''),
    city: text(80).default(''),
    address: text(200).default(''),
    landmark: text(120).default(''),
    phone: text(20).default(''),
    zip_code: text(12).default(''),
    is_default: z.boolean().optional(),
  })
  .strict();

export type AddAddressInput = z.output<typeof addAddressBody>;
