import { useMemo, useSyncExternalStore } from 'react';
import type { AddressView } from '../../domain/accounts/addresses';
import { STORAGE_KEYS, writeJson } from './storage';

/** A saved delivery address as GET /api/order/addresses lists it. */
export type OrderAddress = AddressView;

/**
 * Order data, saved to localStorage `orderData` after every change.
 * delivery_fee is what the shipping page showed, in minor units; the server prices the order itself.
 */
export interface OrderData {
  address: OrderAddress | null;
  delivery_method: { name: string } | null;
  delivery_fee: number;
  country: string;
  isPickup: boolean;
  /** One per checkout attempt, so a double click or a retry makes one order (checkout contract). */
  idempotency_key: string;
  /** Fingerprint of the checkout the key was first sent with; a different checkout gets a new key. */
  key_for: string;
}

const EMPTY: OrderData = {
  address: null,
  delivery_method: null,
  delivery_fee: 0,
  country: '',
  isPickup: false,
  idempotency_key: '',
  key_for: '',
};

const newIdempotencyKey = () => crypto.randomUUID().replace(/-/g, '');

function parse(raw: string | null): OrderData {
  if (!raw) return EMPTY;
  try {
    const v = JSON.parse(raw) as Partial<OrderData>;
    return {
      address: v.address && Number.isInteger(v.address.id) ? v.address : null,
      delivery_method: typeof v.delivery_method?.name === 'string' ? { name: v.delivery_method.name } : null,
      delivery_fee: Number.isSafeInteger(v.delivery_fee) ? v.delivery_fee! : 0,
      country: typeof v.country === 'string' ? v.country : '',
      isPickup: v.isPickup === true,
      idempotency_key: typeof v.idempotency_key === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(v.idempotency_key) ? v.idempotency_key : '',
      key_for: typeof v.key_for === 'string' ? v.key_for : '',
    };
  } catch {
    return EMPTY;
  }
}

/*
 * A tiny store over localStorage instead of a context: root.tsx has no provider for it, and the
 * cart's clear() removes the key directly, so every read goes back to the stored text.
 */
const listeners = new Set<() => void>();
let lastRaw: string | null | undefined;
let lastValue: OrderData = EMPTY;

function snapshot(): OrderData {
  const raw = window.localStorage.getItem(STORAGE_KEYS.orderData);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = parse(raw);
  }
  return lastValue;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === STORAGE_KEYS.orderData) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function update(change: (current: OrderData) => Partial<OrderData>) {
  const current = snapshot();
  writeJson(STORAGE_KEYS.orderData, { ...current, ...change(current) });
  listeners.forEach((l) => l());
}

/** Its actions: set, update and clear (plus the country the data belongs to and the checkout attempt's key). */
export const orderDataActions = {
  /** A different country invalidates the address, method and pickup chosen for the old one. */
  forCountry: (country: string) => update((d) => (d.country === country ? {} : { ...EMPTY, country })),
  setAddress: (address: OrderAddress | null) => update(() => ({ address })),
  setDeliveryMethod: (method: { name: string } | null) => update(() => ({ delivery_method: method })),
  selectPickup: () => update(() => ({ isPickup: true })),
  removePickup: () => update(() => ({ isPickup: false })),
  setDeliveryFee: (minor: number) => update(() => ({ delivery_fee: minor })),
  /** The key for this checkout: reused while the checkout is the same, new when anything in it changed. */
  keyFor(fingerprint: string): string {
    const d = snapshot();
    if (d.idempotency_key && d.key_for === fingerprint) return d.idempotency_key;
    const key = newIdempotencyKey();
    update(() => ({ idempotency_key: key, key_for: fingerprint }));
    return key;
  },
  /** After a declined or cancelled payment the old attempt is over: the next one needs a new key. */
  endAttempt: () => update(() => ({ idempotency_key: '', key_for: '' })),
};

/** The stored order data; `ready` is false on the server and until the browser has read storage. */
export function useOrderData() {
  const data = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => ({ orderData: data ?? EMPTY, ready: data !== null, ...orderDataActions }), [data]);
}
