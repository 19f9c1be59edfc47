import { useEffect, useState } from 'react';
import { cookieName, SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from '../../domain/accounts/session';

/** Where an older version of the shop kept the session token; removed wherever it is found. */
const OLD_TOKEN_KEY = 'token';

/** The marker cookie's name on this page (the `__Host-` name over https). */
const markerName = () => cookieName(SIGNED_IN_COOKIE, window.location.protocol === 'https:');

/**
 * Whether this browser started a session (the server's readable marker cookie; the session itself
 * is an HttpOnly cookie no script can read). A stored token of an older version is deleted here.
 */
export function hasSessionMarker(): boolean {
  try {
    window.localStorage.removeItem(OLD_TOKEN_KEY);
  } catch {
    // Storage disabled: nothing was kept there.
  }
  const name = markerName();
  return document.cookie.split(';').some((part) => part.trim() === `${name}=${SIGNED_IN_VALUE}`);
}

/** Drops a marker whose session the server no longer knows (expired or ended elsewhere). */
export function forgetSessionMarker() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${markerName()}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

/**
 * Whether a session was started in this browser; false on the server and before mount. The first
 * read waits for a task of its own, so showing the account links does not lengthen the task that
 * finishes hydrating the page.
 */
export function useSessionMarker(): { signedIn: boolean; ready: boolean } {
  const [state, setState] = useState({ signedIn: false, ready: false });
  useEffect(() => {
    const first = window.setTimeout(() => setState({ signedIn: hasSessionMarker(), ready: true }));
    return () => window.clearTimeout(first);
  }, []);
  return state;
}
