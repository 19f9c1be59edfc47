import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES as M } from '../../domain/admin/orders';
import { SELECTABLE_COUNTRIES } from '../../domain/country';
import {
  BULK_SHIP_MAX_ROWS,
  BULK_SHIP_MESSAGES as B,
  parseBulkShipCsv,
  type BulkShipLine,
  type BulkShipReport,
} from '../../domain/fulfilment/bulk';
import {
  carrierLabel,
  carrierNamed,
  carriersFor,
  TRACKING_MESSAGES as T,
  trackingNumberSchema,
  type ShipOrderBody,
} from '../../domain/fulfilment/carriers';
import { ORDER_NUMBER_PATTERN } from '../../domain/orders';
import type { Db } from '../db/client';
import { DomainError, invalid, invalidField } from '../domain-error';
import { recordAudit } from '../staff/audit';
import type { StaffSession } from '../staff/two-factor';
import { orderShippedMail, readyForPickupMail, trackingCorrectedMail } from './fulfilment-mails';
import { parcelOf } from './parcel';
import type { OrderRow } from './orders';
import { orders } from './schema';
import { findStaffOrder, mailOrderCustomer, staffMove, statusWord } from './staff-move';

const countryName = (code: string) => SELECTABLE_COUNTRIES.find((c) => c.code === code)?.name ?? code;

/** The carrier columns for a ship or correction, once the carrier is one offered for the order's country. */
function trackingColumns(order: OrderRow, body: ShipOrderBody) {
  if (!carriersFor(order.country).some((c) => c.id === body.carrier))
    throw invalidField('carrier', T.carrierNotOffered(carrierLabel(body.carrier, null), countryName(order.country)));
  return {
    carrier: body.carrier,
    carrierName: body.carrier === 'other' ? body.carrier_name! : null,
    trackingNumber: body.tracking_number,
  };
}

/** Staff send an order on its way: shipped with a carrier and number, or ready at the pickup station; a number corrected. */
export function createFulfilmentService(deps: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = deps;

  const find = (orderNumber: string) => findStaffOrder(db, orderNumber);

  /** Why an order cannot be shipped now, or null. */
  const shipRefusal = (order: OrderRow) =>
    order.status !== 'processing' ? M.shipOnlyProcessing(statusWord(order.status)) : order.isPickup ? M.shipPickupOrder : null;

  /** Processing → shipped, with the carrier and tracking number; the customer gets them and the link. */
  async function ship(staff: StaffSession, orderNumber: string, body: ShipOrderBody) {
    const order = await find(orderNumber);
    const refusal = shipRefusal(order);
    if (refusal) throw new DomainError('conflict', refusal);
    const set = trackingColumns(order, body);
    return db.transaction(async (tx) => {
      const parcel = parcelOf(set)!;
      const moved = await staffMove(tx, staff, order, {
        from: 'processing',
        to: 'shipped',
        note: `${parcel.carrier} · ${parcel.number}`,
        action: 'order.ship',
        set,
        audit: { carrier: parcel.carrier, tracking_number: parcel.number },
      });
      if (!moved) throw new DomainError('conflict', M.stillChanging);
      await mailOrderCustomer(tx, moved, (email, name) => orderShippedMail(email, name, moved, parcel, publicUrl));
      return moved;
    });
  }

  /** Processing → ready for pickup (Lagos pickup orders only); the customer is told where and when. */
  async function readyForPickup(staff: StaffSession, orderNumber: string) {
    const order = await find(orderNumber);
    if (order.status !== 'processing') throw new DomainError('conflict', M.readyOnlyProcessing(statusWord(order.status)));
    if (!order.isPickup) throw new DomainError('conflict', M.readyOnlyPickup);
    return db.transaction(async (tx) => {
      const moved = await staffMove(tx, staff, order, {
        from: 'processing',
        to: 'ready_for_pickup',
        note: 'Ready at the pickup station',
        action: 'order.ready_for_pickup',
      });
      if (!moved) throw new DomainError('conflict', M.stillChanging);
      await mailOrderCustomer(tx, moved, (email, name) => readyForPickupMail(email, name, moved, publicUrl));
      return moved;
    });
  }

  /** A shipped order's carrier or number corrected: audited, and the customer mailed the new one. */
  async function correctTracking(staff: StaffSession, orderNumber: string, body: ShipOrderBody) {
    const order = await find(orderNumber);
    if (order.status !== 'shipped') throw new DomainError('conflict', M.correctOnlyShipped(statusWord(order.status)));
    const set = trackingColumns(order, body);
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (locked!.status !== 'shipped') throw new DomainError('conflict', M.correctOnlyShipped(statusWord(locked!.status)));
      const before = parcelOf(locked!)!;
      const after = parcelOf(set)!;
      if (before.carrier === after.carrier && before.number === after.number) throw new DomainError('conflict', M.sameTracking);
      const [moved] = await tx
        .update(orders)
        .set(set)
        .where(and(eq(orders.id, order.id), eq(orders.status, 'shipped')))
        .returning();
      await recordAudit(tx, {
        staffId: staff.userId,
        ip: staff.ip,
        action: 'order.tracking.correct',
        targetType: 'order',
        targetId: order.orderNumber,
        before: { carrier: before.carrier, tracking_number: before.number },
        after: { carrier: after.carrier, tracking_number: after.number },
      });
      await mailOrderCustomer(tx, moved!, (email, name) => trackingCorrectedMail(email, name, moved!, after, publicUrl));
      return moved!;
    });
  }

  /**
   * Several orders shipped from a CSV of `order_number,carrier,tracking_number`: each row is shipped
   * on its own (as one `ship`), and the answer says for every row whether it was applied or why not.
   */
  async function bulkShip(staff: StaffSession, csv: string): Promise<BulkShipReport> {
    const rows = parseBulkShipCsv(csv);
    if (rows.length === 0) throw invalid(B.empty);
    if (rows.length > BULK_SHIP_MAX_ROWS) throw invalid(B.tooManyRows);
    const seen = new Map<string, number>();
    const lines: BulkShipLine[] = [];
    const refuse = (line: number, order_number: string | null, reason: string) =>
      lines.push({ line, order_number, result: 'refused', reason });
    for (const { line, fields } of rows) {
      if (!fields) {
        refuse(line, null, B.malformed);
        continue;
      }
      const number = fields[0]!.toUpperCase();
      if (!ORDER_NUMBER_PATTERN.test(number)) {
        refuse(line, fields[0] || null, B.unknownOrder);
        continue;
      }
      const first = seen.get(number);
      if (first !== undefined) {
        refuse(line, number, B.duplicate(first));
        continue;
      }
      seen.set(number, line);
      const [order] = await db.select().from(orders).where(eq(orders.orderNumber, number));
      if (!order) {
        refuse(line, number, B.unknownOrder);
        continue;
      }
      const carrier = carrierNamed(fields[1]!, order.country);
      const tracking = trackingNumberSchema.safeParse(fields[2]);
      const refusal =
        shipRefusal(order) ?? (!carrier ? `${T.unknownCarrier}: ${fields[1] || '(empty)'}` : !tracking.success ? T.number : null);
      if (refusal) {
        refuse(line, number, refusal);
        continue;
      }
      try {
        await ship(staff, number, { carrier: carrier!.id, tracking_number: tracking.data! });
        lines.push({ line, order_number: number, result: 'applied', reason: null });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        refuse(line, number, err.message);
      }
    }
    const applied = lines.filter((l) => l.result === 'applied').length;
    return { applied, refused: lines.length - applied, lines };
  }

  return { ship, readyForPickup, correctTracking, bulkShip };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
