/**
 * The browser's session is a cookie scripts cannot read (`HttpOnly`). Beside it the server sets a
 * readable marker that holds no secret, only "a session was started here", so the page can show the
 * account menu at once and knows when asking for the signed-in user is worth a request.
 * Over https both names carry the `__Host-` prefix (the cookie is then `Secure`, host-only, `Path=/`).
 */
export const SESSION_COOKIE = 'zaron_session';
export const SIGNED_IN_COOKIE = 'zaron_signed_in';
/** The marker's value. */
export const SIGNED_IN_VALUE = '1';

/** The name a cookie has on a site served over https (true) or plain http (false). */
export const cookieName = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

/** A password change ends every session of the account, the one that made it too. */
export const PASSWORD_CHANGED = 'Password updated. Please sign in again with your new password.';
export const SIGNED_OUT_EVERYWHERE = 'Signed out on every device';
