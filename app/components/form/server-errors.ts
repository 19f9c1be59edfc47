import { ApiError, GENERIC_ERROR } from '../../lib/api';

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
  const known = new Set<string>(names);
  const fields: Partial<Record<K, string>> = {};
  let unplaced = Object.keys(err.fields).length === 0;
  for (const [name, reason] of Object.entries(err.fields)) {
    if (known.has(name)) fields[name as K] = reason;
    else unplaced = true;
  }
  return { form: unplaced ? err.message : null, fields };
}
