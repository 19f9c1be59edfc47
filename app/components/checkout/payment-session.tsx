import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { IntentResponse } from '../../../domain/checkout/payments';
import { DEFAULT_COUNTRY } from '../../../domain/country';
import { CHECKOUT_REPLACED } from '../../../domain/checkout/payments';
import { api, ApiError } from '../../lib/api';
import { orderDataActions, useOrderData } from '../../lib/order-data';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';
import { fingerprint, type CheckoutPayload } from './checkout-payload';

/** The client secret is cached for 35 minutes. */
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

// Only the key of a query that never runs: no checkout yet.
const NO_CHECKOUT: CheckoutPayload = { country: DEFAULT_COUNTRY, cartItems: [], isPickup: false, address: null, delivery_method: null };

/** Every payment session's query key starts here, so a discarded attempt drops them all. */
const SESSION_KEY = ['checkout', 'payment-session'] as const;

/**
 * The stored secret while it is fresh and for the same checkout, else a new one from
 * POST /api/create-payment-intent. A secret that expired or was discarded ends its attempt, so
 * the new one is asked for with a new idempotency key.
 */
async function startCardPayment(payload: CheckoutPayload, fp: string): Promise<PaymentSession> {
  const fresh = validFor(fp);
  if (fresh) return fresh;
  const old = stored();
  if (old && old.idempotency_key === readJson<{ idempotency_key?: string }>(STORAGE_KEYS.orderData, {}).idempotency_key) {
    orderDataActions.endAttempt();
  }
  const key = orderDataActions.keyFor(fp);
  try {
    const { client_secret, ...rest } = await api<IntentResponse>('/api/create-payment-intent', {
      body: { ...payload, idempotency_key: key },
      errorStyle: 'raw',
    });
    const session: PaymentSession = {
      ...rest,
      value: client_secret ?? '',
      expiresAt: Date.now() + CLIENT_SECRET_TTL_MS,
      idempotency_key: key,
      key_for: fp,
    };
    writeJson(STORAGE_KEYS.clientSecret, session);
    return session;
  } catch (err) {
    // The attempt this key named was replaced on another device: the next try gets a new key.
    if (err instanceof ApiError && err.serverMessage === CHECKOUT_REPLACED) orderDataActions.endAttempt();
    throw err;
  }
}

/**
 * The payment session of one checkout (non-NG), keyed by its fingerprint: TanStack Query makes
 * simultaneous asks (the Checkout button, the card form) share one request, and keeps the answer
 * fresh until the secret expires. A failed start is not asked again: the shopper sees why at once.
 */
function sessionQuery(payload: CheckoutPayload) {
  const fp = fingerprint(payload);
  return queryOptions({
    queryKey: [...SESSION_KEY, fp],
    queryFn: () => startCardPayment(payload, fp),
    staleTime: (query) => Math.max(0, (query.state.data?.expiresAt ?? 0) - Date.now()),
    retry: false,
    // A new session is a new attempt, which ends the shopper's checkout on any other device: it
    // starts when the checkout opens or Pay is pressed, never because the tab regained focus.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Starts (or reuses) the payment for a checkout; resolves with its session. */
export function useEnsureCardPayment() {
  const queryClient = useQueryClient();
  return useCallback((payload: CheckoutPayload) => queryClient.fetchQuery(sessionQuery(payload)), [queryClient]);
}

/**
 * After a decline the attempt is over: drop the secret and the key, and mark the cached sessions
 * spent without asking for new ones (the next Pay does; asking now would end another device's attempt).
 */
export function useDiscardCardPayment() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    window.localStorage.removeItem(STORAGE_KEYS.clientSecret);
    orderDataActions.endAttempt();
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY, refetchType: 'none' });
  }, [queryClient]);
}

/** Starts (or reuses) the payment for `payload` when it is given; null while not wanted. */
export function usePaymentSession(payload: CheckoutPayload | null, onError: (err: unknown) => void) {
  const { ready } = useOrderData();
  const ensureFor = useEnsureCardPayment();
  // Without a payload the query is disabled; the empty checkout only gives it a key.
  const query = useQuery({ ...sessionQuery(payload ?? NO_CHECKOUT), enabled: payload !== null && ready });
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error) onError(error);
    // Once per failure: the time of the error says when there is a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);

  const ensure = useCallback(async () => {
    if (!payload) throw new Error('No checkout to pay for');
    return ensureFor(payload);
  }, [payload, ensureFor]);

  return { session: query.data ?? null, starting: query.isFetching, ensure };
}
