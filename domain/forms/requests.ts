import { z } from 'zod';
import { emailSchema, phoneSchema } from '../validation';
import { choice, dobSchema, optionalNote, optionalWebsite, requiredText } from './fields';
import { AMBASSADOR_COUNTRIES, BUSINESS_CATEGORIES, MONTHLY_ORDER_VALUES, SEXES, TERMS_REQUIRED, valuesOf } from './options';

/** Request bodies of the brand forms: the server validates with them and the forms can check with the same rules. */

/** POST /api/forms/wholesale body (website and note optional). */
export const wholesaleBody = z
  .object({
    businessName: requiredText('Business name'),
    contactName: requiredText('Contact name'),
    email: emailSchema,
    phone: phoneSchema,
    website: optionalWebsite,
    category: choice('Business category', valuesOf(BUSINESS_CATEGORIES)),
    monthlyOrderValue: choice('Monthly order value', valuesOf(MONTHLY_ORDER_VALUES)),
    location: requiredText('Location', 160),
    note: optionalNote('Note'),
  })
  .strict();
export type WholesaleApplication = z.output<typeof wholesaleBody>;

/** The text parts of POST /api/forms/ambassador (multipart), with the API's field names. */
export const ambassadorFields = z
  .object({
    name: requiredText('Name'),
    sex: z.enum(SEXES, { error: 'Please choose Female or Male' }),
    address: requiredText('Address', 240),
    country: choice('Country', valuesOf(AMBASSADOR_COUNTRIES)),
    dob: dobSchema,
    phoneNumber: phoneSchema,
    email: emailSchema,
    socialMediaHandle: requiredText('Social media handle'),
    agreedToTerms: z.literal('true', { error: TERMS_REQUIRED }),
  })
  .strict();
export type AmbassadorFields = z.output<typeof ambassadorFields>;

/** POST /api/forms/booking body, with the API's field names; comments optional. */
export const bookingBody = z
  .object({
    name: requiredText('Name'),
    businessName: requiredText('Business name'),
    designation: requiredText('Designation'),
    state: requiredText('State'),
    city: requiredText('City'),
    phoneNumber: phoneSchema,
    email: emailSchema,
    comments: optionalNote('Comments'),
  })
  .strict();
export type SessionBooking = z.output<typeof bookingBody>;

/** POST /api/newsletter body. */
export const newsletterBody = z.object({ email: emailSchema }).strict();
