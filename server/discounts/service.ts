import { and, count, desc, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import { DISCOUNT_MESSAGES, type ShopCodeInput, type ShopCodeView } from '../../domain/admin/discounts';
import type { CountryCode } from '../../domain/country';
import type { Actor, AuditRecorder } from '../audit-port';
import { orders } from '../checkout/schema';
import type { Db, Tx } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { DomainError } from '../domain-error';
import { discountCodes } from '../influencers/schema';
import { shopCodeRedemptions, shopCodes } from './schema';

type ShopCodeRow = typeof shopCodes.$inferSelect;

export interface AppliedShopCode {
  id: number;
  code: string;
  percent: number;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Dates and country: the rules that need no count of uses. */
function checkWindow(row: ShopCodeRow, country: CountryCode | null, now: Date) {
  if (row.archivedAt) throw new DomainError('invalid', DISCOUNT_MESSAGES.invalid);
  if (row.startsOn && today(now) < row.startsOn) throw new DomainError('invalid', DISCOUNT_MESSAGES.notYet);
  if (row.endsOn && today(now) > row.endsOn) throw new DomainError('invalid', DISCOUNT_MESSAGES.expired);
  if (country !== null && !row.countries.includes(country)) throw new DomainError('invalid', DISCOUNT_MESSAGES.country);
}

/**
 * Uses that count against the limits: every order holding the code that was not cancelled nor an
 * ended checkout attempt (abandoned), except the customer's own unpaid attempt, which their new
 * checkout attempt replaces.
 */
async function usesOf(db: Db | Tx, codeId: number, userId: number) {
  const counted = and(
    eq(shopCodeRedemptions.codeId, codeId),
    notInArray(orders.status, ['cancelled', 'abandoned']),
    or(ne(orders.userId, userId), ne(orders.status, 'pending')),
  );
  const [row] = await db
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${shopCodeRedemptions.userId} = ${userId})`.mapWith(Number),
    })
    .from(shopCodeRedemptions)
    .innerJoin(orders, eq(orders.id, shopCodeRedemptions.orderId))
    .where(counted);
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}

function checkLimits(row: ShopCodeRow, uses: { total: number; mine: number }) {
  if (row.usageLimit !== null && uses.total >= row.usageLimit) throw new DomainError('invalid', DISCOUNT_MESSAGES.usedUp);
  if (row.perCustomerLimit !== null && uses.mine >= row.perCustomerLimit) throw new DomainError('invalid', DISCOUNT_MESSAGES.perCustomer);
}

const view = (row: ShopCodeRow, uses: number): ShopCodeView => ({
  id: row.id,
  code: row.code,
  percent: row.percent,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  usage_limit: row.usageLimit,
  per_customer_limit: row.perCustomerLimit,
  countries: row.countries,
  uses,
  archived: row.archivedAt !== null,
});

interface DiscountDeps {
  db: Db;
  recordAudit: AuditRecorder;
}

/** The shop's own discount codes: staff make them; checkout resolves and redeems them. */
export function createDiscountService({ db, recordAudit }: DiscountDeps) {
  async function find(code: string) {
    const [row] = await db.select().from(shopCodes).where(eq(shopCodes.code, code.trim().toUpperCase())).limit(1);
    return row ?? null;
  }

  /** A shop code as this customer may use it now (null when no such code exists). */
  async function resolve(rawCode: string, userId: number, country: CountryCode | null, now = new Date()): Promise<AppliedShopCode | null> {
    const row = await find(rawCode);
    if (!row) return null;
    checkWindow(row, country, now);
    checkLimits(row, await usesOf(db, row.id, userId));
    return { id: row.id, code: row.code, percent: row.percent };
  }

  /**
   * Records the use in the order's transaction. The code's row is locked first, so concurrent
   * checkouts count uses one after another: the last allowed use goes to exactly one of them.
   */
  async function redeem(tx: Tx, codeId: number, userId: number, orderId: number, country: CountryCode, now = new Date()) {
    const [row] = await tx.select().from(shopCodes).where(eq(shopCodes.id, codeId)).for('update');
    if (!row) throw new DomainError('invalid', DISCOUNT_MESSAGES.invalid);
    checkWindow(row, country, now);
    checkLimits(row, await usesOf(tx, codeId, userId));
    await tx.insert(shopCodeRedemptions).values({ codeId, userId, orderId });
  }

  async function list(): Promise<ShopCodeView[]> {
    const rows = await db
      .select({
        code: shopCodes,
        uses: sql<number>`(
      select count(*) from shop_code_redemptions r inner join orders o on o.id = r.order_id
      where r.code_id = shop_codes.id and o.status not in ('cancelled', 'abandoned'))`.mapWith(Number),
      })
      .from(shopCodes)
      .orderBy(desc(shopCodes.createdAt), desc(shopCodes.id));
    return rows.map((r) => view(r.code, r.uses));
  }

  const columns = (input: ShopCodeInput) => ({
    code: input.code,
    percent: input.percent,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    countries: input.countries,
  });

  /** A shop code may not share its text with an influencer's code (one code, one meaning). */
  async function assertFree(tx: Tx, code: string) {
    const [influencer] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
    if (influencer) throw new DomainError('conflict', DISCOUNT_MESSAGES.codeTaken, { code: DISCOUNT_MESSAGES.codeTaken });
  }

  async function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (uniqueViolation(err) === 'shop_codes_code_key')
        throw new DomainError('conflict', DISCOUNT_MESSAGES.codeTaken, { code: DISCOUNT_MESSAGES.codeTaken });
      throw err;
    }
  }

  async function create(actor: Actor, input: ShopCodeInput): Promise<ShopCodeView> {
    return write(async (tx) => {
      await assertFree(tx, input.code);
      const [row] = await tx.insert(shopCodes).values(columns(input)).returning();
      await recordAudit(tx, { ...actor, action: 'discount.create', targetType: 'discount', targetId: row!.id, before: null, after: input });
      return view(row!, 0);
    });
  }

  async function update(actor: Actor, id: number, input: ShopCodeInput): Promise<ShopCodeView> {
    return write(async (tx) => {
      const [before] = await tx.select().from(shopCodes).where(eq(shopCodes.id, id)).for('update');
      if (!before) throw new DomainError('not-found', DISCOUNT_MESSAGES.notFound);
      if (before.code !== input.code) await assertFree(tx, input.code);
      const [row] = await tx.update(shopCodes).set(columns(input)).where(eq(shopCodes.id, id)).returning();
      await recordAudit(tx, {
        ...actor,
        action: 'discount.update',
        targetType: 'discount',
        targetId: id,
        before: view(before, 0),
        after: input,
      });
      return view(row!, 0);
    });
  }

  async function setArchived(actor: Actor, id: number, archived: boolean) {
    return write(async (tx) => {
      const [row] = await tx
        .update(shopCodes)
        .set({ archivedAt: archived ? new Date() : null })
        .where(eq(shopCodes.id, id))
        .returning();
      if (!row) throw new DomainError('not-found', DISCOUNT_MESSAGES.notFound);
      await recordAudit(tx, {
        ...actor,
        action: archived ? 'discount.archive' : 'discount.restore',
        targetType: 'discount',
        targetId: id,
        before: { archived: !archived },
        after: { archived },
      });
      return { id, archived };
    });
  }

  return { resolve, redeem, list, create, update, setArchived };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
