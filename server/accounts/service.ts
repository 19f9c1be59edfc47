import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { DomainError } from '../domain-error';
import { enqueueMail } from '../mail/outbox';
import { dummyVerify, hashPassword, verifyPassword } from '../security/passwords';
import { hashToken, newToken } from '../security/tokens';
import { resetPasswordMail } from './mails';
import { referralSignups } from './roles';
import { passwordResets, users, type EmailPreferences } from './schema';
import type { RegisterInput } from '../../domain/accounts/requests';
import { publicUser } from './serialize';
import { createSessionStore, type SessionStore } from './sessions';
import { recordConsent, type NewsletterService } from '../newsletter/service';

const MESSAGES = {
  duplicateEmail: 'An account with this email already exists',
  badCredentials: 'Invalid email or password',
  forgotSent: 'If a matching account was found, an email has been sent to reset your password.',
  resetDone: 'Password reset successful.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new password reset',
  wrongCurrentPassword: 'Current password is incorrect',
} as const;

const RESET_TTL_MS = 60 * 60 * 1000;

/** A short shareable code: the first name's letters plus random characters, e.g. ADA7K2F. */
function referralCode(firstName: string) {
  const letters =
    firstName
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 6) || 'ZARON';
  return letters + crypto.randomBytes(3).toString('hex').toUpperCase();
}

export function createAccountService(deps: { db: Db; sessions: SessionStore; publicUrl: string; newsletter: NewsletterService }) {
  const { db, sessions } = deps;

  async function register(input: RegisterInput, userAgent = '') {
    const passwordHash = await hashPassword(input.password);
    const referredBy = input.referral
      ? ((await db.select({ code: users.referralCode }).from(users).where(eq(users.referralCode, input.referral.toUpperCase())).limit(1))[0]
          ?.code ?? null)
      : null;
    // A new referral code is drawn when the random one is already taken; a taken email is the customer's to hear about.
    for (let attempt = 1; ; attempt++) {
      try {
        const [user] = await db
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            phone: input.phone,
            referralCode: referralCode(input.first_name),
            referredBy,
          })
          .returning();
        return { user: publicUser(user!), token: { original: await sessions.create(user!.id, true, userAgent) } };
      } catch (err) {
        const index = uniqueViolation(err);
        if (index === 'users_referral_code_key' && attempt < 5) continue;
        if (index !== null && index !== 'users_referral_code_key') throw new DomainError('conflict', MESSAGES.duplicateEmail);
        throw err;
      }
    }
  }

  async function login(email: string, password: string, remember = true, userAgent = '') {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    const ok = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
    if (!user || !ok) throw new DomainError('unauthenticated', MESSAGES.badCredentials);
    return { user: publicUser(user), token: { original: await sessions.create(user.id, remember, userAgent) } };
  }

  /** Same answer whether or not the address is known; the link and its mail are stored together, sent from the outbox. */
  async function forgotPassword(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (user) {
      const token = newToken();
      const url = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        await tx
          .insert(passwordResets)
          .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
        await enqueueMail(tx, resetPasswordMail(user.email, user.firstName, url, deps.publicUrl));
      });
    }
    return { message: MESSAGES.forgotSent };
  }

  /** Uses the token once (atomically), sets the password and ends every session. */
  async function resetPassword(token: string, password: string) {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId });
      if (!reset) throw new DomainError('invalid', MESSAGES.resetInvalid);
      // Any other link still in the mailbox dies with this one.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
      await createSessionStore(tx as unknown as Db).revokeAll(reset.userId);
    });
    return { message: MESSAGES.resetDone };
  }

  async function updateProfile(userId: number, input: { first_name: string; last_name: string; phone: string }) {
    const [user] = await db
      .update(users)
      .set({ firstName: input.first_name, lastName: input.last_name, phone: input.phone, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return publicUser(user!);
  }

  /** Sets a new password and ends every session of the account, the one that asked included. */
  async function changePassword(userId: number, current: string, next: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || !(await verifyPassword(user.passwordHash, current))) throw new DomainError('invalid', MESSAGES.wrongCurrentPassword);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await sessions.revokeAll(userId);
  }

  /**
   * Saves the choices sent; a choice left out (an older form) keeps its stored value. Ticking the
   * newsletter sends its confirmation link (double opt-in); unticking it, review invitations or bag reminders,
   * is recorded as a withdrawal. Answers whether a confirmation link was sent.
   */
  async function updatePreferences(userId: number, prefs: Partial<EmailPreferences>) {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      const was = publicUser(before!).email_preferences;
      const [user] = await tx
        .update(users)
        .set({ emailPreferences: sql`${users.emailPreferences} || ${JSON.stringify(prefs)}::jsonb`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      const email = user!.email;
      let confirmationSent = false;
      if (prefs.newsletter === true && !was.newsletter) confirmationSent = await deps.newsletter.subscribe(email, 'preferences', tx);
      if (prefs.newsletter === false && was.newsletter) await deps.newsletter.withdraw(tx, email, 'newsletter', 'preferences');
      if (prefs.reviewInvites === false && was.reviewInvites) await deps.newsletter.withdraw(tx, email, 'review-invites', 'preferences');
      if (prefs.reviewInvites === true && !was.reviewInvites) await recordConsent(tx, email, 'review-invites', 'given', 'preferences');
      if (prefs.bagReminders === false && was.bagReminders) await deps.newsletter.withdraw(tx, email, 'bag-reminders', 'preferences');
      if (prefs.bagReminders === true && !was.bagReminders) await recordConsent(tx, email, 'bag-reminders', 'given', 'preferences');
      return { user: publicUser(user!), confirmationSent };
    });
  }

  /** How many accounts signed up with this referral code. */
  const referralCount = (code: string) => referralSignups(db, code);

  return { register, login, forgotPassword, resetPassword, updateProfile, changePassword, updatePreferences, referralCount };
}

export type AccountService = ReturnType<typeof createAccountService>;
