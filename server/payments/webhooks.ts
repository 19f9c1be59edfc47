import type { IncomingHttpHeaders } from 'node:http';
import type { CheckoutService } from '../checkout/service';
import type { Db } from '../db/client';
import { invalid } from '../domain-error';
import { eventSeen, recordEvent } from './ledger';
import { WebhookSignatureError, type PaymentProvider } from './provider';

type WebhookAnswer = { received: true; outcome?: string };

/** Handles a provider's transfer events (influencer payouts); null when the event is not one. Throws a conflict for an event seen before. */
export type TransferWebhook = (provider: string, body: Buffer, headers: IncomingHttpHeaders) => Promise<string | null>;

/**
 * A provider's webhook as one service step: authenticate the raw bytes, skip an event already
 * handled, apply it through checkout (a payment settles the order; a refund notice updates the
 * staff refund), then remember the event. Concurrent redeliveries may both apply it: checkout's
 * conditional status change lets exactly one win.
 */
export function createWebhookReceiver(deps: { db: Db; checkout: CheckoutService; transfers?: TransferWebhook }) {
  const { db, checkout } = deps;
  return async function receive(provider: PaymentProvider, body: Buffer, headers: IncomingHttpHeaders): Promise<WebhookAnswer> {
    let notice;
    try {
      notice = provider.parseWebhook(body, headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw invalid(err.message);
      throw invalid('Malformed webhook');
    }
    if (!notice) {
      // Not about a payment or a refund: perhaps about money the shop sent out (a payout's transfer).
      const outcome = deps.transfers ? await deps.transfers(provider.name, body, headers) : null;
      return outcome ? { received: true, outcome } : { received: true };
    }
    const eventId = 'refund' in notice ? notice.refund.eventId : notice.verification.eventId;
    if (await eventSeen(db, provider.name, eventId)) return { received: true, outcome: 'duplicate' };
    const outcome =
      'refund' in notice
        ? await checkout.applyRefund(notice.refund)
        : await checkout.applyVerification(notice.reference, notice.verification, provider.name);
    await recordEvent(db, provider.name, eventId);
    return { received: true, outcome };
  };
}
