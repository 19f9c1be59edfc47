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

/** Every field's first message, keyed by its path ('address.city'); issues about the whole input have no key. */
function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key) fields[key] ??= issue.message;
  }
  return fields;
}

/** A 400 whose message names the first field ('email: reason') and whose `fields` hold each field's reason, for forms. */
function refusal(message: string, fields: Record<string, string>): HttpError {
  return Object.keys(fields).length > 0 ? new HttpError(400, message, fields) : badRequest(message);
}

/**
 * Parses request input with a schema; the first issue becomes a 400 message naming the field, and
 * every field's own message goes in `fields` so a form shows each beside its field.
 * A NUL character in any parsed string is refused too: it would otherwise reach the database
 * and fail there as a 500.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const nul = nulPath(result.data);
    if (!nul) return result.data;
    const reason = 'contains characters we cannot store';
    if (nul.length === 0) throw badRequest('The request contains characters we cannot store');
    throw refusal(`${nul.join('.')}: ${reason}`, { [nul.join('.')]: reason });
  }
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  throw refusal(field ? `${field}: ${issue.message}` : issue.message, fieldMessages(result.error.issues));
}

/**
 * `parse` under the name the back office's routes use; it answers a pathless issue under '_' too,
 * which the back office's forms show above the form.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return parse(schema, input);
  const fields = fieldMessages(result.error.issues);
  if (result.error.issues.some((i) => i.path.length === 0)) fields._ ??= result.error.issues.find((i) => i.path.length === 0)!.message;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  throw new HttpError(400, field ? `${field}: ${issue.message}` : issue.message, fields);
}
