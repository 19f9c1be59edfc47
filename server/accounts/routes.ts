import type { FastifyReply, FastifyRequest } from 'fastify';
import { isKind, limited } from '../domain-error';
import { authOf, signedIn } from '../http/auth';
import { answers, type ZodApp, type ZodRoutes } from '../http/validate';
import { createLoginThrottle } from '../security/login-throttle';
import { enforceLimits, TOO_MANY_ATTEMPTS, type RateLimiter } from '../security/rate-limit';
import * as schemas from '../../domain/accounts/requests';
import { authAnswer, currentUserAnswer, sessionAnswer, userSavedAnswer } from '../../domain/accounts/answers';
import { messageAnswer } from '../../domain/answers';
import { NEWSLETTER_MESSAGES } from '../../domain/privacy/consent';
import type { LoginBody } from '../../domain/accounts/requests';
import { PASSWORD_CHANGED, SIGNED_OUT_EVERYWHERE } from '../../domain/accounts/session';
import { apiRole, publicUser } from './serialize';
import type { AccountService } from './service';
import type { SessionStore } from './sessions';

const MINUTE = 60_000;
/** The windows the attempt limits count in: per client address, and per account (forgot-password). */
export const AUTH_WINDOWS = { perAddress: MINUTE, perAccount: 10 * MINUTE };

interface Deps {
  accounts: AccountService;
  sessions: SessionStore;
  limiter: RateLimiter;
  /** Attempts per client address per minute; forgot-password also per account per 10 minutes. */
  limit: number;
  /**
   * After the shop's pages sign a shopper in or up (the cookie routes): what else joins her account
   * (a guest's bag); answers the notes to show her, if any.
   */
  onSignedIn?: (req: FastifyRequest, reply: FastifyReply, userId: number) => Promise<string[]>;
}

