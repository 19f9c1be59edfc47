import type { z } from 'zod';
import { HttpError } from './errors';

/** Path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const found = nulPath(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Every issue's message by field path ('_' for the input as a whole); the first issue of a field wins. */
function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * Parses request input with a schema. A failure is a 400 `{ message, fields }`: `message` is
 * the first issue, naming its field ('email: Please enter a valid email address'), and
 * `fields` holds every field's own message, so a form can show each error beside its field.
 * A NUL character in any parsed string is refused too: it would otherwise reach the database
 * and fail there as a 500.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const nul = nulPath(result.data);
    if (!nul) return result.data;
    const message = 'contains characters we cannot store';
    if (nul.length === 0) throw new HttpError(400, 'The request contains characters we cannot store', { _: message });
    throw new HttpError(400, `${nul.join('.')}: ${message}`, { [nul.join('.')]: message });
  }
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw new HttpError(400, field ? `${field}: ${issue.message}` : issue.message, fieldMessages(result.error.issues));
}

/** The back office's name for `parse`, kept while its routes move to the route schemas. */
export const parseForm = parse;
