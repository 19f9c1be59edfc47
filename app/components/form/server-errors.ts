import { ApiError, GENERIC_ERROR } from '../../lib/api';
import type { FormRefusal } from '../../lib/form-action.server';

/** A failed call whose answer never arrived (offline, DNS, server gone). */
export const OFFLINE = "We couldn't reach Zaron. Please check your connection and try again.";

/** What to show for a failed call: the API's worded message, or the generic one when the network failed. */
export const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : GENERIC_ERROR);

interface ServerErrors<K extends string> {
  /** The message above the form; null when every reason sits beside its field. */
  form: string | null;
  /** Each named field's reason, from the structured 4xx body `{ message, fields }`. */
  fields: Partial<Record<K, string>>;
}

/**
 * Where a refusal goes: the reasons of the form's own fields beside them, anything else (a field
 * the form does not show, a rate limit, a server fault) above the form.
 */
export function serverErrors<K extends string>(err: unknown, names: readonly K[], offline = GENERIC_ERROR): ServerErrors<K> {
  if (!(err instanceof ApiError)) return { form: offline, fields: {} };
  if (err.status >= 500) return { form: GENERIC_ERROR, fields: {} };
  return placeErrors(err.message, err.fields, names);
}

/**
 * The same places for a refusal the page's action answered a form posted the browser's way
 * (`sendForm`): its message is already worded, and a 5xx has no fields.
 */
export const postedErrors = <K extends string>(refusal: FormRefusal, names: readonly K[]): ServerErrors<K> =>
  placeErrors(refusal.message, refusal.fields, names);

function placeErrors<K extends string>(message: string, reasons: Record<string, string>, names: readonly K[]): ServerErrors<K> {
  const known = new Set<string>(names);
  const fields: Partial<Record<K, string>> = {};
  let unplaced = Object.keys(reasons).length === 0;
  for (const [name, reason] of Object.entries(reasons)) {
    if (known.has(name)) fields[name as K] = reason;
    else unplaced = true;
  }
  return { form: unplaced ? message : null, fields };
}
