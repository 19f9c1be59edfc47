import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_MESSAGES, type ConsentSource, type MarketingTopic } from '../../domain/privacy/consent';
import type { EmailPreferences } from '../../domain/accounts/user';
import { mergeEmailPreferences } from '../accounts/preferences';
import type { Db, Executor } from '../db/client';
import { invalid } from '../domain-error';
import { marketingConsents, newsletterSubscribers } from './schema';
import { enqueueMail } from '../mail/outbox';
import { hashToken, newToken } from '../security/tokens';
import type { MarketingLinks } from './links';
import { newsletterConfirmMail, newsletterWelcomeMail } from './mails';

const DAY_MS = 86_400_000;
/** The confirmation link's address: GET shows a page with a button, POST confirms. */
export const CONFIRM_PATH = '/api/newsletter/confirm';
/** A second request for the same address within this time sends no second mail (no mail-bombing through the footer). */
const RESEND_AFTER_MS = 10 * 60_000;
/** The preference behind each list on her account. */
const PREFERENCE: Record<MarketingTopic, keyof EmailPreferences> = {
  newsletter: 'newsletter',
  'review-invites': 'reviewInvites',
  'bag-reminders': 'bagReminders',
};

/** Deletes requests never confirmed within the link's lifetime, and addresses that unsubscribed (the consent log keeps the proof). */
export async function purgeUnconfirmedSubscribers(db: Db, now: Date) {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        isNull(newsletterSubscribers.confirmedAt),
        lt(newsletterSubscribers.confirmSentAt, new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length;
}

/** Records a consent step: when, what and where. */
export async function recordConsent(
  tx: Executor,
  email: string,
  topic: MarketingTopic,
  action: 'requested' | 'given' | 'withdrawn',
  source: ConsentSource,
) {
  await tx.insert(marketingConsents).values({ email, topic, action, source });
}

const setPreference = (tx: Executor, email: string, topic: MarketingTopic, on: boolean) =>
  mergeEmailPreferences(tx, email, { [PREFERENCE[topic]]: on });

/**
 * The newsletter with double opt-in: an address asks (footer or Settings), gets one confirmation
 * link, and only once it is used is the address confirmed, welcomed and sent marketing. Every
 * marketing mail carries a signed one-click unsubscribe link (links.ts).
 */
export function createNewsletterService(deps: { db: Db; publicUrl: string; links: MarketingLinks }) {
  const { db, publicUrl, links } = deps;

  /**
   * Sends a confirmation link unless the address is already confirmed or was sent one moments ago.
   * The answer is the same either way, so it tells nobody whether an address is on the list.
   * Pass `tx` to take part in the caller's transaction.
   */
  async function subscribe(email: string, source: 'footer' | 'preferences', tx: Executor = db): Promise<boolean> {
    const now = new Date();
    await tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    const token = newToken();
    const [asked] = await tx
      .update(newsletterSubscribers)
      .set({ confirmTokenHash: hashToken(token), confirmSentAt: now })
      .where(
        and(
          eq(newsletterSubscribers.email, email),
          isNull(newsletterSubscribers.confirmedAt),
          sql`(${newsletterSubscribers.confirmSentAt} is null or ${newsletterSubscribers.confirmSentAt} < ${new Date(now.getTime() - RESEND_AFTER_MS)})`,
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    if (!asked) return false;
    await recordConsent(tx, email, 'newsletter', 'requested', source);
    const url = `${publicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, newsletterConfirmMail(email, url, publicUrl));
    return true;
  }

  /** Uses a confirmation link once: the address is confirmed and welcomed. A forged, used or expired link changes nothing. */
  async function confirm(token: string) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(newsletterSubscribers)
        .set({ confirmedAt: new Date(), confirmTokenHash: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
            isNull(newsletterSubscribers.confirmedAt),
            gt(newsletterSubscribers.confirmSentAt, new Date(Date.now() - NEWSLETTER_CONFIRM_DAYS * DAY_MS)),
          ),
        )
        .returning({ email: newsletterSubscribers.email });
      if (!row) throw invalid(NEWSLETTER_MESSAGES.confirmInvalid);
      await recordConsent(tx, row.email, 'newsletter', 'given', 'confirmation-link');
      await setPreference(tx, row.email, 'newsletter', true);
      await enqueueMail(tx, newsletterWelcomeMail(row.email, links.forMail('newsletter', row.email), publicUrl));
    });
    return { message: NEWSLETTER_MESSAGES.confirmed };
  }

  /** Stops a list for an address (in the caller's transaction), recorded with its source. */
  async function withdraw(tx: Executor, email: string, topic: MarketingTopic, source: ConsentSource) {
    if (topic === 'newsletter') {
      await tx
        .update(newsletterSubscribers)
        .set({ confirmedAt: null, confirmTokenHash: null })
        .where(eq(newsletterSubscribers.email, email));
    }
    await setPreference(tx, email, topic, false);
    await recordConsent(tx, email, topic, 'withdrawn', source);
  }

  /**
   * An erasure's part here: every list withdrawn, the subscription deleted, and the consent history
   * kept as proof under the placeholder address, which names no one.
   */
  async function eraseAddress(tx: Executor, email: string, placeholder: string, source: ConsentSource) {
    await withdraw(tx, email, 'newsletter', source);
    await withdraw(tx, email, 'review-invites', source);
    await withdraw(tx, email, 'bag-reminders', source);
    await tx.update(marketingConsents).set({ email: placeholder }).where(eq(marketingConsents.email, email));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  }

  /** The one-click unsubscribe (RFC 8058) and the page's button: no session, only the signed token. */
  async function unsubscribe(token: string) {
    const found = links.verify(token);
    if (!found) throw invalid(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    await db.transaction((tx) => withdraw(tx, found.email, found.topic, 'unsubscribe-link'));
    return { message: NEWSLETTER_MESSAGES.unsubscribed };
  }

  /** Whether an unsubscribe token is genuine (the page shows its button only then). */
  const canUnsubscribe = (token: string) => links.verify(token) !== null;

  return { subscribe, confirm, withdraw, eraseAddress, unsubscribe, canUnsubscribe };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
