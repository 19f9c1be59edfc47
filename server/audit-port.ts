import type { Tx } from './db/client';

/** Who makes a back-office change, and from where (for the audit log). */
export interface Actor {
  staffId: number;
  ip: string;
}

/** One audited change, written by the audit log's recorder inside the change's own transaction. */
export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/** Writes an audit entry in the caller's transaction (staff/audit's recordAudit in the app). */
export type AuditRecorder = (tx: Tx, entry: AuditChange & Actor) => Promise<void>;
