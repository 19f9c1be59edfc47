import { and, eq, isNull } from 'drizzle-orm';
import type { CountryCode } from '../../domain/country';
import { stockKey } from '../../domain/pricing';
import { RESTOCK_MESSAGES } from '../../domain/restock/messages';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { conflict, invalid, notFound } from '../domain-error';
import type { RestockLinks } from './links';
import { stockRequests } from './schema';

/** "Tell me when it's back": the product page's requests and the mail's unsubscribe. */
export function createRestockService({ db, links }: { db: Db; links: RestockLinks }) {
  /**
   * Keeps her request for the product's stock in her country's market. Only for a product on sale
   * and out of stock there; asking again while she waits is the same request (same answer, no second row).
   */
  async function request(productId: number, email: string, country: CountryCode) {
    const [product] = await db
      .select({ NG: products.stockNg, GB: products.stockGb, US: products.stockUs })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.archivedAt)));
    if (!product) throw notFound(RESTOCK_MESSAGES.notFound);
    const market = stockKey(country);
    if (product[market] > 0) throw conflict(RESTOCK_MESSAGES.inStock);
    await db.insert(stockRequests).values({ productId, email, market }).onConflictDoNothing();
    return { message: RESTOCK_MESSAGES.saved };
  }

  /** Whether an unsubscribe link is one the shop signed (the page offers its button only then). */
  const canUnsubscribe = (token: string) => links.verify(token) !== null;

  /** The link's one click: every request the address still waits on is cancelled. */
  async function unsubscribe(token: string) {
    const email = links.verify(token);
    if (!email) throw invalid(RESTOCK_MESSAGES.unsubscribeInvalid);
    await db.delete(stockRequests).where(and(eq(stockRequests.email, email), isNull(stockRequests.mailedAt)));
    return { message: RESTOCK_MESSAGES.unsubscribed };
  }

  return { request, canUnsubscribe, unsubscribe };
}

export type RestockService = ReturnType<typeof createRestockService>;
