import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conflict } from '../domain-error';
import { eventSeen, recordEvent } from '../payments/ledger';
import type { TransferRails } from '../payments/transfer-rails';
import type { PayoutBatches } from './payout-batches';
import type { MovePayout } from './payout-states';
import { influencerPayouts } from './schema';

/** The answer to a transfer event seen before (decision 0060). */
export const EVENT_ALREADY_RECEIVED = 'This event was already received.';

/** A payout still open this long is asked about (its webhook may have been missed). */
const RECONCILE_AFTER_MS = 10 * 60_000;

/**
 * What the providers say after the approval: their signed transfer webhooks, and the reconcile
 * run that asks them about payouts still open. Both report through `moveTo`, so a payout is
 * settled once whichever arrives first.
 */
export function createPayoutSync({
  db,
  rails,
  batches,
  moveTo,
}: {
  db: Db;
  rails: TransferRails;
  batches: PayoutBatches;
  moveTo: MovePayout;
}) {
  /**
   * A provider webhook the payment side did not recognise: a transfer event, or null. The rail
   * checks the signature again (the event's own parser already did) and reads the transfer. An
   * event id seen before is refused (409) and moves nothing: a replay, or a retry of an event
   * already applied.
   */
  async function receiveWebhook(provider: string, body: Buffer, headers: Record<string, string | string[] | undefined>) {
    const rail =
      provider === 'paystack' && rails.bank.name === 'paystack'
        ? rails.bank
        : provider === 'stripe' && rails.connect.name === 'stripe'
          ? rails.connect
          : null;
    const notice = rail?.parseWebhook(body, headers);
    if (!notice) return null;
    if (await eventSeen(db, provider, notice.eventId)) throw conflict(EVENT_ALREADY_RECEIVED);
    const [payout] = await db
      .select()
      .from(influencerPayouts)
      .where(
        notice.reference
          ? and(eq(influencerPayouts.reference, notice.reference), eq(influencerPayouts.method, provider as 'paystack'))
          : eq(influencerPayouts.providerTransferId, notice.transferId ?? ''),
      )
      .limit(1);
    // Only a transfer the shop made, for the amount it made it: anything else changes nothing.
    if (!payout) return 'unknown transfer';
    if (notice.amountMinor !== -payout.amountMinor || notice.currency !== payout.currency) return 'amount mismatch';
    const source = `${provider} webhook`;
    // Part of it sent back says it was paid, if its transfer.created was missed.
    if (notice.state === 'partly_reversed' && (payout.state === 'pending' || payout.state === 'otp'))
      await moveTo({ id: payout.id }, 'paid', source, { transferId: notice.transferId });
    const moved = await moveTo({ id: payout.id }, notice.state, source, {
      transferId: notice.transferId,
      reversedMinor: notice.reversedMinor,
    });
    await recordEvent(db, provider, notice.eventId);
    return moved ? `payout ${notice.state}` : 'unchanged';
  }

  /** Asks the providers about payouts still open after a while; sends again those they never received. */
  async function reconcile(now = Date.now()) {
    const open = await db
      .select()
      .from(influencerPayouts)
      .where(
        and(
          inArray(influencerPayouts.state, ['pending', 'otp']),
          inArray(influencerPayouts.method, ['paystack', 'stripe', 'test']),
          lt(influencerPayouts.createdAt, new Date(now - RECONCILE_AFTER_MS)),
        ),
      )
      .orderBy(asc(influencerPayouts.createdAt))
      .limit(200);
    const summary = { checked: open.length, settled: 0, resent: 0, stillOpen: 0, errors: 0 };
    for (const payout of open) {
      try {
        const answer =
          payout.currency === 'NGN'
            ? await rails.bank.verify(payout.reference)
            : await rails.connect.verify(payout.reference, payout.providerTransferId);
        if (!answer) {
          // The provider never received it: the same reference (Paystack) or key (Stripe) cannot pay twice.
          await batches.send(payout, 'reconcile');
          summary.resent++;
          continue;
        }
        if (answer.state === 'pending' || answer.state === payout.state) summary.stillOpen++;
        else {
          await batches.apply(payout, answer, 'reconcile');
          summary.settled++;
        }
      } catch {
        summary.errors++;
      }
    }
    return summary;
  }

  return { receiveWebhook, reconcile };
}

export type PayoutSync = ReturnType<typeof createPayoutSync>;
