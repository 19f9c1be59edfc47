import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { TWO_FACTOR_MESSAGES } from '../../domain/admin/two-factor';
import { databaseUnavailableReason } from '../db/errors';
import { SealedSecretError } from '../security/sealed';
import { DomainError, STATUS_OF } from '../domain-error';
import { HttpError } from './errors';

export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait when the database cannot answer: a restart or failover takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot answer (an API route's or a page's): 503 with `Retry-After`, logged once. */
export function answerDatabaseUnavailable(req: FastifyRequest, reply: FastifyReply, err: unknown, reason: string) {
  req.log.error({ err, reason }, 'database unavailable');
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return reply.status(503).send({ message: UNAVAILABLE_MESSAGE });
}

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
    if (err instanceof SealedSecretError) {
      // The server's configuration, not the request, is wrong: no retry helps until the key is set.
      req.log.error({ err }, 'a stored secret could not be opened');
      return reply.status(503).send({ message: TWO_FACTOR_MESSAGES.keyMissing });
    }
    const reason = databaseUnavailableReason(err);
    if (reason) return answerDatabaseUnavailable(req, reply, err, reason);
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
