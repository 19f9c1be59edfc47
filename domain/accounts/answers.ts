import { z } from 'zod';
import { dataAnswer, shapeOf } from '../answers';
import { API_ROLES, ROLES, type ApiRole } from '../admin/roles';
import { SHIPPING_COUNTRIES } from '../country';
import type { AddressView } from './addresses';
import type { PublicUser } from './user';

// Answers of the account and address routes, checked against the types the pages use.

export const publicUser = shapeOf<PublicUser>()(
  z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    referral_code: z.string(),
    email_preferences: z.object({
      newsletter: z.boolean(),
      offers: z.boolean(),
      orderUpdates: z.boolean(),
      reviewInvites: z.boolean(),
      bagReminders: z.boolean(),
    }),
  }),
);

/** POST /api/auth/register (201) and /api/auth/login: the user and a new session's bearer token. */
export const authAnswer = z.object({
  user: publicUser,
  token: z.object({ original: z.object({ access_token: z.string(), token_type: z.string(), expires_in: z.number().int() }) }),
});
export type AuthAnswer = z.output<typeof authAnswer>;

/**
 * POST /api/auth/session and /api/auth/session/register: the user; the session is an HttpOnly cookie.
 * `bag_notes`: the lines of this browser's guest bag cut down as it joined hers (stock, or 99 at most).
 */
export const sessionAnswer = z.object({ user: publicUser, bag_notes: z.array(z.string()).optional() });

/** GET /api/auth/user: the signed-in user and the role's name (`Authenticated` for a customer). */
export const currentUserAnswer = shapeOf<{ user: PublicUser; role: ApiRole }>()(z.object({ user: publicUser, role: z.enum(API_ROLES) }));

/** POST /api/auth/profile and /api/auth/preferences: the saved user. */
export const userSavedAnswer = z.object({ user: publicUser, message: z.string() });

export const addressView = shapeOf<AddressView>()(
  z.object({
    id: z.number().int(),
    country: z.enum(SHIPPING_COUNTRIES),
    state: z.string(),
    city: z.string(),
    address: z.string(),
    landmark: z.string(),
    phone: z.string(),
    zip_code: z.string(),
    is_default: z.boolean(),
  }),
);

export const addressesAnswer = dataAnswer(z.array(addressView));
export const addressAnswer = dataAnswer(addressView);
export const defaultAddressAnswer = dataAnswer(addressView.nullable());
/** GET /api/order/get-lagos: the Lagos delivery areas. */
export const lagosAreasAnswer = dataAnswer(z.array(z.object({ id: z.number().int(), name: z.string() })));
