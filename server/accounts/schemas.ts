import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema } from '../../domain/validation';

const name = z.string().trim().min(1, 'is required').max(60);

export const registerBody = z.object({
  first_name: name,
  last_name: name,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  referral: z.string().trim().max(40).optional(),
}).strict();

export const loginBody = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(128),
  remember: z.boolean().optional(),
}).strict();

export const forgotBody = z.object({ email: emailSchema }).strict();

export const resetBody = z.object({
  token: z.string().min(20, 'Invalid reset token').max(200),
  password: passwordSchema,
}).strict();

export const profileBody = z.object({ first_name: name, last_name: name, phone: phoneSchema }).strict();

export const changePasswordBody = z.object({
  current_password: z.string().min(1, 'Current password is required').max(128),
  password: passwordSchema,
}).strict();

export const preferencesBody = z.object({
  newsletter: z.boolean(),
  offers: z.boolean(),
  orderUpdates: z.boolean(),
}).strict();

export type RegisterInput = z.output<typeof registerBody>;
