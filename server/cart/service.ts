import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_QUANTITY } from '../../domain/cart';
import { PRODUCT_NOT_FOUND, stockRefusal } from '../../domain/cart/messages';
import type { CountryCode } from '../../domain/country';
import { products } from '../catalog/schema';
import type { Db, Executor, Tx } from '../db/client';
import { conflict, notFound } from '../domain-error';
import { hashToken, newToken } from '../security/tokens';
import { mergeGuestBag, writeLine } from './merge';
import { putBackLines, restorableReminder } from './restore';
import { bagReminders, cartLines, carts } from './schema';
import { bagView, stockIn } from './view';

/**
 * Whose bag a request means: a signed-in customer's, or a guest's by the id her cookie carries
 * (null when it carries none, or one in a shape the shop never issues).
 */
export type BagOwner = { userId: number } | { guestToken: string | null };

/** What a change answers: the bag now, and for a guest the id her cookie is to keep (a new one when she had none). */
export interface BagChange {
  bag: Awaited<ReturnType<typeof bagView>>;
  guestToken: string | null;
}

const ownerWhere = (owner: BagOwner) =>
  'userId' in owner ? eq(carts.userId, owner.userId) : owner.guestToken ? eq(carts.guestTokenHash, hashToken(owner.guestToken)) : null;

/** The id of the owner's bag, or null when she has none yet (an unknown guest id has none: it is never adopted). */
async function findCart(db: Executor, owner: BagOwner): Promise<number | null> {
  const where = ownerWhere(owner);
  if (!where) return null;
  const [row] = await db.select({ id: carts.id }).from(carts).where(where).limit(1);
  return row?.id ?? null;
}

/**
 * The owner's bag, made when she has none. A guest without a known bag always gets a fresh random
 * id: an id the browser made up (or someone planted) never names a bag.
 */
async function ensureCart(tx: Tx, owner: BagOwner): Promise<{ id: number; guestToken: string | null }> {
  const found = await findCart(tx, owner);
  if ('userId' in owner) {
    if (found !== null) return { id: found, guestToken: null };
    await tx.insert(carts).values({ userId: owner.userId }).onConflictDoNothing();
    const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, owner.userId));
    return { id: row!.id, guestToken: null };
  }
  if (found !== null) return { id: found, guestToken: owner.guestToken };
  const guestToken = newToken();
  const [row] = await tx
    .insert(carts)
    .values({ guestTokenHash: hashToken(guestToken) })
    .returning({ id: carts.id });
  return { id: row!.id, guestToken };
}

/** A change of the bag: when, and the country she shopped in (her reminder is priced in it). */
const touch = (tx: Tx, cartId: number, country: CountryCode) =>
  tx
    .update(carts)
    .set({ updatedAt: sql`now()`, country })
    .where(eq(carts.id, cartId));

/** The bags kept by the server: guests' (by cookie) and customers' (by account), priced on every read. */
export function createBagService(db: Db) {
  async function onSale(productId: number) {
    const [product] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.archivedAt)))
      .limit(1);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  async function heldQuantity(owner: BagOwner, productId: number) {
    const cartId = await findCart(db, owner);
    if (cartId === null) return 0;
    const [line] = await db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)));
    return line?.quantity ?? 0;
  }

  async function read(owner: BagOwner, country: CountryCode) {
    return bagView(db, await findCart(db, owner), country);
  }

  /** Sets a line's quantity (0 takes it out); more than her country has in stock is refused. */
  async function setLine(owner: BagOwner, productId: number, quantity: number, country: CountryCode): Promise<BagChange> {
    const product = await onSale(productId);
    const inStock = stockIn(product, country);
    // Stock that fell below a line still lets her take units out; only more than it has is refused.
    if (quantity > inStock && quantity > (await heldQuantity(owner, productId))) throw conflict(stockRefusal(product.name, inStock));
    if (quantity === 0) return removeLine(owner, productId, country);
    const cart = await db.transaction(async (tx) => {
      const cart = await ensureCart(tx, owner);
      await writeLine(tx, cart.id, productId, quantity);
      await touch(tx, cart.id, country);
      return cart;
    });
    return { bag: await bagView(db, cart.id, country), guestToken: cart.guestToken };
  }

  async function removeLine(owner: BagOwner, productId: number, country: CountryCode): Promise<BagChange> {
    await onSale(productId);
    return change(owner, country, (tx, cartId) =>
      tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId))),
    );
  }

  async function empty(owner: BagOwner, country: CountryCode): Promise<BagChange> {
    return change(owner, country, (tx, cartId) => tx.delete(cartLines).where(eq(cartLines.cartId, cartId)));
  }

  /** A change that only takes lines out: a shopper without a bag keeps having none. */
  async function change(owner: BagOwner, country: CountryCode, apply: (tx: Tx, cartId: number) => Promise<unknown>): Promise<BagChange> {
    const cartId = await db.transaction(async (tx) => {
      const id = await findCart(tx, owner);
      if (id === null) return null;
      await apply(tx, id);
      await touch(tx, id, country);
      return id;
    });
    const guestToken = 'guestToken' in owner && cartId !== null ? owner.guestToken : null;
    return { bag: await bagView(db, cartId, country), guestToken };
  }

  /**
   * On signing in: a guest's bag joins her account's (quantities added, each capped by her
   * country's stock and at 99) and is then deleted. Answers a note for every line cut down.
   */
  async function adoptGuestBag(guestToken: string | null, userId: number, country: CountryCode): Promise<string[]> {
    if (!guestToken) return [];
    return db.transaction(async (tx) => {
      const guestCart = await findCart(tx, { guestToken });
      if (guestCart === null) return [];
      const own = await ensureCart(tx, { userId });
      const notes = await mergeGuestBag(tx, { from: guestCart, into: own.id, country, max: MAX_QUANTITY });
      // A bag put back from a reminder on this browser stays credited to it once joined to hers.
      const [guest] = await tx.select({ reminderId: carts.restoredReminderId }).from(carts).where(eq(carts.id, guestCart));
      if (guest?.reminderId) await tx.update(carts).set({ restoredReminderId: guest.reminderId }).where(eq(carts.id, own.id));
      await tx.delete(carts).where(eq(carts.id, guestCart));
      await touch(tx, own.id, country);
      return notes;
    });
  }

  /**
   * Opens a reminder's link (decision 0054): its lines go into the visitor's bag (a guest's by her
   * cookie, made when she has none; a signed-in customer's own), which then remembers the reminder
   * for the recovery figures. A link that does not work changes nothing (404 or 410).
   */
  async function restore(token: string, owner: BagOwner, country: CountryCode, now = new Date()): Promise<BagChange & { notes: string[] }> {
    const reminder = await restorableReminder(db, token, now);
    const { cart, notes } = await db.transaction(async (tx) => {
      const cart = await ensureCart(tx, owner);
      const notes = await putBackLines(tx, reminder.id, cart.id, country);
      await touch(tx, cart.id, country);
      await tx.update(carts).set({ restoredReminderId: reminder.id }).where(eq(carts.id, cart.id));
      await tx.update(bagReminders).set({ restoredAt: now }).where(eq(bagReminders.id, reminder.id));
      return { cart, notes };
    });
    return { bag: await bagView(db, cart.id, country), guestToken: cart.guestToken, notes };
  }

  /** Whether a reminder's link works now (throws its 404 or 410 when not), for the page that asks before restoring. */
  const checkRestore = async (token: string, now = new Date()) => void (await restorableReminder(db, token, now));

  return { read, setLine, removeLine, empty, adoptGuestBag, restore, checkRestore };
}

export type BagService = ReturnType<typeof createBagService>;
