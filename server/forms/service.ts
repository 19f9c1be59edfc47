import type { Config } from '../config';
import type { Db } from '../db/client';
import { submitAmbassador, type AmbassadorFields, type Photo } from './ambassador';
import { submitBooking, type SessionBooking } from './booking';
import type { FormDeps } from './deps';
import { submitWholesale, type WholesaleApplication } from './wholesale';

/** The brand forms (wholesale, ambassador, session booking): each stores a row and sends two mails. */
export function createFormsService(opts: { db: Db; config: Config; log: (err: unknown) => void }) {
  const deps: FormDeps = {
    db: opts.db,
    shopEmail: opts.config.shopEmail,
    publicUrl: opts.config.publicUrl,
    dataDir: opts.config.dataDir,
    log: opts.log,
  };
  return {
    wholesale: (a: WholesaleApplication) => submitWholesale(deps, a),
    booking: (b: SessionBooking) => submitBooking(deps, b),
    ambassador: (a: AmbassadorFields, photos: Parameters<typeof submitAmbassador>[2]) => submitAmbassador(deps, a, photos),
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
export type { Photo };
