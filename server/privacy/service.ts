import { PRIVACY_MESSAGES } from '../../domain/privacy/requests';
import { users } from '../accounts/schema';
import type { Db } from '../db/client';
import { DomainError } from '../domain-error';
import { removeUploads } from '../forms/uploads';
import { AMBASSADOR_FOLDER } from '../forms/ambassador';
import type { NewsletterService } from '../newsletter/service';
import type { ProductChange } from '../catalog/cache-tags';
import { verifyPassword } from '../security/passwords';
import { recordAudit } from '../staff/audit';
import type { StaffSession } from '../staff/two-factor';
import type { Storage } from '../storage';
import { eq } from 'drizzle-orm';
import type { ConnectedAccountStatus } from '../payments/transfers';
import { eraseAccount, type Erased } from './erase';
import { exportAccount } from './export';

interface Deps {
  db: Db;
  newsletter: NewsletterService;
  storage: Storage;
  catalogChanged: (change: ProductChange) => Promise<void>;
  /** Whether an influencer's Stripe account can receive payouts, for her data export. */
  stripeStatus: (accountId: string) => Promise<ConnectedAccountStatus>;
  log: (err: unknown) => void;
}

/** Her rights over her data: a copy of it, and erasure (by herself, or by staff for a request received by mail). */
export function createPrivacyService(deps: Deps) {
  const { db } = deps;

  /** After the erasure committed: the photos go from the file store and the reviewed products' pages are rendered again. */
  async function afterErasure(erased: Erased) {
    await removeUploads(deps.storage, AMBASSADOR_FOLDER, erased.photos).catch(deps.log);
    if (erased.productIds.length) await deps.catalogChanged({ products: erased.productIds, lists: true }).catch(deps.log);
  }

  /** Deletes her own account once her password is confirmed; audited with her as the actor. */
  async function deleteOwnAccount(userId: number, password: string, ip: string) {
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      throw new DomainError('invalid', PRIVACY_MESSAGES.wrongPassword, { password: PRIVACY_MESSAGES.wrongPassword });
    }
    const erased = await db.transaction(async (tx) => {
      const done = await eraseAccount(tx, deps.newsletter, userId, 'account-deletion');
      await recordAudit(tx, {
        staffId: userId,
        ip,
        action: 'account.erase.self',
        targetType: 'customer',
        targetId: userId,
        before: done.counts,
        after: { erased: true },
      });
      return done;
    });
    await afterErasure(erased);
    return { message: PRIVACY_MESSAGES.deleted };
  }

  /** Staff erase an account for a request received by mail, with a note of the request. */
  async function eraseByStaff(staff: StaffSession, userId: number, reason: string) {
    const erased = await db.transaction(async (tx) => {
      const done = await eraseAccount(tx, deps.newsletter, userId, 'staff-erasure');
      await recordAudit(tx, {
        staffId: staff.userId,
        ip: staff.ip,
        action: 'customer.erase',
        targetType: 'customer',
        targetId: userId,
        before: done.counts,
        after: { erased: true, reason },
      });
      return done;
    });
    await afterErasure(erased);
    return { message: PRIVACY_MESSAGES.erased };
  }

  return {
    exportAccount: (userId: number, sessionId: number | null) => exportAccount(db, userId, sessionId, deps.stripeStatus),
    deleteOwnAccount,
    eraseByStaff,
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
