import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { RETURN_MESSAGES as M, returnDeadline, withinReturnWindow } from '../../domain/returns/returns';
import type { ReturnRequestFields } from '../../domain/returns/requests';
import type { OrderReturns, ReturnView } from '../../domain/returns/views';
import { imageUrl } from '../catalog/serialize';
import { orders } from '../checkout/schema';
import type { OrderRow } from '../checkout/orders';
import type { Db } from '../db/client';
import { conflict, invalid, notFound } from '../domain-error';
import type { Photo } from '../forms/ambassador';
import { removeUploads, storeUpload } from '../forms/uploads';
import type { Storage } from '../storage';
import { deliveredAt, linesOf, returnableLines } from './lines';
import { returnLines, returnRequests, type ReturnRow } from './schema';

export const PHOTO_FOLDER = 'returns';

/** A return as its shopper sees it. */
export const returnView = (r: ReturnRow, lines: Awaited<ReturnType<typeof linesOf>>): ReturnView => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  note: r.note,
  created_at: r.createdAt.toISOString(),
  refund_minor: r.refundMinor,
  rejection_reason: r.rejectionReason,
  lines: lines
    .filter((l) => l.returnId === r.id)
    .map((l) => ({ line_id: l.orderItemId, name: l.name, image: imageUrl(l.image, 480), quantity: l.quantity })),
});

/** Why this order cannot be returned now, or null. */
function refusalOf(order: OrderRow, delivered: Date | null, now: Date): string | null {
  if (order.status === 'refunded') return M.orderRefunded;
  if (!delivered || order.status !== 'completed') return M.notDelivered;
  if (!withinReturnWindow(delivered, now)) return M.windowClosed;
  return null;
}

/** The shopper's side of returns: what she may send back, and asking for it. */
export function createShopperReturns(deps: { db: Db; storage: Storage; now?: () => Date }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  /** Her own paid order, else 404 (another customer's order does not exist for her). */
  async function ownOrder(userId: number, orderNumber: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId), isNotNull(orders.paidAt)));
    if (!order) throw notFound('Order not found');
    return order;
  }

  async function returnsOf(orderId: number) {
    const rows = await db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(desc(returnRequests.id));
    const lines = await linesOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => returnView(r, lines));
  }

  async function overview(userId: number, orderNumber: string): Promise<OrderReturns> {
    const order = await ownOrder(userId, orderNumber);
    const delivered = await deliveredAt(db, order.id);
    const lines = await returnableLines(db, order.id);
    const refusal = refusalOf(order, delivered, now());
    return {
      refusal: refusal ?? (lines.every((l) => l.returnable === 0) ? M.fullyReturned('Every item') : null),
      window_ends_at: delivered ? returnDeadline(delivered).toISOString() : null,
      lines: lines.map(({ item, returnable }) => ({
        line_id: item.id,
        name: item.name,
        image: imageUrl(item.image, 480),
        unit_minor: item.unitMinor,
        quantity: item.quantity,
        returnable,
      })),
      returns: await returnsOf(order.id),
    };
  }

  /**
   * Checks and writes a return request under the order's row lock, so two requests at once cannot
   * ask back more units than were bought. The photo is stored first and removed if nothing is written.
   */
  async function request(userId: number, orderNumber: string, fields: ReturnRequestFields, photo: Photo | null) {
    const order = await ownOrder(userId, orderNumber);
    const stored = photo ? await storeUpload(deps.storage, PHOTO_FOLDER, photo.data, photo.ext) : null;
    try {
      const row = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        const refusal = refusalOf(locked!, await deliveredAt(tx, order.id), now());
        if (refusal) throw conflict(refusal);
        const lines = await returnableLines(tx, order.id);
        for (const asked of fields.lines) {
          const line = lines.find((l) => l.item.id === asked.line_id);
          if (!line) throw invalid(M.lineNotOnOrder, { lines: M.lineNotOnOrder });
          if (line.returnable === 0) throw conflict(M.fullyReturned(line.item.name), { lines: M.fullyReturned(line.item.name) });
          if (asked.quantity > line.returnable) {
            const message = M.tooMany(line.item.name, line.returnable);
            throw invalid(message, { lines: message });
          }
        }
        const [created] = await tx
          .insert(returnRequests)
          .values({ orderId: order.id, reason: fields.reason, note: fields.note, photo: stored })
          .returning();
        await tx
          .insert(returnLines)
          .values(fields.lines.map((l) => ({ returnId: created!.id, orderItemId: l.line_id, quantity: l.quantity })));
        return created!;
      });
      return returnView(row, await linesOf(db, [row.id]));
    } catch (err) {
      if (stored) await removeUploads(deps.storage, PHOTO_FOLDER, [stored]);
      throw err;
    }
  }

  return { overview, request };
}

export type ShopperReturns = ReturnType<typeof createShopperReturns>;
