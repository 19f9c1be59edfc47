import crypto from 'node:crypto';
import { MARKETING_TOPICS, type MarketingTopic } from '../../domain/privacy/consent';
import type { SecretKeys } from '../security/sealed';

/** List-Unsubscribe's https address, linked in the text too: GET shows a page with a button, POST unsubscribes at once. */
export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

export interface MarketingHeaders {
  /** Goes into the mail's headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: Record<string, string>;
  /** The same address, linked in the mail's text. */
  pageUrl: string;
}

const macKey = (key: Buffer) => crypto.createHmac('sha256', key).update('zaron-unsubscribe-link').digest();

/**
 * Signed unsubscribe links: the token names the list and the address, with an HMAC-SHA256 under a
 * key derived from SECRET_KEY, so it needs no table and cannot be made for another address. Links
 * signed under SECRET_KEY_PREVIOUS keep working after a rotation.
 */
export function createMarketingLinks(keys: SecretKeys, publicUrl: string, mailFrom: string) {
  const current = macKey(keys.current);
  const accepted = [current, ...(keys.previous ? [macKey(keys.previous)] : [])];
  const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest();
  const mailbox = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

  function tokenFor(topic: MarketingTopic, email: string): string {
    const payload = `${topic}:${email}`;
    return `${Buffer.from(payload).toString('base64url')}.${mac(current, payload).toString('base64url')}`;
  }

  /** The list and address a token names, or null for a forged or damaged one. */
  function verify(token: string): { topic: MarketingTopic; email: string } | null {
    const [body, signature] = token.split('.');
    if (!body || !signature) return null;
    const payload = Buffer.from(body, 'base64url').toString('utf8');
    const given = Buffer.from(signature, 'base64url');
    const valid = accepted.some((key) => {
      const expected = mac(key, payload);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
    if (!valid) return null;
    const colon = payload.indexOf(':');
    const topic = payload.slice(0, colon) as MarketingTopic;
    const email = payload.slice(colon + 1);
    return MARKETING_TOPICS.includes(topic) && email ? { topic, email } : null;
  }

  /** What a marketing mail to `email` about `topic` carries: the one-click headers and the page link. */
  function forMail(topic: MarketingTopic, email: string): MarketingHeaders {
    const pageUrl = `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokenFor(topic, email))}`;
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

export type MarketingLinks = ReturnType<typeof createMarketingLinks>;
