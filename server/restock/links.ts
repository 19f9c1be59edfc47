import type { SecretKeys } from '../security/sealed';
import { createLinkSigner, oneClickUnsubscribe } from '../security/signed-links';

/** The unsubscribe address of back-in-stock mail: GET shows a page with a button, POST cancels at once (RFC 8058). */
export const RESTOCK_UNSUBSCRIBE_PATH = '/api/stock-requests/unsubscribe';

/**
 * Signed one-click links that cancel every request an address is waiting on: the token names the
 * address, signed for this use only (a newsletter link cannot be turned into one of these, nor the
 * reverse), so it needs no account or table and cannot be made for another address.
 */
export function createRestockLinks(keys: SecretKeys, publicUrl: string, mailFrom: string) {
  const signer = createLinkSigner(keys, 'zaron-restock-unsubscribe');
  const tokenFor = (email: string) => signer.sign(email);

  /** The address a token names, or null for a forged or damaged one. */
  const verify = (token: string): string | null => signer.verify(token) || null;

  /** What a back-in-stock mail to `email` carries: the one-click headers and the page link for its text. */
  function forMail(email: string) {
    const pageUrl = `${publicUrl}${RESTOCK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokenFor(email))}`;
    return { headers: oneClickUnsubscribe(pageUrl, mailFrom), pageUrl };
  }

  return { tokenFor, verify, forMail };
}

export type RestockLinks = ReturnType<typeof createRestockLinks>;
