/**
 * A broken business rule, said in words a person can act on. Services throw it without knowing
 * about HTTP; the API's error handler maps each kind to a status (see `http/error-handler.ts`).
 */
export type ErrorKind = 'invalid' | 'not-found' | 'conflict' | 'forbidden' | 'limited' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Per-field messages for forms, keyed by the request's field names. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  limited: 429,
  unavailable: 502,
};
