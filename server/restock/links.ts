import crypto from 'node:crypto';
import type { SecretKeys } from '../security/sealed';

/** The unsubscribe address of back-in-stock mail: GET shows a page with a button, POST cancels at once (RFC 8058). */
export const RESTOCK_UNSUBSCRIBE_PATH = '/api/stock-requests/unsubscribe';

/** A key of its own, derived from SECRET_KEY: a newsletter link cannot be turned into one of these, nor the reverse. */
const macKey = (key: Buffer) => crypto.createHmac('sha256', key).update('zaron-restock-unsubscribe').digest();
const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest();

/**
 * Signed one-click links that cancel every request an address is waiting on: the token names the
 * address with an HMAC-SHA256, so it needs no account or table and cannot be made for another
 * address. Links signed under SECRET_KEY_PREVIOUS keep working after a rotation.
 */
export function createRestockLinks(keys: SecretKeys, publicUrl: string, mailFrom: string) {
  const current = macKey(keys.current);
  const accepted = [current, ...(keys.previous ? [macKey(keys.previous)] : [])];
  const mailbox = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

  const tokenFor = (email: string) => `${Buffer.from(email).toString('base64url')}.${mac(current, email).toString('base64url')}`;

  /** The address a token names, or null for a forged or damaged one. */
  function verify(token: string): string | null {
    const [body, signature] = token.split('.');
    if (!body || !signature) return null;
    const email = Buffer.from(body, 'base64url').toString('utf8');
    const given = Buffer.from(signature, 'base64url');
    const valid = accepted.some((key) => {
      const expected = mac(key, email);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
    return valid && email ? email : null;
  }

  /** What a back-in-stock mail to `email` carries: the one-click headers and the page link for its text. */
  function forMail(email: string) {
    const pageUrl = `${publicUrl}${RESTOCK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokenFor(email))}`;
    return {
      headers: {
        'List-Unsubscribe': `<${pageUrl}>, <mailto:${mailbox}?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      pageUrl,
    };
  }

  return { tokenFor, verify, forMail };
}

export type RestockLinks = ReturnType<typeof createRestockLinks>;
