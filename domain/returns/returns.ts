import type { ShippingCountry } from '../country';
import { stockKey, type StockKey } from '../pricing';

/**
 * A return request's life: the shopper asks (`requested`); staff approve it (she sends the parcel
 * back) or reject it; staff mark it `received` and the refund is asked of the payment provider;
 * `refunded` once the provider confirmed, or `refund_failed` when it refused (staff may retry).
 */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded', 'refund_failed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** How each status reads, to the shopper and in the back office. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved: please send it back',
  rejected: 'Not accepted',
  received: 'Received: refund on its way',
  refunded: 'Refunded',
  refund_failed: 'Received, refund failed',
};

/** The steps of a return an order's history shows, each when it happened. */
export const RETURN_STEPS = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];
const STEP_WORDS: Record<ReturnStep, string> = {
  requested: 'requested',
  approved: 'approved',
  rejected: 'not accepted',
  received: 'received back',
  refunded: 'refunded',
};
/** How a return's step reads in an order's history, e.g. "Return #12 approved". */
export const returnStepTitle = (returnId: number, step: ReturnStep) => `Return #${returnId} ${STEP_WORDS[step]}`;

/** Requests whose lines count against what may still be returned (all but rejected ones). */
export const RETURN_HOLDS_LINES: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refunded', 'refund_failed'];

export const RETURN_REASONS = ['damaged', 'wrong_item', 'changed_mind', 'allergic_reaction', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  changed_mind: 'Changed my mind',
  allergic_reaction: 'Allergic reaction',
  other: 'Other',
};
/** Reasons for which the delivery fee is refunded even when only part of the order comes back. */
export const DELIVERY_REFUNDED_FOR: readonly ReturnReason[] = ['damaged', 'wrong_item'];

/** Returns are accepted up to this many days after delivery (the order's move to `completed`). */
export const RETURN_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The last moment a return may be asked for: delivery + 30 days. */
export const returnDeadline = (deliveredAt: Date) => new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
export const withinReturnWindow = (deliveredAt: Date, now: Date) => now.getTime() <= returnDeadline(deliveredAt).getTime();

export const RETURN_NOTE_MAX = 1000;

export const RETURN_MESSAGES = {
  notFound: 'Return not found',
  notDelivered: 'Items can be returned once your order has been delivered.',
  orderRefunded: 'This order has been refunded in full, so there is nothing left to return.',
  windowClosed: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this order's return period has ended.`,
  noLines: 'Choose at least one item to return',
  lineNotOnOrder: 'That item is not part of this order',
  lineTwice: 'Each item may appear only once in a return',
  fullyReturned: (name: string) => `${name} has already been returned in full`,
  tooMany: (name: string, left: number) => `You can return at most ${left} of ${name}`,
  created: 'Your return request has been sent. We will email you once our team has looked at it.',
  approved: 'Return approved: the customer has been emailed how to send it back',
  rejected: 'Return rejected: the customer has been emailed the reason',
  refunded: 'Return received and refunded',
  refundPending: 'Return received: the refund is being processed by the provider',
  approveOnlyRequested: (status: string) => `Only a requested return can be approved or rejected; this one is ${status}`,
  receiveOnlyApproved: (status: string) => `Only an approved return can be marked received; this one is ${status}`,
  retryOnlyFailed: (status: string) => `Only a return whose refund failed can be retried; this one is ${status}`,
  restockLines: 'Choose for every returned line whether it goes back to stock',
  refundRefused: (why: string) => `The payment provider refused the refund: ${why}`,
} as const;

/** Where a parcel goes back: the warehouse of the order's country (GB for the rest of Europe). */
const RETURN_ADDRESSES: Record<StockKey, string> = {
  NG: 'Zaron Returns, 14 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
  GB: 'Zaron Returns, Unit 4, 21 Westfield Road, London W12 7GF, United Kingdom',
  US: 'Zaron Returns, 350 5th Avenue, Suite 4100, New York, NY 10118, United States',
};
export const returnAddressFor = (country: ShippingCountry) => RETURN_ADDRESSES[stockKey(country)];

/** What was paid for some lines of an order and the refund of those lines, in minor units. */
export interface RefundInput {
  /** Every line of the order: its total (unit × quantity). */
  lineTotals: number[];
  discountMinor: number;
  deliveryMinor: number;
}

/**
 * Each line's share of the discount: the discount split in proportion to the line totals, by the
 * largest remainder (the floors first, then one minor unit each to the largest fractional parts,
 * ties to the earlier line), so the shares add up to the whole discount exactly.
 */
export function discountShares(lineTotals: number[], discountMinor: number): number[] {
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  if (subtotal === 0 || discountMinor === 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((t) => BigInt(t) * BigInt(discountMinor));
  const shares = exact.map((e) => Number(e / BigInt(subtotal)));
  const left = discountMinor - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e % BigInt(subtotal) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (let k = 0; k < left; k++) shares[order[k]!.i]! += 1;
  return shares;
}

/**
 * The refund of returned units: per line, its paid share (line total less its discount share) times
 * the units returned over the units bought, the units' share rounded by the same rule across the
 * order's history — `returnedBefore` and `returnedNow` per line give cumulative shares, so returning
 * everything in any number of requests refunds exactly subtotal − discount. Delivery is added when
 * `withDelivery` (everything now returned, or damaged / wrong item) and it was not refunded before.
 */
export function returnRefundMinor(
  input: RefundInput & { quantities: number[]; returnedBefore: number[]; returnedNow: number[]; withDelivery: boolean },
): { linesMinor: number; deliveryMinor: number; totalMinor: number } {
  const shares = discountShares(input.lineTotals, input.discountMinor);
  const paidOf = (i: number, units: number) => {
    const paid = BigInt(input.lineTotals[i]! - shares[i]!);
    const q = BigInt(input.quantities[i]!);
    // Round half up on the cumulative units; the last unit takes what is left.
    return Number((paid * BigInt(units) * 2n + q) / (2n * q));
  };
  let linesMinor = 0;
  input.returnedNow.forEach((now, i) => {
    if (now <= 0) return;
    const before = input.returnedBefore[i] ?? 0;
    linesMinor += paidOf(i, before + now) - paidOf(i, before);
  });
  const deliveryMinor = input.withDelivery ? input.deliveryMinor : 0;
  return { linesMinor, deliveryMinor, totalMinor: linesMinor + deliveryMinor };
}
