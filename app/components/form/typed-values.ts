import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/**
 * A number field as its schema reads it (`register(name, { setValueAs: typedNumber() })`): empty
 * gives `empty` (null: no value), anything else the number typed, or NaN when it is not one, which
 * the schema refuses in its own words.
 */
export const typedNumber =
  (empty: number | null = null) =>
  (value: unknown) => {
    const text = String(value ?? '').trim();
    return text === '' ? empty : Number(text);
  };

/** A text field whose empty value means none (an optional date): null when empty. */
export const textOrNull = (value: unknown) => (String(value ?? '').trim() === '' ? null : String(value));

/**
 * The error to show beside a field: its own message, or for a list (an array of items) the first
 * message of its items, so a list's field shows what is wrong in it.
 */
export function errorAt<V extends FieldValues>(errors: FieldErrors<V>, path: string): string | undefined {
  return firstMessage(get(errors, path));
}

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
