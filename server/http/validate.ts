import type { z } from 'zod';
import { badRequest, HttpError } from './errors';

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

/**
 * Parses request input with a schema; the first issue becomes a 400 message naming the field.
 * A NUL character in any parsed string is refused too: it would otherwise reach the database
 * and fail there as a 500.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const nul = nulPath(result.data);
    if (nul) throw badRequest(nul.length > 0 ? `${nul.join('.')}: contains characters we cannot store` : 'The request contains characters we cannot store');
    return result.data;
  }
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw badRequest(field ? `${field}: ${issue.message}` : issue.message);
}

/**
 * `parse` for the back office's forms: the same first-issue message, plus every field's own
 * message in `fields`, so a form can show each error beside its field.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return parse(schema, input);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw new HttpError(400, field ? `${field}: ${issue.message}` : issue.message, fields);
}
