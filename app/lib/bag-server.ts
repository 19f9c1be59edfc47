import type { BagView } from '../../domain/cart/view';
import type { CountryCode } from '../../domain/country';
import { api, ApiError } from './api';

/** A bag line as the page keeps it: the product as listed and how many. */
interface LocalLine {
  id: number;
  quantity: number;
}

/**
 * The bag kept by the server (`/api/cart`): the page keeps an instant copy in local storage and
 * sends every change here; on each page load the server's bag replaces the copy.
 */
export const bagServer = {
  read: (country: CountryCode) => api<{ data: BagView }>(`/api/cart?country=${country}`).then((r) => r.data),
  set: (country: CountryCode, id: number, quantity: number) =>
    api<{ data: BagView }>(`/api/cart/lines/${id}?country=${country}`, { method: 'PUT', body: { quantity }, keepalive: true }).then(
      (r) => r.data,
    ),
  remove: (country: CountryCode, id: number) =>
    api<{ data: BagView }>(`/api/cart/lines/${id}?country=${country}`, { method: 'DELETE', keepalive: true }).then((r) => r.data),
  empty: (country: CountryCode) =>
    api<{ data: BagView }>(`/api/cart?country=${country}`, { method: 'DELETE', keepalive: true }).then((r) => r.data),
};

/** The page's lines from the server's bag. */
export const linesOf = (bag: BagView) => bag.lines.map((l) => ({ ...l.product, quantity: l.quantity }));

/**
 * The changes that take the server's bag (`known`) to the page's (`wanted`), as calls to make in
 * order. With `keepOthers`, lines only the server has are left in its bag (nothing is taken out).
 */
export function changesBetween(
  known: ReadonlyMap<number, number>,
  wanted: readonly LocalLine[],
  { keepOthers = false } = {},
): ((c: CountryCode) => Promise<BagView>)[] {
  if (wanted.length === 0) return known.size > 0 && !keepOthers ? [(c) => bagServer.empty(c)] : [];
  const calls: ((c: CountryCode) => Promise<BagView>)[] = [];
  const ids = new Set(wanted.map((l) => l.id));
  if (!keepOthers) for (const id of known.keys()) if (!ids.has(id)) calls.push((c) => bagServer.remove(c, id));
  for (const l of wanted) if (known.get(l.id) !== l.quantity) calls.push((c) => bagServer.set(c, l.id, l.quantity));
  return calls;
}

/** What the shopper is told when the server refused a change (the stock she asked for is not there). */
export const refusalOf = (err: unknown) => (err instanceof ApiError && err.status < 500 && err.serverMessage ? err.serverMessage : null);

/** Notes the sign-in answered (a guest bag cut down as it joined hers), kept across the reload that follows it. */
const NOTES_KEY = 'bagNotes';

export function keepBagNotes(notes: readonly string[] | undefined) {
  if (!notes?.length) return;
  try {
    window.sessionStorage.setItem(NOTES_KEY, JSON.stringify(notes));
  } catch {
    // Storage disabled: the bag is right all the same, only the note is lost.
  }
}

/**
 * Where a sign-in posted the browser's way (before the page's scripts ran) leaves them for the next
 * page instead: a cookie of a few minutes (the server cannot reach this tab's storage).
 */
export const BAG_NOTES_COOKIE = 'bagNotes';

export function takeBagNotes(): string[] {
  try {
    const pair = document.cookie.split('; ').find((c) => c.startsWith(`${BAG_NOTES_COOKIE}=`));
    if (pair) document.cookie = `${BAG_NOTES_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    const raw = pair ? decodeURIComponent(pair.slice(BAG_NOTES_COOKIE.length + 1)) : window.sessionStorage.getItem(NOTES_KEY);
    window.sessionStorage.removeItem(NOTES_KEY);
    const notes: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(notes) ? notes.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}
