import type { AuditQuery } from '../../domain/admin/audit';
import type { Db } from '../db/client';
import type { Sealer } from '../security/sealed';
import { auditActions, auditOf, listAudit } from './audit';
import { listStaff } from './members';
import { createTwoFactorService } from './two-factor';

/** The staff area: two-factor, the staff list and reading the audit log (writing is `recordAudit`). */
export function createStaffService(db: Db, sealer: Sealer) {
  return {
    twoFactor: createTwoFactorService(db, sealer),
    members: () => listStaff(db),
    audit: {
      list: (q: AuditQuery) => listAudit(db, q),
      actions: () => auditActions(db),
      of: (targetType: string, targetId: string | number) => auditOf(db, targetType, targetId),
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
