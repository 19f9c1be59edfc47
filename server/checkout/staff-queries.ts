import { rateLabel } from '../../domain/tax/tax';
import { and, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDER_PAGE_SIZE,
  ORDER_MESSAGES as M,
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type TimelineEntry,
} from '../../domain/admin/orders';
import { auditActionLabel, type Page } from '../../domain/admin/audit';
import { formatMoney } from '../../domain/money';
import { users } from '../accounts/schema';
import type { Db } from '../db/client';
import { countUpTo } from '../db/count';
import { pageOf } from '../db/page';
import { DomainError } from '../domain-error';
import { discountCodes } from '../influencers/schema';
import { auditOf } from '../staff/audit';
import { orderItems, orderRefunds, orders } from './schema';
import { orderHistory } from './history';
import { returnStepTitle } from '../../domain/returns/returns';
import { netPaid, refundedOut } from '../payments/ledger';
import { holdsStock } from './orders';
import { isRefundable } from './refunds';
import { parcelOf } from './parcel';
import { documentsOf } from '../tax/documents';
import { carriersFor } from '../../domain/fulfilment/carriers';
import { STATUS_LABELS } from '../../domain/admin/orders';

/** Audit actions that are also status moves: the status history already shows them. */
const STATUS_ACTIONS = new Set(['order.complete', 'order.cancel', 'order.accept', 'order.ship', 'order.ready_for_pickup']);
const DAY_MS = 86_400_000;
/** A year of orders in one status runs to six figures: the pager counts this far past the page, then says "more than". */
const COUNTED_AHEAD = 10_000;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = typeof orders.$inferSelect;
const rowView = (o: Row, u: { id: number; firstName: string; lastName: string; email: string }): AdminOrderRow => ({
  order_number: o.orderNumber,
  created_at: o.createdAt.toISOString(),
  customer: { id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email },
  country: o.country,
  currency: o.currency,
  total_minor: o.totalMinor,
  total: formatMoney(o.totalMinor, o.country),
  status: o.status,
});

