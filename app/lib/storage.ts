/** The browser's own storage keys (the session is an HttpOnly cookie, never stored here). */
export const STORAGE_KEYS = {
  countryCode: 'countryCode',
  cartItems: 'cartItems',
  orderData: 'orderData',
  clientSecret: 'clientSecret',
} as const;

export function readJson<T>(key: string, fallback: T): T {
  if (typeof window === 'undefined') return fallback;
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the page keeps working with in-memory state.
  }
}

/** A cookie the pages read, as `document.cookie` takes it and as a `Set-Cookie` header sends it. */
export function cookieText(name: string, value: string, maxAgeDays: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * 86_400}; Path=/; SameSite=Lax`;
}

export function setCookie(name: string, value: string, maxAgeDays: number) {
  document.cookie = cookieText(name, value, maxAgeDays);
}
