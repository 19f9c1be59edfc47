import type { Config } from '../config';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { Storage } from '../storage';
import type { AmbassadorFields, SessionBooking, WholesaleApplication } from '../../domain/forms/requests';
import { submitAmbassador, type Photo } from './ambassador';
import { submitBooking } from './booking';
import type { FormDeps } from './deps';
import { ambassadorApplications, sessionBookings, wholesaleApplications } from './schema';
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

/** An erasure's part here: every application sent from her address; the photo names to remove once committed. */
export async function eraseApplicationsOf(tx: Tx, email: string) {
  const ambassador = await tx.delete(ambassadorApplications).where(eq(ambassadorApplications.email, email)).returning();
  const wholesale = await tx
    .delete(wholesaleApplications)
    .where(eq(wholesaleApplications.email, email))
    .returning({ id: wholesaleApplications.id });
  const bookings = await tx.delete(sessionBookings).where(eq(sessionBookings.email, email)).returning({ id: sessionBookings.id });
  return {
    count: ambassador.length + wholesale.length + bookings.length,
    photos: ambassador.flatMap((a) => [a.portraitPhoto, a.fullBodyPhoto]),
  };
}
