/**
 * A broken business rule, said in words a person can act on. Services throw it without knowing
 * about HTTP; the API's error handler maps each kind to a status (see `http/error-handler.ts`),
 * the one place where kinds become status codes (decision 0019).
 */
export type ErrorKind =
  /** The request breaks a rule (a bad value, a code that does not apply). */
  | 'invalid'
  /** Nobody is signed in, or the credentials are wrong. */
  | 'unauthenticated'
  /** Signed in, but this is not theirs to do. */
  | 'forbidden'
  | 'not-found'
  /** The rule holds, but the state of things does not allow it now (out of stock, already refunded). */
  | 'conflict'
  /** It existed, but is used up or past its time for good (a link whose bag has been ordered). */
  | 'gone'
  /** An upload or body over its size limit. */
  | 'too-large'
  /** A request sent in a form the shop does not read (not multipart where a file is expected). */
  | 'unsupported'
  /** Too many attempts: wait and try again. */
  | 'limited'
  /** A provider the shop depends on (payments) failed or refused. */
  | 'unavailable'
  /** The shop itself cannot answer right now (its rate-limit store or file store is away). */
  | 'briefly-unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Per-field messages for forms, keyed by the request's field names. */
    readonly fields?: Record<string, string>,
    /** For 'limited': how long until the client may try again (the answer's `Retry-After`). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  unsupported: 415,
  limited: 429,
  unavailable: 502,
  'briefly-unavailable': 503,
};

/** Shorthands for the kinds services throw most. */
export const invalid = (message: string, fields?: Record<string, string>) => new DomainError('invalid', message, fields);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const conflict = (message: string, fields?: Record<string, string>) => new DomainError('conflict', message, fields);
export const gone = (message: string) => new DomainError('gone', message);
/** A bad value of one field, in the shape schema failures have: `field: reason`, with `{ field: reason }`. */
export const invalidField = (field: string, reason: string) => new DomainError('invalid', `${field}: ${reason}`, { [field]: reason });
/** Too many attempts; the client may try again after `waitMs`. */
export const limited = (message: string, waitMs: number) => new DomainError('limited', message, undefined, waitMs);

/** Whether an error is a domain error of the given kind (e.g. a failed sign-in, to count it). */
export const isKind = (err: unknown, kind: ErrorKind): err is DomainError => err instanceof DomainError && err.kind === kind;
