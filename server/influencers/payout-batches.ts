import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { PAYOUT_MESSAGES } from '../../domain/admin/influencers';
import type { Currency } from '../../domain/currency';
import { BATCH_MESSAGES, railOf, type PayoutBatchView, type PayoutView, type StaffPayoutView } from '../../domain/influencers/payouts';
import { formatMoney, HOME_COUNTRY, toMajor } from '../../domain/money';
import { users } from '../accounts/schema';
import type { Actor, AuditRecorder } from '../audit-port';
import type { Db } from '../db/client';
import { conflict, DomainError, invalid, notFound } from '../domain-error';
import type { TransferRails } from '../payments/transfer-rails';
import { TransferRefused, type TransferAnswer } from '../payments/transfers';
import { availableMinor, minorBalances } from './balances';
import { maskedAccount, type PayoutDetailsService } from './payout-details';
import type { MovePayout, PayoutRow } from './payout-states';
import { commissionEntries, discountCodes, influencerPayoutAccounts, influencerPayouts } from './schema';

export interface BatchItem {
  influencer_id: number;
  currency: Currency;
  /** Minor units. */
  amount: number;
}

/** The shop's reference of one line of a batch: the same for every approval of that batch. */
export const referenceOf = (batch: string, influencerId: number, currency: string) =>
  `zpo_${crypto.createHash('sha256').update(`${batch}|${influencerId}|${currency}`).digest('hex').slice(0, 32)}`;

const money = (minor: number, currency: string) => formatMoney(minor, HOME_COUNTRY[currency as Currency]);

export const payoutView = (p: PayoutRow): PayoutView => ({
  id: p.id,
  created_at: p.createdAt.toISOString(),
  amount: toMajor(-p.amountMinor),
  currency: p.currency,
  reference: p.reference,
  method: p.method,
  state: p.state,
  reversed_amount: toMajor(p.reversedMinor),
  destination: p.destination,
});

interface Deps {
  db: Db;
  rails: TransferRails;
  details: PayoutDetailsService;
  moveTo: MovePayout;
  recordAudit: AuditRecorder;
}

/**
 * Payouts that move money: an admin approves a batch of (influencer, currency, amount) lines; each
 * becomes one ledger entry, written in the approval's transaction under the influencer's lock (so
 * two approvals at once cannot both spend a balance, and a batch approved twice pays once: its
 * references are the same), then sent to Paystack (naira) or Stripe (pounds, dollars).
 */
