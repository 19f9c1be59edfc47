import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Page } from '../../domain/admin/audit';
import type { AdminReviewsQuery } from '../../domain/reviews/requests';
import { REVIEW_MESSAGES as M } from '../../domain/reviews/rules';
import type { AdminReview } from '../../domain/reviews/views';
import type { Actor, AuditRecorder } from '../audit-port';
import type { ProductChange } from '../catalog/cache-tags';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';
import type { Db, Tx } from '../db/client';
import { countOf, pageOf } from '../db/page';
import { notFound } from '../domain-error';
import { reviews } from './schema';
import { adminReview, type ReviewRow } from './serialize';
import { recountRatings } from './stats';

const ADMIN_PAGE_SIZE = 25;

/** What the audit log keeps of a review before and after a change. */
const auditView = (r: ReviewRow) => ({ status: r.status, hidden_reason: r.hiddenReason, reply: r.reply });

/** Staff moderation: list, publish, hide (with a reason kept for staff) and the shop's one public reply. */
export function createReviewModeration(deps: {
  db: Db;
  recordAudit: AuditRecorder;
  catalogChanged: (change: ProductChange) => Promise<void>;
}) {
  const { db, recordAudit, catalogChanged } = deps;

  /** Reviews with the product and the customer the back office shows beside each. */
  const withProductAndCustomer = () =>
    db
      .select({
        review: reviews,
        product: { id: products.id, name: products.name, slug: products.slug },
        customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId));

  async function list(q: AdminReviewsQuery): Promise<Page<AdminReview>> {
    const where: SQL[] = [];
    if (q.status) where.push(eq(reviews.status, q.status));
    if (q.product_id) where.push(eq(reviews.productId, q.product_id));
    if (q.rating) where.push(eq(reviews.stars, q.rating));
    const filter = where.length > 0 ? and(...where) : undefined;
    return pageOf(
      q.page,
      ADMIN_PAGE_SIZE,
      async ({ limit, offset }) => {
        const rows = await withProductAndCustomer()
          .where(filter)
          .orderBy(desc(reviews.updatedAt), desc(reviews.id))
          .limit(limit)
          .offset(offset);
        return rows.map((r) => adminReview(r.review, r.product, r.customer));
      },
      () => countOf(db, reviews, filter),
    );
  }

  async function one(id: number): Promise<AdminReview> {
    const [row] = await withProductAndCustomer().where(eq(reviews.id, id)).limit(1);
    if (!row) throw notFound(M.notFound);
    return adminReview(row.review, row.product, row.customer);
  }

  /**
   * One audited change of a review, in one transaction with its audit entry and the product's
   * counts; the catalogue's pages are refreshed once it has committed, when the product page's
   * reviews changed.
   */
  async function change(actor: Actor, id: number, action: string, set: (before: ReviewRow) => Partial<ReviewRow>) {
    const touchedPage = await db.transaction(async (tx: Tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      if (!before) throw notFound(M.notFound);
      const [after] = await tx.update(reviews).set(set(before)).where(eq(reviews.id, id)).returning();
      await recountRatings(tx, before.productId);
      await recordAudit(tx, { ...actor, action, targetType: 'review', targetId: id, before: auditView(before), after: auditView(after!) });
      return before.status === 'published' || after!.status === 'published' ? before.productId : null;
    });
    if (touchedPage !== null) await catalogChanged({ products: [touchedPage] });
    return one(id);
  }

  const publish = (actor: Actor, id: number) =>
    change(actor, id, 'review.publish', (before) => ({
      status: 'published',
      hiddenReason: null,
      // The date shown is when it first went up (an edited review keeps it).
      publishedAt: before.publishedAt ?? new Date(),
    }));

  const hide = (actor: Actor, id: number, reason: string) =>
    change(actor, id, 'review.hide', () => ({ status: 'hidden', hiddenReason: reason }));

  /** The shop's one public reply: a new text replaces it, an empty one removes it. */
  const reply = (actor: Actor, id: number, text: string) =>
    change(actor, id, text ? 'review.reply' : 'review.reply-remove', () => ({ reply: text || null, repliedAt: text ? new Date() : null }));

  return { list, one, publish, hide, reply };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
