import { useEffect, useState } from 'react';
import { getToken, STORAGE_KEYS } from './storage';

const TOKEN_EVENT = 'zaron:token';

export function saveToken(token: string) {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.dispatchEvent(new Event(TOKEN_EVENT));
}

export function clearToken() {
  window.localStorage.removeItem(STORAGE_KEYS.token);
  window.dispatchEvent(new Event(TOKEN_EVENT));
}

/**
 * The stored token, kept in step across components and tabs; null on the server and before mount.
 * The first read waits for a task of its own, so reading storage and showing the account links do
 * not lengthen the task that finishes hydrating the page.
 */
export function useToken(): { token: string | null; ready: boolean } {
  const [state, setState] = useState<{ token: string | null; ready: boolean }>({ token: null, ready: false });
  useEffect(() => {
    const read = () => setState({ token: getToken(), ready: true });
    const first = window.setTimeout(read);
    window.addEventListener(TOKEN_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.clearTimeout(first);
      window.removeEventListener(TOKEN_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  return state;
}
