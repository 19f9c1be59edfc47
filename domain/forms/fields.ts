import { z } from 'zod';
import { AMBASSADOR_MAX_AGE, AMBASSADOR_MIN_AGE, ageOn, isoToday } from './options';

/** Field rules shared by the wholesale, ambassador and booking forms; messages name the field as the form labels it. */

// Control characters (line breaks included) have no place in a one-line field and could end up in mail headers.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

/** A required one-line text: trimmed, 1..max characters. */
export const requiredText = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .refine((s) => !CONTROL.test(s), { error: `${label} must be a single line of text` });

/** An optional multi-line note: blank becomes null. */
export const optionalNote = (label: string, max = 2000) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .refine((s) => !CONTROL_EXCEPT_NEWLINE.test(s), { error: `${label} contains characters we cannot store` })
    .optional()
    .transform((s) => s || null);

/** A choice from a fixed list, with a readable message for anything else. */
export const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `Please choose a ${label.toLowerCase()} from the list` });

/**
 * An optional website: 'zaronbeauty.com' or 'https://zaronbeauty.com/shop'. A missing scheme means https;
 * only http(s) addresses with a dotted host are kept. Blank becomes null.
 */
export const optionalWebsite = z
  .string({ error: 'Website must be text' })
  .trim()
  .max(200, { error: 'Website must be at most 200 characters', abort: true })
  .optional()
  .transform((s, ctx) => {
    if (!s) return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
    try {
      const url = new URL(withScheme);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname)) return url.toString();
    } catch {
      // fall through to the message below
    }
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid website address, e.g. yourshop.com' });
    return z.NEVER;
  });

const DOB_REQUIRED = 'Date of birth is required';
const DOB_INVALID = 'Please enter a valid date of birth';
const DOB_AGE = `Applicants must be between ${AMBASSADOR_MIN_AGE} and ${AMBASSADOR_MAX_AGE} years old`;

/** A 'YYYY-MM-DD' birth date of someone aged 16 to 80 today. */
export const dobSchema = z
  .string({ error: DOB_REQUIRED })
  .trim()
  .min(1, { error: DOB_REQUIRED, abort: true })
  .refine((s) => ageOn(s, isoToday()) !== null, { error: DOB_INVALID, abort: true })
  .refine(
    (s) => {
      const age = ageOn(s, isoToday())!;
      return age >= AMBASSADOR_MIN_AGE && age <= AMBASSADOR_MAX_AGE;
    },
    { error: DOB_AGE },
  );
