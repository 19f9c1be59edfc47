import { MARKETING_TOPICS, type MarketingTopic } from '../../domain/privacy/consent';
import type { SecretKeys } from '../security/sealed';
import { createLinkSigner, oneClickUnsubscribe } from '../security/signed-links';

/** List-Unsubscribe's https address, linked in the text too: GET shows a page with a button, POST unsubscribes at once. */
export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

export interface MarketingHeaders {
  /** Goes into the mail's headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: Record<string, string>;
  /** The same address, linked in the mail's text. */
  pageUrl: string;
}

/**
 * Signed unsubscribe links: the token names the list and the address, signed for this use (see
 * security/signed-links.ts), so it needs no table and cannot be made for another address.
 */
export function createMarketingLinks(keys: SecretKeys, publicUrl: string, mailFrom: string) {
  const signer = createLinkSigner(keys, 'zaron-unsubscribe-link');

  const tokenFor = (topic: MarketingTopic, email: string): string => signer.sign(`${topic}:${email}`);

  /** The list and address a token names, or null for a forged or damaged one. */
  function verify(token: string): { topic: MarketingTopic; email: string } | null {
    const payload = signer.verify(token);
    if (payload === null) return null;
    const colon = payload.indexOf(':');
    const topic = payload.slice(0, colon) as MarketingTopic;
    const email = payload.slice(colon + 1);
    return MARKETING_TOPICS.includes(topic) && email ? { topic, email } : null;
  }

  /** What a marketing mail to `email` about `topic` carries: the one-click headers and the page link. */
  function forMail(topic: MarketingTopic, email: string): MarketingHeaders {
    const pageUrl = `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokenFor(topic, email))}`;
    return { headers: oneClickUnsubscribe(pageUrl, mailFrom), pageUrl };
  }

  return { tokenFor, verify, forMail };
}

export type MarketingLinks = ReturnType<typeof createMarketingLinks>;
