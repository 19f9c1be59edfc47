import { eq, or } from 'drizzle-orm';
import type { Currency } from '../../domain/currency';
import type { PayoutState } from '../../domain/influencers/payouts';
import { formatMoney, HOME_COUNTRY } from '../../domain/money';
import { users } from '../accounts/schema';
import type { AuditRecorder } from '../audit-port';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import { payoutPaidMail } from './payout-mails';
import { influencerPayouts } from './schema';

/**
 * The states a payout may come from to reach each state: paid, failed and reversed are decided
 * once; a partly reversed one may be reversed further (each time by more) until reversed whole.
 */
const FROM: Record<PayoutState, readonly PayoutState[]> = {
  pending: ['otp'],
  otp: ['pending'],
  paid: ['pending', 'otp'],
  partly_reversed: ['paid', 'partly_reversed'],
  failed: ['pending', 'otp'],
  reversed: ['pending', 'otp', 'paid', 'partly_reversed'],
};

export type PayoutRow = typeof influencerPayouts.$inferSelect;

/**
 * Moves a provider payout to the state the provider reports, once: the row is locked and the move
 * made only from a state that allows it, so a webhook, the direct answer and the reconcile run
 * may all report it and only the first changes anything. A partial reversal moves only when the
 * amount reversed so far (`reversedMinor`) is more than the row has counted, and counts exactly the
 * difference back; a whole reversal counts all of it. Audited (against the admin who approved it,
 * `source` naming who reported it); paid queues her mail in the same transaction.
 */
export function createPayoutStates({ db, recordAudit, publicUrl }: { db: Db; recordAudit: AuditRecorder; publicUrl: string }) {
  return async function moveTo(
    key: { id?: number; reference?: string | null; transferId?: string | null },
    to: PayoutState,
    source: string,
    extra: { transferId?: string | null; error?: string | null; reversedMinor?: number } = {},
  ): Promise<PayoutRow | null> {
    const where = key.id
      ? eq(influencerPayouts.id, key.id)
      : or(
          key.reference ? eq(influencerPayouts.reference, key.reference) : undefined,
          key.transferId ? eq(influencerPayouts.providerTransferId, key.transferId) : undefined,
        );
    if (!where) return null;
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(influencerPayouts).where(where).limit(1).for('update');
      if (!row || row.method === 'manual' || !FROM[to].includes(row.state)) return null;
      const whole = -row.amountMinor;
      const reversedMinor = to === 'reversed' ? whole : to === 'partly_reversed' ? (extra.reversedMinor ?? 0) : row.reversedMinor;
      // A partial reversal counts only what is new, and never all of it (that is a whole reversal).
      if (to === 'partly_reversed' && (reversedMinor <= row.reversedMinor || reversedMinor >= whole)) return null;
      const [moved] = await tx
        .update(influencerPayouts)
        .set({
          state: to,
          reversedMinor,
          providerTransferId: row.providerTransferId ?? extra.transferId ?? null,
          lastError: extra.error ?? null,
          settledAt: to === 'otp' ? null : to === 'partly_reversed' ? (row.settledAt ?? new Date()) : new Date(),
        })
        .where(eq(influencerPayouts.id, row.id))
        .returning();
      const money = (minor: number) => formatMoney(minor, HOME_COUNTRY[row.currency as Currency]);
      const amount = money(whole);
      const back =
        reversedMinor > row.reversedMinor ? { back: money(reversedMinor - row.reversedMinor), reversed: money(reversedMinor) } : {};
      await recordAudit(tx, {
        staffId: row.staffId!,
        ip: source,
        action: `influencer.payout.${to}`,
        targetType: 'influencer_payout',
        targetId: row.id,
        before: { state: row.state, ...(row.reversedMinor > 0 ? { reversed: money(row.reversedMinor) } : {}) },
        after: {
          state: to,
          amount,
          currency: row.currency,
          reference: row.reference,
          ...back,
          ...(extra.error ? { error: extra.error } : {}),
        },
      });
      if (to === 'paid') {
        const [user] = await tx.select().from(users).where(eq(users.id, row.influencerId)).limit(1);
        if (user) {
          const mail = { amount, destination: row.destination, reference: row.reference, test: row.method === 'test' };
          await enqueueMail(tx, payoutPaidMail(user.email, user.firstName, mail, publicUrl));
        }
      }
      return moved!;
    });
  };
}

export type MovePayout = ReturnType<typeof createPayoutStates>;
