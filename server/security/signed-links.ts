import crypto from 'node:crypto';
import type { SecretKeys } from './sealed';

const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest();

/**
 * Tokens for links in mail that need no table: the payload itself (base64url) and its HMAC-SHA256
 * under a key derived from SECRET_KEY for one `purpose`, so a token of one kind of link is never
 * accepted by another. Tokens signed under SECRET_KEY_PREVIOUS keep working after a rotation.
 */
export function createLinkSigner(keys: SecretKeys, purpose: string) {
  const derive = (key: Buffer) => mac(key, purpose);
  const current = derive(keys.current);
  const accepted = [current, ...(keys.previous ? [derive(keys.previous)] : [])];
  return {
    sign: (payload: string) => `${Buffer.from(payload).toString('base64url')}.${mac(current, payload).toString('base64url')}`,
    /** The payload a token carries, or null for a forged or damaged one. */
    verify(token: string): string | null {
      const [body, signature] = token.split('.');
      if (!body || !signature) return null;
      const payload = Buffer.from(body, 'base64url').toString('utf8');
      const given = Buffer.from(signature, 'base64url');
      const valid = accepted.some((key) => {
        const expected = mac(key, payload);
        return given.length === expected.length && crypto.timingSafeEqual(given, expected);
      });
      return valid ? payload : null;
    },
  };
}

/**
 * The headers of a mail she can stop with one click (RFC 8058): List-Unsubscribe names the https
 * page (POST stops at once) and a mailto to the shop's own mailbox; List-Unsubscribe-Post says so.
 */
export function oneClickUnsubscribe(pageUrl: string, mailFrom: string): Record<string, string> {
  const mailbox = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return {
    'List-Unsubscribe': `<${pageUrl}>, <mailto:${mailbox}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
