import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { addresses, passwordResets, sessions, users } from './schema';

/** No argon2 hash looks like this: no password ever matches it. */
export const UNUSABLE_PASSWORD_HASH = '!erased';

/**
 * The accounts part of an erasure: addresses, sessions and reset links deleted; the user row kept
 * (orders point to it) under `placeholder` with no name, phone or usable password.
 */
export async function eraseAccountRows(tx: Tx, userId: number, placeholder: string) {
  const gone = {
    addresses: (await tx.delete(addresses).where(eq(addresses.userId, userId)).returning({ id: addresses.id })).length,
    sessions: (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length,
  };
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx
    .update(users)
    .set({
      email: placeholder,
      firstName: '',
      lastName: '',
      phone: '',
      passwordHash: UNUSABLE_PASSWORD_HASH,
      role: 'customer',
      referralCode: `ERASED${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
      referredBy: null,
      emailPreferences: { newsletter: false, offers: false, orderUpdates: false, reviewInvites: false, bagReminders: false },
      erasedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return gone;
}
