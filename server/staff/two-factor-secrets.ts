import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { Sealer } from '../security/sealed';
import { staffTwoFactor } from './schema';

/** The TOTP secret of a stored row; a row from before sealing is sealed on the way (written back). */
export async function openSecret(tx: Db | Tx, sealer: Sealer, row: { userId: number; secret: string }): Promise<string> {
  if (sealer.isSealed(row.secret)) return sealer.open(row.secret);
  await tx
    .update(staffTwoFactor)
    .set({ secret: sealer.seal(row.secret) })
    .where(and(eq(staffTwoFactor.userId, row.userId), eq(staffTwoFactor.secret, row.secret)));
  return row.secret;
}

/**
 * Seals every stored secret still in plain text (start-up), or with `rotate` also re-seals those under
 * SECRET_KEY_PREVIOUS with SECRET_KEY. A row changed meanwhile is left to its newer value.
 */
export async function sealStoredSecrets(
  db: Db,
  sealer: Sealer,
  options: { rotate: boolean },
): Promise<{ sealed: number; resealed: number }> {
  const rows = await db.select({ userId: staffTwoFactor.userId, secret: staffTwoFactor.secret }).from(staffTwoFactor);
  const counts = { sealed: 0, resealed: 0 };
  for (const row of rows) {
    const plain = !sealer.isSealed(row.secret);
    if (!plain && (!options.rotate || sealer.isCurrent(row.secret))) continue;
    const secret = plain ? row.secret : sealer.open(row.secret);
    const [changed] = await db
      .update(staffTwoFactor)
      .set({ secret: sealer.seal(secret) })
      .where(and(eq(staffTwoFactor.userId, row.userId), eq(staffTwoFactor.secret, row.secret)))
      .returning({ userId: staffTwoFactor.userId });
    if (changed) counts[plain ? 'sealed' : 'resealed'] += 1;
  }
  return counts;
}
