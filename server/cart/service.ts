import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

  /** A product on sale (404 otherwise) with the owner's bag and how many of it that bag holds, in one query. */
  async function productInBag(owner: BagOwner, productId: number) {
    const [row] = await db
      .select({ product: products, cartId: carts.id, held: cartLines.quantity })
      .from(products)
      .leftJoin(carts, ownerWhere(owner) ?? sql`false`)
      .leftJoin(cartLines, and(eq(cartLines.cartId, carts.id), eq(cartLines.productId, products.id)))
      .where(and(eq(products.id, productId), isNull(products.archivedAt)))
      .limit(1);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return { product: row.product, cartId: row.cartId, held: row.held ?? 0 };
  }

  /**
   * Sets a line of an existing bag and marks the bag changed, in one statement (atomic without a
   * transaction). False when the bag is gone meanwhile (joined to an account on signing in).
   */
  async function writeToBag(cartId: number, productId: number, quantity: number, country: CountryCode) {
    const { rows } = (await db.execute(sql`
      with touched as (
        update ${carts} set updated_at = now(), country = ${country} where ${carts.id} = ${cartId} returning id
      )
      insert into ${cartLines} (cart_id, product_id, quantity) select id, ${productId}, ${quantity} from touched
      on conflict (cart_id, product_id) do update set quantity = excluded.quantity
      returning cart_id`)) as unknown as { rows: unknown[] };
    return rows.length > 0;
  }

  async function read(owner: BagOwner, country: CountryCode) {
    return bagView(db, ownerWhere(owner), country);
  }

  /**
   * Sets a line's quantity (0 takes it out); more than her country has in stock is refused. A bag
   * that exists takes three round trips (look, write, read back); only the first line makes one.
   */
  async function setLine(owner: BagOwner, productId: number, quantity: number, country: CountryCode): Promise<BagChange> {
    const { product, cartId, held } = await productInBag(owner, productId);
    const inStock = stockIn(product, country);
    // Stock that fell below a line still lets her take units out; only more than it has is refused.
    if (quantity > inStock && quantity > held) throw conflict(stockRefusal(product.name, inStock));
    if (quantity === 0) return takeOut(owner, country, eq(cartLines.productId, productId));
    const guestToken = 'guestToken' in owner ? owner.guestToken : null;
    if (cartId !== null && (await writeToBag(cartId, productId, quantity, country))) {
      return { bag: await bagView(db, cartId, country), guestToken };
    }
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
    return takeOut(owner, country, eq(cartLines.productId, productId));
  }

  async function empty(owner: BagOwner, country: CountryCode): Promise<BagChange> {
    return takeOut(owner, country, null);
  }

  /**
   * Takes lines out of the owner's bag (those `which` names, or all) and marks it changed, in one
   * statement; a shopper without a bag keeps having none.
   */
  async function takeOut(owner: BagOwner, country: CountryCode, which: SQL | null): Promise<BagChange> {
    const where = ownerWhere(owner);
    const { rows } = where
      ? ((await db.execute(sql`
          with touched as (
            update ${carts} set updated_at = now(), country = ${country} where ${where} returning id
          ), taken as (
            delete from ${cartLines} using touched where ${cartLines.cartId} = touched.id ${which ? sql`and ${which}` : sql``}
          )
          select id from touched`)) as unknown as { rows: { id: number }[] })
      : { rows: [] };
    const cartId = rows[0]?.id ?? null;
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
