/** An error whose message is safe to show: it becomes `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Per-field messages for forms (`{ message, fields }`). */
    readonly fields?: Record<string, string>,
    /** Response headers that go with the error (`retry-after` of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
/** A 429 telling the client when to come back (whole seconds, at least 1). */
export const tooManyRequests = (message: string, waitMs: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** A 400 about one field, in the shape validation answers: `{ message: 'field: reason', fields: { field: reason } }`. */
export const fieldError = (field: string, reason: string) => new HttpError(400, `${field}: ${reason}`, { [field]: reason });