export function createPayoutBatches({ db, rails, details, moveTo, recordAudit }: Deps) {
  const methodOf = (currency: Currency) =>
    railOf(currency) === 'bank' ? (rails.bank.name === 'test' ? 'test' : 'paystack') : rails.connect.name === 'test' ? 'test' : 'stripe';

  /** What each influencer can be paid per currency, where it would go, and the latest provider payouts. */
  async function batchView(): Promise<PayoutBatchView> {
    const people = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, code: discountCodes.code })
      .from(users)
      .leftJoin(discountCodes, eq(discountCodes.influencerId, users.id))
      .where(eq(users.role, 'influencer'))
      .orderBy(asc(users.firstName), asc(users.id));
    const accounts = await db.select().from(influencerPayoutAccounts);
    const lines = (
      await Promise.all(
        people.map(async (p) =>
          (await minorBalances(db, p.id))
            .filter((b) => b.availableMinor > 0)
            .map((b) => {
              const account = accounts.find((a) => a.influencerId === p.id && a.rail === railOf(b.currency));
              const destination = !account ? null : account.rail === 'bank' ? maskedAccount(account) : `Stripe ${account.stripeAccountId}`;
              return {
                influencer_id: p.id,
                name: `${p.firstName} ${p.lastName}`,
                code: p.code,
                currency: b.currency,
                available: toMajor(b.availableMinor),
                destination,
                ready: Boolean(account),
              };
            }),
        ),
      )
    ).flat();
    const recent = await db
      .select({ payout: influencerPayouts, firstName: users.firstName, lastName: users.lastName })
      .from(influencerPayouts)
      .innerJoin(users, eq(users.id, influencerPayouts.influencerId))
      .where(ne(influencerPayouts.method, 'manual'))
      .orderBy(desc(influencerPayouts.createdAt), desc(influencerPayouts.id))
      .limit(50);
    const payouts: StaffPayoutView[] = recent.map((r) => ({
      ...payoutView(r.payout),
      influencer_id: r.payout.influencerId,
      name: `${r.firstName} ${r.lastName}`,
    }));
    return { lines, payouts, test_mode: { bank: rails.bank.name === 'test', stripe: rails.connect.name === 'test' } };
  }

  /** Records the provider's answer: its transfer id, and the state it reports. */
  async function apply(payout: PayoutRow, answer: TransferAnswer, source: string) {
    if (answer.transferId && !payout.providerTransferId) {
      await db.update(influencerPayouts).set({ providerTransferId: answer.transferId }).where(eq(influencerPayouts.id, payout.id));
    }
    if (answer.state !== 'pending') await moveTo({ id: payout.id }, answer.state, source, { transferId: answer.transferId });
  }

  /**
   * Sends one approved payout. A refusal (bad details, too little balance) fails it, giving the
   * amount back; trouble reaching the provider leaves it pending for the reconcile run, which asks
   * again under the same reference.
   */
  async function send(payout: PayoutRow, source: string) {
    try {
      const currency = payout.currency as Currency;
      const account = await details.accountOf(payout.influencerId, railOf(currency));
      if (!account) throw new TransferRefused(BATCH_MESSAGES.noDetails('She', currency));
      const amountMinor = -payout.amountMinor;
      let answer: TransferAnswer;
      if (account.rail === 'bank') {
        let recipient = account.recipientCode;
        if (!recipient) {
          const number = details.accountNumberOf(account);
          recipient = await rails.bank.createRecipient({ name: account.accountName!, accountNumber: number, bankCode: account.bankCode! });
          // Once per account details: a recipient made meanwhile by another send wins.
          const [kept] = await db
            .update(influencerPayoutAccounts)
            .set({ recipientCode: recipient })
            .where(
              and(
                eq(influencerPayoutAccounts.id, account.id),
                eq(influencerPayoutAccounts.accountNumberSealed, account.accountNumberSealed!),
              ),
            )
            .returning();
          recipient = kept?.recipientCode ?? recipient;
        }
        answer = await rails.bank.send({ reference: payout.reference, recipient, amountMinor, reason: 'Zaron influencer commission' });
      } else {
        answer = await rails.connect.send({ reference: payout.reference, destination: account.stripeAccountId!, amountMinor, currency });
      }
      await apply(payout, answer, source);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (err instanceof TransferRefused) await moveTo({ id: payout.id }, 'failed', source, { error });
      else await db.update(influencerPayouts).set({ lastError: error }).where(eq(influencerPayouts.id, payout.id));
    }
  }

  /**
   * Refuses the batch when the provider's balance in a currency cannot cover the batch's lines in it
   * (checked before anything is written): Paystack's naira, Stripe's pounds and dollars.
   */
  async function checkBalance(items: BatchItem[]) {
    for (const currency of new Set(items.map((i) => i.currency))) {
      const need = items.filter((i) => i.currency === currency).reduce((sum, i) => sum + i.amount, 0);
      if (need === 0) continue;
      const have = railOf(currency) === 'bank' ? await rails.bank.balanceMinor() : await rails.connect.balanceMinor(currency);
      if (have !== null && have < need) throw conflict(BATCH_MESSAGES.lowBalance(currency, money(have, currency), money(need, currency)));
    }
  }

  /** Refuses the batch while a connected account its pound or dollar lines go to cannot receive transfers yet. */
  async function checkConnectedAccounts(items: BatchItem[]) {
    for (const item of items.filter((i) => railOf(i.currency) === 'stripe')) {
      const account = await details.accountOf(item.influencer_id, 'stripe');
      if (!account?.stripeAccountId) continue; // refused with its own message under the lock
      const status = await rails.connect.status(account.stripeAccountId);
      if (!status.ready) {
        const [person] = await db.select().from(users).where(eq(users.id, item.influencer_id)).limit(1);
        throw conflict(BATCH_MESSAGES.notReady(`${person?.firstName} ${person?.lastName}`, status.needs));
      }
    }
  }

  async function approve(actor: Actor, batch: string, items: BatchItem[]) {
    const keys = new Set(items.map((i) => `${i.influencer_id}|${i.currency}`));
    if (keys.size !== items.length) throw invalid(BATCH_MESSAGES.duplicateLine);
    const withRefs = items.map((i) => ({ ...i, reference: referenceOf(batch, i.influencer_id, i.currency) }));
    const known = await db
      .select({ reference: influencerPayouts.reference })
      .from(influencerPayouts)
      .where(
        inArray(
          influencerPayouts.reference,
          withRefs.map((i) => i.reference),
        ),
      );
    const fresh = withRefs.filter((i) => !known.some((k) => k.reference === i.reference));
    await checkBalance(fresh);
    await checkConnectedAccounts(fresh);
    // Locks in influencer order, so two batches over the same people never wait on each other in a circle.
    const ordered = [...fresh].sort((a, b) => a.influencer_id - b.influencer_id || a.currency.localeCompare(b.currency));
    const created = await db.transaction(async (tx) => {
      const rows: PayoutRow[] = [];
      for (const item of ordered) {
        const [person] = await tx
          .select({ codeId: discountCodes.id, firstName: users.firstName, lastName: users.lastName })
          .from(discountCodes)
          .innerJoin(users, eq(users.id, discountCodes.influencerId))
          .where(eq(discountCodes.influencerId, item.influencer_id))
          .for('update', { of: discountCodes });
        if (!person) throw new DomainError('not-found', PAYOUT_MESSAGES.notInfluencer);
        const name = `${person.firstName} ${person.lastName}`;
        const [already] = await tx.select().from(influencerPayouts).where(eq(influencerPayouts.reference, item.reference)).limit(1);
        if (already) continue;
        const available = await availableMinor(tx, item.influencer_id, item.currency);
        if (available <= 0) {
          const [earned] = await tx
            .select({ id: commissionEntries.id })
            .from(commissionEntries)
            .where(and(eq(commissionEntries.influencerId, item.influencer_id), eq(commissionEntries.currency, item.currency)))
            .limit(1);
          if (!earned) throw conflict(BATCH_MESSAGES.noEarnings(name, item.currency));
        }
        if (item.amount > available) {
          throw conflict(`${PAYOUT_MESSAGES.overBalance} of ${name} (${money(Math.max(available, 0), item.currency)})`);
        }
        const [account] = await tx
          .select()
          .from(influencerPayoutAccounts)
          .where(
            and(eq(influencerPayoutAccounts.influencerId, item.influencer_id), eq(influencerPayoutAccounts.rail, railOf(item.currency))),
          )
          .limit(1);
        if (!account) throw conflict(BATCH_MESSAGES.noDetails(name, item.currency));
        const [row] = await tx
          .insert(influencerPayouts)
          .values({
            influencerId: item.influencer_id,
            amountMinor: -item.amount,
            currency: item.currency,
            reference: item.reference,
            staffId: actor.staffId,
            method: methodOf(item.currency),
            state: 'pending',
            destination: account.rail === 'bank' ? maskedAccount(account) : `Stripe ${account.stripeAccountId}`,
          })
          .returning();
        await recordAudit(tx, {
          ...actor,
          action: 'influencer.payout.approve',
          targetType: 'influencer_payout',
          targetId: row!.id,
          before: { currency: item.currency, available: toMajor(available) },
          after: {
            currency: item.currency,
            available: toMajor(available - item.amount),
            amount: toMajor(item.amount),
            reference: item.reference,
            batch,
          },
        });
        rows.push(row!);
      }
      return rows;
    });
    for (const row of created) await send(row, 'approval');
    const all = await db
      .select()
      .from(influencerPayouts)
      .where(
        inArray(
          influencerPayouts.reference,
          withRefs.map((i) => i.reference),
        ),
      )
      .orderBy(asc(influencerPayouts.id));
    const test = created.some((r) => r.method === 'test');
    const message =
      created.length === 0
        ? BATCH_MESSAGES.again
        : `${BATCH_MESSAGES.approved(created.length)}${test ? `. ${BATCH_MESSAGES.testMode}` : ''}`;
    return { created: created.length, message, payouts: all.map(payoutView) };
  }

  /** The shop's OTP for a Paystack transfer that asked for one. */
  async function finalize(actor: Actor, id: number, otp: string) {
    const [payout] = await db.select().from(influencerPayouts).where(eq(influencerPayouts.id, id)).limit(1);
    if (!payout || payout.method === 'manual') throw notFound('Payout not found');
    if (payout.state !== 'otp' || !payout.providerTransferId) throw conflict(BATCH_MESSAGES.notOtp);
    let answer: TransferAnswer;
    try {
      answer = await rails.bank.finalize(payout.providerTransferId, otp);
    } catch (err) {
      if (err instanceof TransferRefused)
        throw invalid(BATCH_MESSAGES.otpRefused(err.message), { otp: BATCH_MESSAGES.otpRefused(err.message) });
      throw err;
    }
    await db.transaction((tx) =>
      recordAudit(tx, {
        ...actor,
        action: 'influencer.payout.finalize',
        targetType: 'influencer_payout',
        targetId: id,
        before: { state: 'otp' },
        after: { answer: answer.state },
      }),
    );
    if (answer.state === 'pending') await moveTo({ id }, 'pending', 'otp');
    else await apply(payout, answer, 'otp');
    const [after] = await db.select().from(influencerPayouts).where(eq(influencerPayouts.id, id));
    return payoutView(after!);
  }

  return { batchView, approve, finalize, send, apply };
}

export type PayoutBatches = ReturnType<typeof createPayoutBatches>;
