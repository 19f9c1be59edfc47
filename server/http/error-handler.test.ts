import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { DomainError, STATUS_OF, type ErrorKind } from '../domain-error';
import { HttpError } from './errors';

/** A bare app with the shop's error handler and routes that throw what libraries throw. */
async function appThrowing(err: Error) {
  const app = Fastify({ logger: false });
  errorHandler(app);
  app.get('/boom', async () => {
    throw err;
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('shows an HttpError as it is', async () => {
    const app = await appThrowing(new HttpError(409, 'Serum is out of stock'));
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Serum is out of stock' });
  });

  it('maps each kind of domain error to its status, with the fields a form needs', async () => {
    const expected: Record<ErrorKind, number> = {
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
    expect(STATUS_OF).toEqual(expected);
    const res = await (
      await appThrowing(new DomainError('conflict', 'That code is taken', { code: 'That code is taken' }))
    ).inject('/boom');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That code is taken', fields: { code: 'That code is taken' } });
    const plain = await (await appThrowing(new DomainError('unauthenticated', 'Unauthenticated.'))).inject('/boom');
    expect(plain.statusCode).toBe(401);
    expect(plain.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('hides a third-party 4xx error (a payment provider rejecting our key) behind a 500', async () => {
    // The shape of a Stripe authentication error: a statusCode and a message naming part of the key.
    const stripeError = Object.assign(new Error('Invalid API Key provided: sk_live_********1234'), {
      statusCode: 401,
      code: 'api_key_invalid',
      type: 'StripeAuthenticationError',
    });
    const app = await appThrowing(stripeError);
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(res.body).not.toContain('sk_live');
  });

  it("keeps Fastify's own and exposable client errors as 4xx", async () => {
    const fastifyError = Object.assign(new Error('FST_ERR_CTP_BODY_TOO_LARGE: Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect((await (await appThrowing(fastifyError)).inject('/boom')).json()).toEqual({ message: 'The request body is too large.' });
    const rangeError = Object.assign(new Error('Range Not Satisfiable'), { statusCode: 416, expose: true });
    const res = await (await appThrowing(rangeError)).inject('/boom');
    expect(res.statusCode).toBe(416);
    expect(res.json()).toEqual({ message: 'Range Not Satisfiable' });
  });
});
