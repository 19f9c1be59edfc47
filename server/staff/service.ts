import type { AuditQuery } from '../../domain/admin/audit';
import type { Db } from '../db/client';
import type { Sealer } from '../security/sealed';
import { auditActions, auditOf, listAudit } from './audit';
import type { Actor } from '../audit-port';
import type { StaffRole } from '../../domain/admin/roles';
import { addStaff, changeStaffRole, listStaff, removeStaff } from './members';
import { createTwoFactorService } from './two-factor';

/** The staff area: two-factor, the staff list and its changes, and reading the audit log (writing is `recordAudit`). */
export function createStaffService(db: Db, sealer: Sealer) {
  return {
    twoFactor: createTwoFactorService(db, sealer),
    members: () => listStaff(db),
    add: (by: Actor, email: string, role: StaffRole) => addStaff(db, email, role, by),
    changeRole: (by: Actor, id: number, role: StaffRole) => changeStaffRole(db, by, id, role),
    remove: (by: Actor, id: number) => removeStaff(db, by, id),
    /** One member as the staff list shows them. */
    member: async (id: number) => (await listStaff(db)).find((m) => m.id === id)!,
    audit: {
      list: (q: AuditQuery) => listAudit(db, q),
      actions: () => auditActions(db),
      of: (targetType: string, targetId: string | number) => auditOf(db, targetType, targetId),
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
