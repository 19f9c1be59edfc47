import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { MAX_QUANTITY } from '../../domain/cart';
import type { ProductSummary } from '../../domain/catalog';
import { useBagSync } from './bag-sync';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/** A cart line: the product as listed plus the chosen quantity. */
export type CartItem = ProductSummary & { quantity: number };

interface CartState {
  items: CartItem[];
  bagOpen: boolean;
  loaded: boolean;
}

type CartAction =
  | { type: 'load'; items: CartItem[] }
  | { type: 'add'; product: ProductSummary; quantity: number }
  | { type: 'remove'; id: number }
  | { type: 'increase'; id: number }
  | { type: 'decrease'; id: number }
  | { type: 'clear' }
  | { type: 'bag'; open: boolean };

const clamp = (n: number) => Math.max(1, Math.min(MAX_QUANTITY, Math.trunc(n)));

export function cartReducer(state: CartState, action: CartAction): CartState {
  const update = (id: number, f: (q: number) => number) =>
    state.items.map((i) => (i.id === id ? { ...i, quantity: clamp(f(i.quantity)) } : i));
  switch (action.type) {
    case 'load':
      return { ...state, items: action.items, loaded: true };
    case 'add': {
      const existing = state.items.find((i) => i.id === action.product.id);
      const items = existing
        ? update(existing.id, (q) => q + action.quantity)
        : [...state.items, { ...action.product, quantity: clamp(action.quantity) }];
      return { ...state, items };
    }
    case 'remove':
      return { ...state, items: state.items.filter((i) => i.id !== action.id) };
    case 'increase':
      return { ...state, items: update(action.id, (q) => q + 1) };
    case 'decrease':
      // Not below 1 in the shop views.
      return { ...state, items: update(action.id, (q) => q - 1) };
    case 'clear':
      return { ...state, items: [] };
    case 'bag':
      return { ...state, bagOpen: action.open };
  }
}

/** Keeps only well-formed lines from storage that a visitor or an old version may have left. */
function sanitize(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (i): i is CartItem =>
        typeof i === 'object' &&
        i !== null &&
        Number.isInteger(i.id) &&
        typeof i.slug === 'string' &&
        Number.isInteger(i.quantity) &&
        i.quantity >= 1,
    )
    .map((i) => ({ ...i, quantity: clamp(i.quantity) }));
}

type CartApi = CartState & {
  count: number;
  add: (product: ProductSummary, quantity?: number) => void;
  remove: (id: number) => void;
  increase: (id: number) => void;
  decrease: (id: number) => void;
  clear: () => void;
  openBag: () => void;
  closeBag: () => void;
  /** What the shopper is to be told about her bag (lines cut down at sign-in, a change refused); shown once. */
  notes: string[];
  dismissNotes: () => void;
};

const CartContext = createContext<CartApi | null>(null);
/** Whether the first exchange with the server's bag is over; apart, so the cart's other readers are not drawn again when it ends. */
const SyncedContext = createContext(false);

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, { items: [], bagOpen: false, loaded: false });
  const skipFirstSave = useRef(true);
  const cleared = useRef(false);

  useEffect(() => {
    dispatch({ type: 'load', items: sanitize(readJson(STORAGE_KEYS.cartItems, [])) });
  }, []);

  // The server keeps the bag too (decision 0052): every change is sent, and its bag wins on each page load.
  const replace = useCallback((items: CartItem[]) => dispatch({ type: 'load', items }), []);
  const { notes, dismissNotes, synced } = useBagSync(state.items, state.loaded, replace);

  // Saved after every change, once the stored cart has been read.
  useEffect(() => {
    if (!state.loaded) return;
    if (skipFirstSave.current) {
      skipFirstSave.current = false;
      return;
    }
    // Clear removes the stored items rather than saving an empty list.
    if (cleared.current) {
      cleared.current = false;
      return;
    }
    writeJson(STORAGE_KEYS.cartItems, state.items);
  }, [state.items, state.loaded]);

  const api = useMemo<CartApi>(
    () => ({
      ...state,
      count: state.items.reduce((n, i) => n + i.quantity, 0),
      add: (product, quantity = 1) => dispatch({ type: 'add', product, quantity }),
      remove: (id) => dispatch({ type: 'remove', id }),
      increase: (id) => dispatch({ type: 'increase', id }),
      decrease: (id) => dispatch({ type: 'decrease', id }),
      clear: () => {
        cleared.current = true;
        dispatch({ type: 'clear' });
        // Clear also removes stored order data and client secret.
        for (const key of [STORAGE_KEYS.cartItems, STORAGE_KEYS.orderData, STORAGE_KEYS.clientSecret]) {
          window.localStorage.removeItem(key);
        }
      },
      openBag: () => dispatch({ type: 'bag', open: true }),
      closeBag: () => dispatch({ type: 'bag', open: false }),
      notes,
      dismissNotes,
    }),
    [state, notes, dismissNotes],
  );

  return (
    <CartContext.Provider value={api}>
      <SyncedContext.Provider value={synced}>{children}</SyncedContext.Provider>
    </CartContext.Provider>
  );
}

/**
 * Whether the page's copy can be shown as her bag: read from this browser with lines in it, or
 * checked with the server since. A browser that holds no lines may be a new device for a bag the
 * server keeps, so until the server has answered, a page showing the whole bag keeps the server's
 * rendering (or waits) instead of showing it empty.
 */
export function useBagKnown(): boolean {
  const cart = useCart();
  const synced = useContext(SyncedContext);
  return cart.loaded && (cart.items.length > 0 || synced);
}

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider');
  return cart;
}
