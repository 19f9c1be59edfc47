import type { AuditRecorder } from '../audit-port';
import type { Db } from '../db/client';
import type { TransferRails } from '../payments/transfer-rails';
import type { Sealer } from '../security/sealed';
import { createPayoutBatches } from './payout-batches';
import { createPayoutDetails } from './payout-details';
import { createPayoutStates } from './payout-states';
import { createPayoutSync } from './payout-sync';

/** Payouts through the providers: her payout details, the admin's batches, webhooks and the reconcile run. */
export function createInfluencerPayouts(deps: {
  db: Db;
  rails: TransferRails;
  sealer: Sealer;
  recordAudit: AuditRecorder;
  publicUrl: string;
}) {
  const details = createPayoutDetails(deps);
  const moveTo = createPayoutStates(deps);
  const batches = createPayoutBatches({ ...deps, details, moveTo });
  const sync = createPayoutSync({ ...deps, batches, moveTo });
  return { details, batches, sync };
}

export type InfluencerPayouts = ReturnType<typeof createInfluencerPayouts>;
