import type { StaffRole } from '../../domain/admin/roles';
import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES as M,
  type TwoFactorConfirmed,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../domain/admin/two-factor';
import type { Db } from '../db/client';
import { DomainError } from '../domain-error';
import type { Sealer } from '../security/sealed';
import { hashToken } from '../security/tokens';
import { recordAudit } from './audit';
import { staffRecoveryCodes, staffTwoFactor, staffVerifiedSessions } from './schema';
import { matchStep, newTotpSecret, otpauthUrl } from './totp';
import { openSecret, sealStoredSecrets } from './two-factor-secrets';

export interface StaffSession {
  userId: number;
  email: string;
  role: StaffRole;
  sessionId: number;
  ip: string;
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `K7F2-9QXD`: 8 characters without look-alikes (0/O, 1/I). */
function newRecoveryCode() {
  const bytes = crypto.randomBytes(8);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}
const recoveryHash = (code: string) => hashToken(code.replace('-', '').toUpperCase());

/** TOTP setup, per-session verification and recovery codes of staff accounts; secrets stored sealed. */
export function createTwoFactorService(db: Db, sealer: Sealer) {
  async function status(s: Pick<StaffSession, 'userId' | 'sessionId'>): Promise<TwoFactorStatus> {
    const [row] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, s.userId));
    return { enrolled: Boolean(row?.confirmedAt), verified: await isVerified(s.sessionId) };
  }

  async function isVerified(sessionId: number) {
    const [row] = await db
      .select({ id: staffVerifiedSessions.sessionId })
      .from(staffVerifiedSessions)
      .where(eq(staffVerifiedSessions.sessionId, sessionId));
    return Boolean(row);
  }

  /** A new secret until the first code confirms it; asking again replaces an unconfirmed one. */
  async function beginSetup(s: StaffSession): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    const sealed = sealer.seal(secret);
    const [row] = await db
      .insert(staffTwoFactor)
      .values({ userId: s.userId, secret: sealed })
      .onConflictDoUpdate({
        target: staffTwoFactor.userId,
        set: { secret: sealed, createdAt: new Date(), lastStep: 0 },
        setWhere: isNull(staffTwoFactor.confirmedAt),
      })
      .returning();
    if (!row) throw new DomainError('conflict', M.alreadySetUp);
    const url = otpauthUrl(secret, s.email);
    return { secret, otpauth_url: url, qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
  }

  /** The first code proves the app holds the secret: two-factor is on, with ten recovery codes. */
  async function confirmSetup(s: StaffSession, code: string): Promise<TwoFactorConfirmed> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, s.userId)).for('update');
      if (!row) throw new DomainError('conflict', M.noSetup);
      if (row.confirmedAt) throw new DomainError('conflict', M.alreadySetUp);
      const step = /^\d{6}$/.test(code) ? matchStep(await openSecret(tx, sealer, row), code) : null;
      if (step === null) throw new DomainError('invalid', M.wrongCode, { code: M.wrongCode });
      await tx.update(staffTwoFactor).set({ confirmedAt: new Date(), lastStep: step }).where(eq(staffTwoFactor.userId, s.userId));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, s.userId));
      await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ userId: s.userId, codeHash: recoveryHash(c) })));
      await tx.insert(staffVerifiedSessions).values({ sessionId: s.sessionId }).onConflictDoNothing();
      await recordAudit(tx, {
        staffId: s.userId,
        ip: s.ip,
        action: 'staff.2fa.enable',
        targetType: 'staff',
        targetId: s.userId,
        before: { enrolled: false },
        after: { enrolled: true },
      });
    });
    return { recovery_codes: codes };
  }

  /** A current code (each works once) or an unused recovery code marks this session verified. */
  async function verify(s: StaffSession, code: string): Promise<{ verified: true; recovery_codes_left: number }> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(staffTwoFactor)
        .where(and(eq(staffTwoFactor.userId, s.userId), isNotNull(staffTwoFactor.confirmedAt)))
        .for('update');
      if (!row) throw new DomainError('conflict', M.notSetUp);
      let ok = false;
      if (/^\d{6}$/.test(code)) {
        const step = matchStep(await openSecret(tx, sealer, row), code);
        // A code already used (or an older one) is refused: someone may have seen it.
        if (step !== null) {
          const [taken] = await tx
            .update(staffTwoFactor)
            .set({ lastStep: step })
            .where(and(eq(staffTwoFactor.userId, s.userId), lt(staffTwoFactor.lastStep, step)))
            .returning();
          ok = Boolean(taken);
        }
      } else {
        const [used] = await tx
          .update(staffRecoveryCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(staffRecoveryCodes.userId, s.userId),
              eq(staffRecoveryCodes.codeHash, recoveryHash(code)),
              isNull(staffRecoveryCodes.usedAt),
            ),
          )
          .returning();
        ok = Boolean(used);
      }
      if (!ok) throw new DomainError('invalid', M.wrongCode, { code: M.wrongCode });
      await tx.insert(staffVerifiedSessions).values({ sessionId: s.sessionId }).onConflictDoNothing();
      const left = await tx
        .select({ id: staffRecoveryCodes.id })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, s.userId), isNull(staffRecoveryCodes.usedAt)));
      return { verified: true as const, recovery_codes_left: left.length };
    });
  }

  /** Seals secrets stored before sealing (start-up); `rotate` re-seals the rest under the current key. */
  const sealStored = (options: { rotate: boolean }) => sealStoredSecrets(db, sealer, options);

  return { status, isVerified, beginSetup, confirmSetup, verify, sealStored };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