export const accountRoutes =
  ({ accounts, sessions, limiter, limit, onSignedIn }: Deps): ZodRoutes =>
  async (app) => {
    /** Per client address and (where given) per account, so neither a botnet on one account nor one client on many gets far. */
    const throttle = (req: FastifyRequest, action: string, email?: string) =>
      enforceLimits(limiter, [
        { key: `${action}:ip:${req.ip}`, limit, windowMs: AUTH_WINDOWS.perAddress },
        ...(email ? [{ key: `${action}:account:${email}`, limit, windowMs: AUTH_WINDOWS.perAccount }] : []),
      ]);

    /** `bag_notes` only when a guest's bag joined hers with lines cut down. */
    const joined = async (req: FastifyRequest, reply: FastifyReply, userId: number) => {
      // She is signed in whatever happens to the guest bag: it stays as it was if it could not join hers.
      const notes =
        (await onSignedIn?.(req, reply, userId).catch((err: unknown) => {
          req.log.error({ err }, 'guest bag not joined');
          return [];
        })) ?? [];
      return notes.length > 0 ? { bag_notes: notes } : {};
    };

    // Rate limits that count every attempt run as preValidation hooks: before the body's schema.
    // Sign-up and sign-in each answer two ways: API clients get the token in the body
    // (`/api/auth/register`, `/api/auth/login`); the shop's pages get only the HttpOnly cookie
    // (`/api/auth/session/register`, `/api/auth/session`), so no script ever holds the token.
    // Each route gets its own options object: Fastify changes the one it is given.
    const registerOptions = (answer: typeof authAnswer | typeof sessionAnswer) => ({
      schema: { body: schemas.registerBody, response: answers({ 201: answer }) },
      preValidation: (req: FastifyRequest) => throttle(req, 'register'),
    });
    app.post('/api/auth/register', registerOptions(authAnswer), async (req, reply) =>
      reply.status(201).send(await accounts.register(req.body, req.headers['user-agent'])),
    );
    app.post('/api/auth/session/register', registerOptions(sessionAnswer), async (req, reply) => {
      const { user, token } = await accounts.register(req.body, req.headers['user-agent']);
      sessions.cookie.set(reply, token.original.access_token, token.original.expires_in);
      return reply.status(201).send({ user, ...(await joined(req, reply, user.id)) });
    });

    const loginThrottle = createLoginThrottle(limiter);

    // Per address, counted before validation so malformed attempts count too. Per account, only
    // addresses that failed on it wait (growing delays): the owner elsewhere is never locked out.
    const signIn = async (req: FastifyRequest, { email, password, remember }: LoginBody) => {
      const waitMs = await loginThrottle.waitMs(email, req.ip);
      if (waitMs > 0) throw limited(TOO_MANY_ATTEMPTS, waitMs);
      try {
        const session = await accounts.login(email, password, remember, req.headers['user-agent']);
        await loginThrottle.succeeded(email, req.ip);
        return session;
      } catch (err) {
        if (isKind(err, 'unauthenticated')) await loginThrottle.failed(email, req.ip);
        throw err;
      }
    };
    const loginOptions = (answer: typeof authAnswer | typeof sessionAnswer) => ({
      schema: { body: schemas.loginBody, response: answers({ 200: answer }) },
      preValidation: (req: FastifyRequest) => throttle(req, 'login'),
    });
    app.post('/api/auth/login', loginOptions(authAnswer), async (req) => signIn(req, req.body));
    app.post('/api/auth/session', loginOptions(sessionAnswer), async (req, reply) => {
      const { user, token } = await signIn(req, req.body);
      sessions.cookie.set(reply, token.original.access_token, token.original.expires_in);
      return { user, ...(await joined(req, reply, user.id)) };
    });

    app.post(
      '/api/auth/forgot-password',
      { schema: { body: schemas.forgotBody, response: answers({ 200: messageAnswer }) } },
      async (req) => {
        const { email } = req.body;
        await throttle(req, 'forgot', email);
        return accounts.forgotPassword(email);
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { body: schemas.resetBody, response: answers({ 200: messageAnswer }) }, preValidation: (req) => throttle(req, 'reset') },
      async (req, reply) => {
        const done = await accounts.resetPassword(req.body.token, req.body.password);
        // Every session of the account has ended; this browser's cookie goes too.
        sessions.cookie.clear(reply);
        return done;
      },
    );

    // The signed-in customer's own account: one sign-in check for the whole group.
    await app.register(async (account: ZodApp) => {
      signedIn(account, sessions);

      account.get('/api/auth/user', { schema: { response: answers({ 200: currentUserAnswer }) } }, async (req) => {
        const { user } = authOf(req);
        return { user: publicUser(user), role: apiRole(user) };
      });

      account.post('/api/auth/logout', { schema: { response: answers({ 200: messageAnswer }) } }, async (req, reply) => {
        const { token } = authOf(req);
        await sessions.revoke(token);
        sessions.cookie.clear(reply);
        return { message: 'Logged out' };
      });

      // Every device signed out at once, this one included.
      account.post('/api/auth/logout-all', { schema: { response: answers({ 200: messageAnswer }) } }, async (req, reply) => {
        await sessions.revokeAll(authOf(req).user.id);
        sessions.cookie.clear(reply);
        return { message: SIGNED_OUT_EVERYWHERE };
      });

      account.post(
        '/api/auth/profile',
        { schema: { body: schemas.profileBody, response: answers({ 200: userSavedAnswer }) } },
        async (req) => {
          const { user } = authOf(req);
          return { user: await accounts.updateProfile(user.id, req.body), message: 'Profile updated' };
        },
      );

      // The account's limit counts after the sign-in check (it needs the account) and before the schema.
      const limitChanges = (req: FastifyRequest) => throttle(req, 'change-password', authOf(req).user.email);
      account.post(
        '/api/auth/change-password',
        { schema: { body: schemas.changePasswordBody, response: answers({ 200: messageAnswer }) }, preValidation: limitChanges },
        async (req, reply) => {
          const { user } = authOf(req);
          const { current_password, password } = req.body;
          // Every session ends with the old password, the one that changed it too: sign in again.
          await accounts.changePassword(user.id, current_password, password);
          sessions.cookie.clear(reply);
          return { message: PASSWORD_CHANGED };
        },
      );

      account.post(
        '/api/auth/preferences',
        { schema: { body: schemas.preferencesBody, response: answers({ 200: userSavedAnswer }) } },
        async (req) => {
          const { user, confirmationSent } = await accounts.updatePreferences(authOf(req).user.id, req.body);
          return { user, message: confirmationSent ? NEWSLETTER_MESSAGES.preferencesConfirm : 'Preferences saved' };
        },
      );
    });
  };