const customer = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The back office's reading of orders: the paged list and one order with its timeline. */
export function createStaffOrderQueries(db: Db) {
  async function list(q: AdminOrdersQuery): Promise<Page<AdminOrderRow>> {
    const where: SQL[] = [];
    // Checkout attempts that ended unpaid are noise unless asked for.
    where.push(q.status ? eq(orders.status, q.status) : ne(orders.status, 'abandoned'));
    // Any two-letter filter: a country the shop does not ship to matches no order.
    if (q.country) where.push(sql`${orders.country} = ${q.country}`);
    if (q.from) where.push(gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)));
    if (q.to) where.push(lt(orders.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)));
    if (q.q) {
      const like = `%${escapeLike(q.q)}%`;
      where.push(or(ilike(orders.orderNumber, like), ilike(users.email, like))!);
    }
    const filter = and(...where);
    // The customer is joined for counting only when the search reads their email.
    const matching = q.q
      ? db.select({ id: orders.id }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(filter).$dynamic()
      : db.select({ id: orders.id }).from(orders).where(filter).$dynamic();
    return pageOf(
      q.page,
      ADMIN_ORDER_PAGE_SIZE,
      async ({ limit, offset }) => {
        const rows = await db
          .select({ order: orders, customer })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(filter)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset);
        return rows.map((r) => rowView(r.order, r.customer));
      },
      ({ offset }) => countUpTo(db, matching, offset + COUNTED_AHEAD),
    );
  }

  async function timeline(order: Row): Promise<TimelineEntry[]> {
    const moves: TimelineEntry[] = (await orderHistory(db, order.id)).map((e) => ({
      at: e.at.toISOString(),
      kind: e.kind,
      from: e.kind === 'status' ? e.from : null,
      to: e.kind === 'status' ? e.to : null,
      title:
        e.kind === 'return'
          ? returnStepTitle(e.returnId, e.step)
          : e.from
            ? `${STATUS_LABELS[e.from]} → ${STATUS_LABELS[e.to]}`
            : 'Order placed',
      by: e.by.kind === 'staff' ? (e.by.name ?? 'Staff') : e.by.kind === 'customer' ? 'Customer' : 'Zaron (automatic)',
      note: e.kind === 'status' ? e.note : null,
    }));
    const actions: TimelineEntry[] = (await auditOf(db, 'order', order.orderNumber))
      .filter((a) => !STATUS_ACTIONS.has(a.action))
      .map((a) => ({
        at: a.created_at,
        kind: 'action',
        from: null,
        to: null,
        title: auditActionLabel(a.action),
        by: a.staff.name,
        note:
          a.after && typeof a.after === 'object'
            ? Object.entries(a.after)
                .map(([k, v]) => `${k}: ${String(v)}`)
                .join(', ')
            : null,
      }));
    return [...moves, ...actions].sort((x, y) => x.at.localeCompare(y.at));
  }

  async function get(orderNumber: string): Promise<AdminOrder> {
    const [row] = await db
      .select({ order: orders, customer, code: discountCodes.code })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
      .where(eq(orders.orderNumber, orderNumber));
    if (!row) throw new DomainError('not-found', M.notFound);
    const o = row.order;
    const money = (minor: number) => formatMoney(minor, o.country);
    const [items, [refund], influencer, held, refunded] = await Promise.all([
      db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(orderItems.id),
      db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id)),
      o.influencerId ? db.select(customer).from(users).where(eq(users.id, o.influencerId)) : Promise.resolve([]),
      netPaid(db, o.id),
      refundedOut(db, o.id),
    ]);
    // A failed refund, or one whose request got no answer, may be asked again.
    const refundOpen = refund && refund.status !== 'failed' && refund.status !== 'unanswered';
    const parcel = parcelOf(o);
    return {
      ...rowView(o, row.customer),
      lines: items.map((i) => ({ name: i.name, quantity: i.quantity, unit: money(i.unitMinor), total: money(i.unitMinor * i.quantity) })),
      subtotal: money(o.subtotalMinor),
      delivery: money(o.deliveryMinor),
      discount: money(o.discountMinor),
      discount_code: row.code,
      tax: o.taxByRate
        .filter((r) => r.taxMinor > 0)
        .map((r) => ({ label: rateLabel(o.taxName, r), amount: money(r.taxMinor), added: !o.taxIncluded })),
      influencer: influencer[0] ? `${influencer[0].firstName} ${influencer[0].lastName}` : null,
      is_pickup: o.isPickup,
      delivery_method: o.deliveryMethod,
      address: o.address,
      payment: {
        provider: o.paymentProvider,
        reference: o.paymentReference,
        provider_id: o.providerPaymentId,
        paid_at: o.paidAt?.toISOString() ?? null,
        held: money(held),
        refunded_minor: refunded,
      },
      refund: refund
        ? {
            status: refund.status,
            amount: money(refund.amountMinor),
            requested_at: refund.createdAt.toISOString(),
            completed_at: refund.completedAt?.toISOString() ?? null,
          }
        : null,
      review_reason: o.reviewReason,
      tracking: parcel && { carrier: parcel.carrier, carrier_id: parcel.carrierId, number: parcel.number, url: parcel.url },
      carriers: carriersFor(o.country).map((c) => ({ id: c.id, name: c.name })),
      actions: {
        complete: o.status === 'processing' || o.status === 'shipped' || o.status === 'ready_for_pickup',
        ship: o.status === 'processing' && !o.isPickup,
        ready_for_pickup: o.status === 'processing' && o.isPickup,
        correct_tracking: o.status === 'shipped',
        cancel: o.status === 'pending',
        refund: isRefundable(o.status) && !refundOpen,
        accept: o.status === 'review' && !refundOpen && (await holdsStock(db, o)),
      },
      timeline: await timeline(o),
      documents: await documentsOf(db, o, 'staff'),
    };
  }

  /** A customer's orders (attempts that ended unpaid aside), newest first. */
  async function ofCustomer(userId: number): Promise<AdminOrderRow[]> {
    const rows = await db
      .select({ order: orders, customer })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.userId, userId), ne(orders.status, 'abandoned')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100);
    return rows.map((r) => rowView(r.order, r.customer));
  }

  return { list, get, ofCustomer };
}
