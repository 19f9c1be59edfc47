import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { DomainError, STATUS_OF } from '../domain-error';
import { HttpError } from './errors';

/**
 * Driver errors that mean the database cannot be reached or answer right now: refused or lost
 * connections, a server shutting down or full, and a statement that ran out of time (57014).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08006',
  '08001',
  '08003',
  '57014',
]);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i;

export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';

/** Why the database is unavailable (a driver or server code, or a message), or null when it is not. */
export function databaseUnavailableReason(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: string }).code;
    if (code && UNAVAILABLE_CODES.has(code)) return code;
    const message = (e as Error).message ?? '';
    if (UNAVAILABLE_MESSAGES.test(message)) return UNAVAILABLE_MESSAGES.exec(message)![0];
  }
  return null;
}

export const isDatabaseUnavailable = (err: unknown) => databaseUnavailableReason(err) !== null;

/**
 * The client went away before its request was read (a cancelled upload, a closed tab): the
 * socket error is theirs, not the database's, and there is nobody left to answer.
 */
function clientClosed(req: FastifyRequest, err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e?.code === 'ECONNRESET' && e.message === 'aborted') return true;
  if (e?.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return req.raw.destroyed && !req.raw.complete;
}

/** Every error leaves as `{ message }` JSON and is logged as one JSON line; 5xx never show internals. */
export function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(err.fields ? { message: err.message, fields: err.fields } : { message: err.message });
    }
    if (err instanceof DomainError) {
      if (err.retryAfterMs !== undefined) reply.header('retry-after', retryAfterSeconds(err.retryAfterMs));
      return reply.status(STATUS_OF[err.kind]).send(err.fields ? { message: err.message, fields: err.fields } : { message: err.message });
    }
    if (clientClosed(req, err)) {
      req.log.info({ err: { message: err.message, code: err.code } }, 'client closed the request');
      return reply.status(400).send({ message: 'The request was interrupted.' });
    }
    const reason = databaseUnavailableReason(err);
    if (reason) {
      req.log.error({ err, reason }, 'database unavailable');
      return reply.status(503).send({ message: UNAVAILABLE_MESSAGE });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500 && isFrameworkError(err)) {
      return reply.status(status).send({ message: clientMessage(err) });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((req, reply) => reply.status(404).send({ message: 'Not found' }));
}

/** `Retry-After` in whole seconds, at least 1. */
const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

/** `/api` and every path under it belong to the API, which answers JSON even for a path it does not have. */
export const isApiPath = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

/**
 * Fastify's own request errors (bad JSON, body too large, …) and errors marked safe to expose
 * (http-errors, as @fastify/static sends for a bad range or path) are the client's to see.
 * Any other library's error with a 4xx status is ours: a payment provider's "invalid API key"
 * or "no such payment" must not reach the shopper (nor name our key), so it is a logged 500.
 */
function isFrameworkError(err: FastifyError): boolean {
  return (typeof err.code === 'string' && err.code.startsWith('FST_')) || (err as { expose?: unknown }).expose === true;
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return err.message.replace(/^[A-Z_]+: /, '');
  }
}

/**
 * Errors the router meets before any hook runs (a malformed percent-escape, an over-long path
 * parameter): the same `{ message }` JSON as every other error, instead of Fastify's own shape.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, req, res) => {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const reply = res as FastifyReply; // the generic route types do not matter here
  reply.header('x-request-id', req.id);
  reply
    .status(tooLong ? 414 : 400)
    .send({ message: tooLong ? 'The address of this request is too long.' : 'The address of this request is not valid.' });
};
