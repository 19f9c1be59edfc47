import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../storage';
import type { AmbassadorFields, SessionBooking, WholesaleApplication } from '../../domain/forms/requests';
import { submitAmbassador, type Photo } from './ambassador';
import { submitBooking } from './booking';
import type { FormDeps } from './deps';
import { submitWholesale } from './wholesale';

/** The brand forms (wholesale, ambassador, session booking): each stores a row and sends two mails. */
export function createFormsService(opts: { db: Db; storage: Storage; config: Config; log: (err: unknown) => void }) {
  const deps: FormDeps = {
    db: opts.db,
    shopEmail: opts.config.shopEmail,
    publicUrl: opts.config.publicUrl,
    storage: opts.storage,
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
