import { asc, eq } from 'drizzle-orm';
import { MAX_QUANTITY } from '../../domain/cart';
import { cappedNote, RESTORE_MESSAGES } from '../../domain/cart/messages';
import type { CountryCode } from '../../domain/country';
import { products } from '../catalog/schema';
import type { Executor, Tx } from '../db/client';
import { gone, notFound } from '../domain-error';
import { hashToken } from '../security/tokens';
import { RESTORE_LINK_MS } from './reminders';
import { heldQuantities, writeLine } from './merge';
import { bagReminderLines, bagReminders } from './schema';
import { stockIn } from './view';

/**
 * The reminder a link's token names, while its link works: a token no reminder has (forged, or of
 * an erased account) is 404; one whose bag has been ordered since, or older than 30 days, is 410.
 */
export async function restorableReminder(db: Executor, token: string, now: Date) {
  const [reminder] = await db
    .select({ id: bagReminders.id, sentAt: bagReminders.sentAt, orderedAt: bagReminders.orderedAt })
    .from(bagReminders)
    .where(eq(bagReminders.tokenHash, hashToken(token)))
    .limit(1);
  if (!reminder) throw notFound(RESTORE_MESSAGES.unknown);
  if (reminder.orderedAt) throw gone(RESTORE_MESSAGES.ordered);
  if (reminder.sentAt.getTime() < now.getTime() - RESTORE_LINK_MS) throw gone(RESTORE_MESSAGES.expired);
  return reminder;
}

/**
 * Puts a reminder's lines into bag `into`, in the caller's transaction. Each product ends with as
 * many as the reminder held or the bag holds, whichever is more (so opening the link twice does
 * not double it), cut to what the country has in stock and to 99 as when bags join; a line the
 * bag already holds is never taken down, and archived products stay out. Answers a note per line cut.
 */
export async function putBackLines(tx: Tx, reminderId: number, into: number, country: CountryCode): Promise<string[]> {
  const reminded = await tx
    .select({ productId: bagReminderLines.productId, quantity: bagReminderLines.quantity, product: products })
    .from(bagReminderLines)
    .innerJoin(products, eq(products.id, bagReminderLines.productId))
    .where(eq(bagReminderLines.reminderId, reminderId))
    .orderBy(asc(bagReminderLines.addedAt), asc(bagReminderLines.productId));
  if (reminded.length === 0) return [];
  const held = await heldQuantities(
    tx,
    into,
    reminded.map((l) => l.productId),
  );

  const notes: string[] = [];
  for (const line of reminded) {
    if (line.product.archivedAt !== null) continue;
    const has = held.get(line.productId) ?? 0;
    if (line.quantity <= has) continue;
    const inStock = stockIn(line.product, country);
    const kept = Math.max(has, Math.min(line.quantity, inStock, MAX_QUANTITY));
    if (kept < line.quantity) notes.push(cappedNote(line.product.name, kept, inStock < MAX_QUANTITY));
    if (kept === has) continue;
    await writeLine(tx, into, line.productId, kept);
  }
  return notes;
}
