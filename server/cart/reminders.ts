import { and, asc, desc, eq, exists, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { CountryCode } from '../../domain/country';
import { currencyFor } from '../../domain/currency';
import { addresses, users } from '../accounts/schema';
import { products } from '../catalog/schema';
import { imageUrl } from '../catalog/serialize';
import type { Db, Tx } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import type { MarketingLinks } from '../newsletter/links';
import { hashToken, newToken } from '../security/tokens';
import { bagReminderMail } from './mails';
import { bagReminderLines, bagReminders, cartLines, carts } from './schema';
import { pricedLines } from './view';

const DAY_MS = 86_400_000;
/** A bag is reminded of at most once in this time, and only when she changed it since the last reminder. */
export const REMINDER_GAP_MS = 7 * DAY_MS;
/** The reminder's link is the way back to the bag this long. */
export const RESTORE_LINK_MS = 30 * DAY_MS;
/** The address the mail links to: GET shows a page with a button, POST puts the bag back. */
export const RESTORE_PATH = '/api/cart/restore';
/** Bags handled per run; the next run takes the rest. */
const BATCH = 100;

export interface BagReminderSettings {
  publicUrl: string;
  /** How long a bag stays untouched before she is reminded (ABANDONED_CART_HOURS; 0: at the next run). */
  idleMs: number;
  /** The one-click unsubscribe every reminder carries (it is marketing mail). */
  links: MarketingLinks;
}

/**
 * The bags that may be reminded of now (decision 0054): a signed-in customer's, holding a product
 * still on sale, untouched for the set time, never reminded or reminded over a week ago and
 * changed since; hers is an account not erased whose bag reminders are not turned off (saved
 * preferences from before the choice existed read as on).
 */
function remindable(db: Db | Tx, now: Date, idleMs: number) {
  const lastReminderBefore = new Date(now.getTime() - REMINDER_GAP_MS);
  return and(
    isNotNull(carts.userId),
    lte(carts.updatedAt, new Date(now.getTime() - idleMs)),
    or(isNull(carts.remindedAt), and(lte(carts.remindedAt, lastReminderBefore), gt(carts.updatedAt, carts.remindedAt))),
    exists(
      db
        .select({ one: sql`1` })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .where(and(eq(cartLines.cartId, carts.id), isNull(products.archivedAt))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(
          and(
            eq(users.id, carts.userId),
            isNull(users.erasedAt),
            sql`coalesce(${users.emailPreferences}->>'bagReminders', 'true') <> 'false'`,
          ),
        ),
    ),
  );
}

/**
 * Mails one reminder of each bag left untouched for `idleMs`, through the outbox. Each bag is
 * claimed by a conditional update of its `reminded_at` in the transaction that queues its mail,
 * so of several instances running this at once exactly one sends it. Returns the mails queued.
 */
export async function sendBagReminders(db: Db, settings: BagReminderSettings, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: carts.id })
    .from(carts)
    .where(remindable(db, now, settings.idleMs))
    .orderBy(asc(carts.updatedAt), asc(carts.id))
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) if (await remindOnce(db, id, settings, now)) sent++;
  return sent;
}

/** The country her reminder is priced in: her bag's last change, else her default address, else the shop's default. */
async function countryOf(tx: Tx, cart: { userId: number; country: CountryCode | null }): Promise<CountryCode> {
  if (cart.country) return cart.country;
  const [saved] = await tx
    .select({ country: addresses.country })
    .from(addresses)
    .where(eq(addresses.userId, cart.userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id))
    .limit(1);
  return saved?.country ?? 'US';
}

async function remindOnce(db: Db, cartId: number, settings: BagReminderSettings, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(carts)
      .set({ remindedAt: now })
      .where(and(eq(carts.id, cartId), remindable(tx, now, settings.idleMs)))
      .returning({ userId: carts.userId, country: carts.country });
    if (!claimed?.userId) return false;
    const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, claimed.userId));
    const country = await countryOf(tx, { userId: claimed.userId, country: claimed.country });
    const lines = await pricedLines(tx, cartId, country);
    const token = newToken();
    const [reminder] = await tx
      .insert(bagReminders)
      .values({ userId: claimed.userId, cartId, tokenHash: hashToken(token), country, currency: currencyFor(country), sentAt: now })
      .returning({ id: bagReminders.id });
    // The lines as they are now: what the link puts back, whatever the bag holds by then.
    await tx
      .insert(bagReminderLines)
      .values(lines.map((l) => ({ reminderId: reminder!.id, productId: l.product.id, quantity: l.quantity, addedAt: l.addedAt })));
    const restoreUrl = `${settings.publicUrl}${RESTORE_PATH}?token=${encodeURIComponent(token)}`;
    const remindedLines = lines.map((l) => ({
      name: l.product.name,
      image: imageUrl(l.product.image, 480),
      quantity: l.quantity,
      unitMinor: l.unitMinor,
    }));
    const unsubscribe = settings.links.forMail('bag-reminders', user!.email);
    await enqueueMail(
      tx,
      bagReminderMail(user!.email, user!.firstName, { country, lines: remindedLines }, restoreUrl, settings.publicUrl, unsubscribe),
    );
    return true;
  });
}
