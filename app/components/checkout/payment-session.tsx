import { useCallback, useEffect, useState } from 'react';
import type { IntentResponse } from '../../../domain/checkout/payments';
import { CHECKOUT_REPLACED } from '../../../domain/orders';
import { api, ApiError } from '../../lib/api';
import { orderDataActions, useOrderData } from '../../lib/order-data';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';
import { fingerprint, type CheckoutPayload } from './checkout-payload';

/** Spec §9: the client secret is cached for 35 minutes. */
const CLIENT_SECRET_TTL_MS = 35 * 60 * 1000;

/** localStorage `clientSecret`: { value, expiresAt } plus what the card form needs to finish. */
export interface PaymentSession extends Omit<IntentResponse, 'client_secret'> {
  value: string;
  expiresAt: number;
  /** The checkout attempt (idempotency key) and checkout (fingerprint) it was made for. */
  idempotency_key: string;
  key_for: string;
}

const stored = () => readJson<PaymentSession | null>(STORAGE_KEYS.clientSecret, null);

function validFor(fp: string): PaymentSession | null {
  const s = stored();
  return s && typeof s.value === 'string' && s.key_for === fp && s.expiresAt > Date.now() ? s : null;
}

const inflight = new Map<string, Promise<PaymentSession>>();

/**
 * The payment secret for this checkout (non-NG): the stored one while it is fresh and for the
 * same checkout, else a new one from POST /api/create-payment-intent. A secret that expired or
 * was discarded ends its attempt, so the new one is asked for with a new idempotency key.
 */
export function ensureCardPayment(payload: CheckoutPayload): Promise<PaymentSession> {
  const fp = fingerprint(payload);
  const fresh = validFor(fp);
  if (fresh) return Promise.resolve(fresh);
  const running = inflight.get(fp);
  if (running) return running;
  const old = stored();
  if (old && old.idempotency_key === readJson<{ idempotency_key?: string }>(STORAGE_KEYS.orderData, {}).idempotency_key) {
    orderDataActions.endAttempt();
  }
  const key = orderDataActions.keyFor(fp);
  const request = api<IntentResponse>('/api/create-payment-intent', { body: { ...payload, idempotency_key: key }, errorStyle: 'raw' })
    .then(({ client_secret, ...rest }) => {
      const session: PaymentSession = { ...rest, value: client_secret ?? '', expiresAt: Date.now() + CLIENT_SECRET_TTL_MS, idempotency_key: key, key_for: fp };
      writeJson(STORAGE_KEYS.clientSecret, session);
      return session;
    })
    .catch((err: unknown) => {
      // The attempt this key named was replaced on another device: the next try gets a new key.
      if (err instanceof ApiError && err.serverMessage === CHECKOUT_REPLACED) orderDataActions.endAttempt();
      throw err;
    })
    .finally(() => inflight.delete(fp));
  inflight.set(fp, request);
  return request;
}

/** After a decline the attempt is over: drop the secret and the key. */
export function discardCardPayment() {
  window.localStorage.removeItem(STORAGE_KEYS.clientSecret);
  orderDataActions.endAttempt();
}

/** Starts (or reuses) the payment for `payload` when it is given; null while not wanted. */
export function usePaymentSession(payload: CheckoutPayload | null, onError: (err: unknown) => void) {
  const { ready } = useOrderData();
  const [state, setState] = useState<{ session: PaymentSession | null; starting: boolean }>({ session: null, starting: false });
  const fp = payload ? fingerprint(payload) : null;

  useEffect(() => {
    if (!payload || !ready) return;
    let live = true;
    setState((s) => ({ session: s.session?.key_for === fp ? s.session : null, starting: true }));
    ensureCardPayment(payload)
      .then((session) => live && setState({ session, starting: false }))
      .catch((err: unknown) => {
        if (!live) return;
        setState({ session: null, starting: false });
        onError(err);
      });
    return () => {
      live = false;
    };
    // The fingerprint says when the checkout changed; the payload object itself is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fp, ready]);

  const ensure = useCallback(async () => {
    if (!payload) throw new Error('No checkout to pay for');
    const session = await ensureCardPayment(payload);
    setState({ session, starting: false });
    return session;
  }, [payload]);

  return { ...state, ensure };
}
